import type { MEDICINE_FORMS } from '../validation/visit-record';

/** A catalogue medicine's dosage form (kalpana): the prescription's list, so a line matches a medicine by form. */
export type MedicineForm = (typeof MEDICINE_FORMS)[number];
export const MEDICINE_KINDS = ['classical', 'proprietary'] as const;
export type MedicineKind = (typeof MEDICINE_KINDS)[number];

/**
 * The legal GST slabs, in percent (issue 50): most Ayurvedic medicines (HSN 3003/3004) are at 5 %
 * since 22 Sept 2025, but the rate is a setting per item. Stored as basis points (5 % = 500).
 */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28] as const;
export const DEFAULT_GST_RATE = 5;
export const gstRateToBp = (rate: number): number => Math.round(rate * 100);
export const gstBpToRate = (bp: number): number => bp / 100;

/**
 * The default shelf life, in months from the date of manufacture, of each dosage form the
 * catalogue knows: the receiving form fills the expiry from it, and staff may change it to the
 * label's date.
 *
 * Source: Drugs and Cosmetics Rules, 1945, Rule 161B(1), as substituted by G.S.R. 789(E) of
 * 12 August 2016 ("Shelf life or date of expiry with effect from the date of manufacture"), table
 * for Ayurveda: Asava-Arishta 10 years; Avaleha 3 years; Churna and Kwatha Churna 2 years; Ghrita
 * 2 years; Taila 3 years; Gutika/Vati of plant drugs 3 years (5 with Rasa, Uparasa, Bhasma or
 * Guggulu); Bhasma 10 years. Kashaya as a bottled decoction is taken at the Kwatha Churna's 2
 * years, the shorter and safer reading. `other` has no default: its expiry is entered from the label.
 */
export const SHELF_LIFE_MONTHS: Record<MedicineForm, number | null> = {
  churna: 24,
  vati: 36,
  kashaya: 24,
  taila: 36,
  ghrita: 24,
  asava_arishta: 120,
  avaleha: 36,
  bhasma: 120,
  other: null,
};

/** The expiry a batch of `form` made on `mfgDate` (YYYY-MM-DD) gets by default, or null when the form has none. */
export function defaultExpiryDate(form: MedicineForm, mfgDate: string): string | null {
  const months = SHELF_LIFE_MONTHS[form];
  if (months === null) return null;
  const [year, month, day] = mfgDate.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  // The same day of the month, or the month's last day (29 Feb 2024 + 2 years = 28 Feb 2026).
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A batch may be dispensed until the day before its expiry date: on that day it is expired. */
export const isExpired = (expiryDate: string, today: string): boolean => expiryDate <= today;

/** The near-expiry reports' horizons, in days. */
export const NEAR_EXPIRY_DAYS = [90, 30] as const;

/** Issue 50: what the doctor's prescription editor says of a catalogue medicine's usable stock. */
export const STOCK_STATES = ['in_stock', 'low', 'out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

/** Out when nothing usable is left, low at or below the reorder level (the low-stock report's rule), else in stock. */
export const stockState = (usable: number, reorderLevel: number): StockState => (usable <= 0 ? 'out' : usable <= reorderLevel ? 'low' : 'in_stock');
