import { indiaDateOf } from './clinic-time';

/** The Indian financial year (April–March) an instant falls in, by its India date: "2026-27". */
export function financialYearOf(instant: Date): string {
  const [year, month] = indiaDateOf(instant).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}
