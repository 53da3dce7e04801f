import { INTL_LOCALE, type Locale } from '../../i18n/locales';

/** ₹ with Indian digit grouping, in each language's own words for any text around it. */
const RUPEES = Object.fromEntries(
  Object.entries(INTL_LOCALE).map(([locale, tag]) => [
    locale,
    new Intl.NumberFormat(tag, { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }),
  ]),
) as Record<Locale, Intl.NumberFormat>;

/** Integer paise to whole rupees as a number (SPEC: amounts held in paise, shown in rupees). */
export const paiseToRupees = (paise: number): number => paise / 100;

/** Integer paise as plain rupees with 2 decimals and no sign or grouping ("800.00"), for CSV cells. */
export const paiseToRupeeText = (paise: number): string => (paise / 100).toFixed(2);

/** Rupees (possibly fractional) to integer paise, rounding away float noise. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** Integer paise to a display string with the rupee sign and 2 decimals, e.g. ₹1,500.00. */
export const formatPaise = (paise: number, locale: Locale = 'en'): string => RUPEES[locale].format(paise / 100);

/** Rupees to a display string with the rupee sign and 2 decimals. */
export const formatRupees = (amount: number, locale: Locale = 'en'): string => RUPEES[locale].format(amount);
