/**
 * How an SMS is encoded and billed (3GPP TS 23.038 / 23.040): a text of only GSM-7 characters
 * goes as 7-bit, 160 a message or 153 a part once concatenated (an extension character such as
 * "€" or "[" takes two); anything else makes the whole text UCS-2, 70 a message or 67 a part.
 */

/** The GSM 03.38 default alphabet. */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: each is sent as an escape and the character, two septets. */
const GSM7_EXTENSION = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const smsEncoding = (text: string): SmsEncoding =>
  [...text].every((char) => GSM7_BASIC.has(char) || GSM7_EXTENSION.has(char)) ? 'GSM-7' : 'UCS-2';

/** How many messages the carrier sends (and bills) for `text`. */
export function smsSegments(text: string): number {
  if (smsEncoding(text) === 'GSM-7') {
    const septets = [...text].reduce((sum, char) => sum + (GSM7_EXTENSION.has(char) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  // UCS-2 counts UTF-16 code units: a character beyond the BMP (an emoji) takes two.
  return text.length <= 70 ? 1 : Math.ceil(text.length / 67);
}

/** English SMS stay GSM-7: the typographic characters our values carry, written the GSM way. */
const GSM7_SPELLING: Record<string, string> = {
  '₹': 'Rs.',
  '…': '...',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
};

export const toGsm7Spelling = (text: string) => text.replace(/[₹…‘’“”–—\u00a0\u202f]/g, (char) => GSM7_SPELLING[char]!);
