import { defaultExpiryDate, gstRateToBp } from '../../lib/domain/dispensary';
import { indiaDateOf } from '../../lib/time/clinic-time';
import type { Transaction } from '../kernel/db/database';
import { dispensaryBatches, dispensaryMedicines, visitRecords } from '../kernel/db/schema';

const DAY_MS = 86_400_000;

/** A few classical medicines a small clinic dispenses, at 5 % GST under HSN 3004 (issue 50). */
const MEDICINES = [
  { name: 'Triphala Churna', form: 'churna', unit: 'jar', packSize: '100 g', mrpPaise: 9_000, reorderLevel: 10, stock: [40] },
  { name: 'Avipattikar Churna', form: 'churna', unit: 'jar', packSize: '100 g', mrpPaise: 11_000, reorderLevel: 10, stock: [6] },
  { name: 'Kaishore Guggulu', form: 'vati', unit: 'bottle', packSize: '60 tablets', mrpPaise: 16_500, reorderLevel: 8, stock: [12, 20] },
  { name: 'Dashamoolarishta', form: 'asava_arishta', unit: 'bottle', packSize: '450 ml', mrpPaise: 21_000, reorderLevel: 6, stock: [15] },
  { name: 'Mahanarayana Taila', form: 'taila', unit: 'bottle', packSize: '200 ml', mrpPaise: 26_000, reorderLevel: 5, stock: [9] },
  { name: 'Chyavanaprasha', form: 'avaleha', unit: 'jar', packSize: '500 g', mrpPaise: 32_000, reorderLevel: 5, stock: [8] },
] as const;

/** The demo dispensary: medicines with batches, one of them close to its expiry so the near-expiry report has a row. */
export async function seedDispensary(tx: Transaction, now: Date): Promise<void> {
  const made = await tx
    .insert(dispensaryMedicines)
    .values(
      MEDICINES.map(({ stock: _stock, ...medicine }) => ({ ...medicine, kind: 'classical' as const, hsn: '30049011', gstRateBp: gstRateToBp(5) })),
    )
    .returning();
  const mfgDate = indiaDateOf(new Date(now.getTime() - 60 * DAY_MS));
  const oldMfg = indiaDateOf(new Date(now.getTime() - 700 * DAY_MS));
  const soon = indiaDateOf(new Date(now.getTime() + 25 * DAY_MS));
  await tx.insert(dispensaryBatches).values(
    MEDICINES.flatMap((medicine, i) =>
      medicine.stock.map((quantity, batch) => ({
        medicineId: made[i]!.id,
        batchNumber: `${medicine.name.slice(0, 2).toUpperCase()}-${24 + batch}${String(i + 1).padStart(2, '0')}`,
        // The first of two batches is the old one, expiring within the month: dispensed first (FEFO).
        mfgDate: medicine.stock.length > 1 && batch === 0 ? oldMfg : mfgDate,
        expiryDate: medicine.stock.length > 1 && batch === 0 ? soon : defaultExpiryDate(medicine.form, mfgDate)!,
        quantityReceived: quantity,
        onHand: quantity,
        costPaise: Math.round(medicine.mrpPaise * 0.6),
        supplier: 'Arya Vaidya Sala, Kottakkal',
      })),
    ),
  );
}

/** The demo's completed visit, written up and finalised: two lines the dispensary stocks and one it does not. */
export async function seedFinalisedPrescription(tx: Transaction, appointmentId: number, now: Date): Promise<void> {
  const line = { dose: '1 tsp', timing: 'after_food' as const, anupana: 'Warm water', duration: '30 days' };
  await tx.insert(visitRecords).values({
    appointmentId,
    findings: 'Burning after meals, disturbed sleep; tongue coated, pulse pitta-vata.',
    assessment: 'Amlapitta with anidra',
    prakriti: 'Pitta-Vata',
    vikriti: 'Pitta aggravated',
    prescription: [
      { medicine: 'Avipattikar Churna', form: 'churna', ...line },
      { medicine: 'Triphala Churna', form: 'churna', ...line, timing: 'bedtime' },
      { medicine: 'Brahmi Vati', form: 'vati', dose: '2 tablets', timing: 'bedtime', anupana: 'Warm milk', duration: '30 days' },
    ],
    pathya: 'Warm, freshly cooked meals at regular times; coconut water.',
    apathya: 'Spicy, sour and fermented food; late nights.',
    finalisedAt: now,
  });
}
