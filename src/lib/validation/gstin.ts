/**
 * GSTIN (GST identification number): 2-digit state code, the holder's PAN (5 letters, 4 digits,
 * 1 letter), the entity number (1-9, A-Z), Z, and a check character over the first fourteen.
 */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of a GSTIN's first fourteen characters (upper case), by GSTN's mod-36
 * scheme: each character's value times 1 or 2 (alternating from the first), the product's
 * quotient and remainder by 36 summed, and the character that makes the sum a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARACTERS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS[(36 - (sum % 36)) % 36]!;
}

/** Whether a GSTIN (upper case) has the pattern and its check character matches. */
export const isValidGstin = (gstin: string): boolean => GSTIN_PATTERN.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
