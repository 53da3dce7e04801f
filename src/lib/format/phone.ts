/** Spaces, dashes, dots and brackets people type inside phone numbers. */
const SEPARATORS = /[\s\-().]/g;

/**
 * A patient's mobile as typed ("+91 98240-11001", "0091 9824011001", "098240 11001") in its one
 * stored form, E.164 ("+919824011001"). A number without a country code is taken as Indian;
 * the trunk 0 Indians often type after +91 is dropped. Anything else is left for validation.
 */
export function normalizePatientMobile(typed: string): string {
  let number = typed.trim().replace(SEPARATORS, '');
  if (number.startsWith('00')) number = `+${number.slice(2)}`;
  if (!number.startsWith('+')) {
    const national = number.replace(/^0+/, '');
    return /^\d{10}$/.test(national) ? `+91${national}` : number;
  }
  return number.replace(/^\+910+/, '+91');
}

/**
 * A doctor's mobile as typed ("98240 11004", "098240-11004", "+91 98240 11004") in the stored
 * form SPEC's pattern describes with the country code always present: "919824011004".
 */
export function normalizeDoctorMobile(typed: string): string {
  const digits = typed.trim().replace(SEPARATORS, '').replace(/^\+/, '').replace(/^0+/, '');
  return /^\d{10}$/.test(digits) ? `91${digits}` : digits;
}

/** An Indian mobile grouped for reading ("+91 98240 11001"); other numbers as they are stored. */
export function formatMobile(stored: string | null | undefined): string {
  if (!stored) return '';
  const match = /^\+?91(\d{5})(\d{5})$/.exec(stored);
  return match ? `+91 ${match[1]} ${match[2]}` : stored;
}
