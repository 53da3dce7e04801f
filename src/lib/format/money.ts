import { INTL_LOCALE, type Locale } from '../../i18n/locales';

const RUPEES: Partial<Record<Locale, Intl.NumberFormat>> = {};

/**
 * ₹ with Indian digit grouping, in each language's own words for any text around it. Made at first
 * use: three formatters built at import cost the API's cold start about 10 ms.
 */
const rupeesIn = (locale: Locale): Intl.NumberFormat =>
  (RUPEES[locale] ??= new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }));

/** Integer paise to whole rupees as a number (SPEC: amounts held in paise, shown in rupees). */
export const paiseToRupees = (paise: number): number => paise / 100;

/** Integer paise as plain rupees with 2 decimals and no sign or grouping ("800.00"), for CSV cells. */
export const paiseToRupeeText = (paise: number): string => (paise / 100).toFixed(2);

/** Rupees (possibly fractional) to integer paise, rounding away float noise. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** Integer paise to a display string with the rupee sign and 2 decimals, e.g. ₹1,500.00. */
export const formatPaise = (paise: number, locale: Locale = 'en'): string => rupeesIn(locale).format(paise / 100);

/** Rupees to a display string with the rupee sign and 2 decimals. */
export const formatRupees = (amount: number, locale: Locale = 'en'): string => rupeesIn(locale).format(amount);
