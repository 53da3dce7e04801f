/** Whole years from a date of birth (YYYY-MM-DD) to a day (YYYY-MM-DD): the age a document prints. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [birthYear, birthMonthDay] = [Number(dateOfBirth.slice(0, 4)), dateOfBirth.slice(5)];
  const [year, monthDay] = [Number(day.slice(0, 4)), day.slice(5)];
  return year - birthYear - (monthDay < birthMonthDay ? 1 : 0);
}

/**
 * The date of birth an age in years implies on a day (YYYY-MM-DD): the same day that many years
 * earlier (29 February falls back to the 28th), so the age computed from it grows each year.
 */
export function dateOfBirthForAge(age: number, day: string): string {
  const year = String(Number(day.slice(0, 4)) - age).padStart(4, '0');
  const monthDay = day.slice(5) === '02-29' ? '02-28' : day.slice(5);
  return `${year}-${monthDay}`;
}
