const RUPEES: Intl.NumberFormatOptions = { style: 'currency', currency: 'INR', minimumFractionDigits: 2 };
const rupees = new Intl.NumberFormat('en-IN', RUPEES);

/** Integer paise to whole rupees as a number (SPEC: amounts held in paise, shown in rupees). */
export const paiseToRupees = (paise: number): number => paise / 100;

/** Integer paise as plain rupees with 2 decimals and no sign or grouping ("800.00"), for CSV cells. */
export const paiseToRupeeText = (paise: number): string => (paise / 100).toFixed(2);

/** Rupees (possibly fractional) to integer paise, rounding away float noise. */
export const rupeesToPaise = (rupees: number): number => Math.round(rupees * 100);

/** Integer paise to a display string with the rupee sign and 2 decimals, e.g. ₹1,500.00. */
export const formatPaise = (paise: number): string => rupees.format(paise / 100);

/** Integer paise as money in another language's Intl locale (hi-IN, gu-IN): the rupee sign, Indian grouping, 2 decimals. */
export const formatPaiseIn = (paise: number, intlLocale: string): string => new Intl.NumberFormat(intlLocale, RUPEES).format(paise / 100);

/** Rupees to a display string with the rupee sign and 2 decimals. */
export const formatRupees = (amount: number): string => rupees.format(amount);
