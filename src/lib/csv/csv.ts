import Papa from 'papaparse';

export const NO_DATA_TO_EXPORT = 'No data available to export.';
export const EXPORT_FAILED = 'Could not load the data to export. Please try again.';

/**
 * Cells a spreadsheet would run as a formula (SPEC §9 export guard); numbers are left alone, and
 * so is a `+` followed only by digits and spaces: a phone number ("+91 98240 11001") is no formula.
 */
const FORMULA_START = /^(?:[=\-@\t\r]|\+(?![\d ]+$))/;

/** Excel reads a CSV as UTF-8 only when the file starts with this mark (Hindi and Gujarati names stay readable). */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * Rows to CSV text, starting with a UTF-8 byte order mark: a header row of `columns`, commas, fields quoted only when they hold a comma,
 * a newline or a quote (quotes doubled), blanks for missing values, and text cells starting with
 * =, + (unless only digits follow), -, @, a tab or a carriage return prefixed with ' so a spreadsheet
 * shows them instead of running them.
 */
export function toCsv(columns: readonly string[], rows: readonly Record<string, CsvCell>[]): string {
  return (
    UTF8_BOM +
    Papa.unparse(
      { fields: [...columns], data: rows.map((row) => columns.map((column) => row[column] ?? '')) },
      { escapeFormulae: FORMULA_START, newline: '\r\n' },
    )
  );
}

/** The download name: the export kind plus an ISO timestamp, e.g. doctors_export_2025-01-05T09:30:00.000Z.csv. */
export const csvFileName = (kind: string, now: Date): string => `${kind}_${now.toISOString()}.csv`;
