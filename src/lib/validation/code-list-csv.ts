import Papa from 'papaparse';
import { CODE_LIST_LIMITS, diagnosisCodeMessages as m, NAMASTE_CODE_PATTERN, normaliseCode, TM2_CODE_PATTERN } from './diagnosis-codes';

/** One code of the list, as imported. */
export interface CodeListRow {
  namaste_code: string;
  term: string;
  term_diacritical: string;
  term_devanagari: string;
  tm2_code: string | null;
  tm2_title: string;
}

type Column = keyof CodeListRow;

/**
 * The header names each column may have, compared without case, spaces, hyphens or underscores:
 * the official list's own (NAMC_CODE, NAMC_term, NAMC_term_diacritical, NAMC_term_DEVANAGARI)
 * and plain ones ("NAMASTE code", "ICD-11 TM2 code", "TM2 title").
 */
const HEADERS: Record<Column, readonly string[]> = {
  namaste_code: ['namccode', 'namastecode', 'namcode', 'code'],
  term: ['namcterm', 'namasteterm', 'term'],
  term_diacritical: ['namctermdiacritical', 'termdiacritical', 'diacritical'],
  term_devanagari: ['namctermdevanagari', 'termdevanagari', 'devanagari'],
  tm2_code: ['tm2code', 'icd11tm2code', 'icdtm2code', 'icd11code'],
  tm2_title: ['tm2title', 'icd11tm2title', 'tm2term', 'icd11title'],
};
const REQUIRED: readonly Column[] = ['namaste_code', 'term', 'tm2_code'];
const headerKey = (name: string) => name.toLowerCase().replace(/[\s_\-.]/g, '');

export type CodeListParse =
  { ok: true; rows: CodeListRow[] } | { ok: false; message: (typeof m)[keyof typeof m]; errors: { row: number; reasons: string[] }[] };

/**
 * Reads and checks a whole code list (CSV with a header row; the official list's other columns
 * ignored). Any bad row refuses the whole file: each is named by its line in the file (the header
 * is row 1, as a spreadsheet numbers it) with its reasons.
 */
export function parseCodeList(csv: string): CodeListParse {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const [header, ...lines] = parsed.data;
  if (!header || lines.length === 0) return { ok: false, message: m.fileEmpty, errors: [] };
  if (lines.length > CODE_LIST_LIMITS.maxRows) return { ok: false, message: m.tooManyRows, errors: [] };
  const keys = header.map(headerKey);
  const at = Object.fromEntries(
    (Object.keys(HEADERS) as Column[]).map((column) => [column, keys.findIndex((key) => HEADERS[column].includes(key))]),
  ) as Record<Column, number>;
  if (REQUIRED.some((column) => at[column] < 0)) return { ok: false, message: m.columnsMissing, errors: [] };
  const cell = (cells: string[], column: Column) => (at[column] < 0 ? '' : (cells[at[column]] ?? '').trim().replace(/\s+/g, ' '));
  const seen = new Map<string, number>();
  const rows: CodeListRow[] = [];
  const errors: { row: number; reasons: string[] }[] = [];
  lines.forEach((cells, index) => {
    // A quoted field may span lines, so the row number is the record's (header = 1); blank lines are skipped.
    const row = index + 2;
    const code = normaliseCode(cell(cells, 'namaste_code'));
    const tm2 = normaliseCode(cell(cells, 'tm2_code'));
    const term = cell(cells, 'term');
    const reasons: string[] = [];
    if (!code) reasons.push('the NAMASTE code is missing');
    else if (!NAMASTE_CODE_PATTERN.test(code)) reasons.push(`the NAMASTE code “${code.slice(0, 40)}” is not in the NAMASTE format (e.g. AAA-1)`);
    else if (seen.has(code)) reasons.push(`the NAMASTE code ${code} repeats row ${seen.get(code)}`);
    if (!term) reasons.push('the term is missing');
    if (
      [term, cell(cells, 'term_diacritical'), cell(cells, 'term_devanagari'), cell(cells, 'tm2_title')].some(
        (v) => v.length > CODE_LIST_LIMITS.termLength,
      )
    ) {
      reasons.push(`a term or title is longer than ${CODE_LIST_LIMITS.termLength} characters`);
    }
    if (tm2 && !TM2_CODE_PATTERN.test(tm2)) reasons.push(`the TM2 code “${tm2.slice(0, 40)}” is not an ICD-11 TM2 code (e.g. SK25)`);
    if (!tm2 && cell(cells, 'tm2_title')) reasons.push('a TM2 title is given without its TM2 code');
    if (code && !seen.has(code)) seen.set(code, row);
    if (reasons.length > 0) errors.push({ row, reasons });
    else
      rows.push({
        namaste_code: code,
        term,
        term_diacritical: cell(cells, 'term_diacritical'),
        term_devanagari: cell(cells, 'term_devanagari'),
        tm2_code: tm2 || null,
        tm2_title: cell(cells, 'tm2_title'),
      });
  });
  return errors.length > 0 ? { ok: false, message: m.fileRefused, errors } : { ok: true, rows };
}
