/** Spaces, dashes, dots and brackets people type inside phone numbers. */
const SEPARATORS = /[\s\-().]/g;

/**
 * A patient's mobile as typed ("+91 98240-11001", "+91 098240 11001") in its one stored form,
 * E.164 ("+919824011001"): separators go, and so does the trunk 0 Indians often type after +91.
 * The country code stays required (SPEC: the full number is the code plus the number).
 */
export function normalizePatientMobile(typed: string): string {
  return (
    typed
      .trim()
      .replace(SEPARATORS, '')
      // Only a 0 before a whole ten-digit number is a trunk prefix.
      .replace(/^\+910(\d{10})$/, '+91$1')
  );
}

/**
 * A doctor's mobile as typed ("98240 11004", "098240-11004", "91 98240 11004") in the one stored
 * form SPEC's pattern allows with the country code always present: "919824011004".
 */
export function normalizeDoctorMobile(typed: string): string {
  const digits = typed.trim().replace(SEPARATORS, '').replace(/^0+/, '');
  return /^\d{10}$/.test(digits) ? `91${digits}` : digits;
}

/** An Indian mobile grouped for reading ("+91 98240 11001"); other numbers as they are stored. */
export function formatMobile(stored: string | null | undefined): string {
  if (!stored) return '';
  const match = /^\+?91(\d{5})(\d{5})$/.exec(stored);
  return match ? `+91 ${match[1]} ${match[2]}` : stored;
}
