import type { CsvCell } from '../../lib/csv/csv';

/**
 * src/lib/csv's toCsv for the API's exports, with papaparse loaded at the first export rather than
 * at every cold start of the Netlify function: a CSV is a rare request (docs/decisions/068).
 */
export async function csvText(columns: readonly string[], rows: readonly Record<string, CsvCell>[]): Promise<string> {
  const { toCsv } = await import('../../lib/csv/csv');
  return toCsv(columns, rows);
}
