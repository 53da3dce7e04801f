import * as z from 'zod';
import { line } from './common';

/**
 * Issue 51 item 4 (docs/decisions/060): the NAMASTE morbidity codes with their ICD-11 TM2
 * counterparts, imported by the clinic from the official list; the product ships none.
 */
export const CODE_LIST_LIMITS = { maxBytes: 4 * 1024 * 1024, maxRows: 20_000, termLength: 300, listedErrors: 50, diagnoses: 10, search: 60 } as const;

/**
 * A NAMASTE (NAMC) code as the Ministry of Ayush's list writes it: one to four capital letters,
 * an optional hyphen, a number with up to three dotted parts, and an optional bracketed
 * qualifier ("AAA-1", "EA-3.1", "SR11 (AA)").
 */
export const NAMASTE_CODE_PATTERN = /^[A-Z]{1,4}-?\d{1,3}(?:\.\d{1,3}){0,3}(?: ?\([A-Z0-9]{1,4}\))?$/;
/**
 * An ICD-11 code of Traditional Medicine Module 2: chapter 26's codes start with S, Module 1
 * takes SA–SJ, Module 2 the blocks from SK on; ICD-11's third character is always a digit, and a
 * subcategory follows a dot ("SK25", "SM1Y", "SK25.0").
 */
export const TM2_CODE_PATTERN = /^S[K-Z]\d[0-9A-Z](?:\.[0-9A-Z]{1,2})?$/;

export const diagnosisCodeMessages = {
  fileRefused: 'The file was not imported: fix the rows listed and import it again. The code list is unchanged.',
  fileEmpty: 'The file has no codes: it needs a header row and at least one row of codes.',
  columnsMissing: 'The header row must name the NAMASTE code, term and TM2 code columns.',
  fileTooLarge: 'The file is larger than 4 MB: import the codes without the definitions columns.',
  tooManyRows: 'The file has more than 20,000 codes.',
  codeRequired: 'Pick a code from the list',
  codeUnknown: 'This code is not in the clinic’s imported code list',
  codeRepeated: 'This code is already among the visit’s diagnoses',
  tooManyDiagnoses: 'A visit takes at most 10 coded diagnoses',
} as const;
const m = diagnosisCodeMessages;

/** Codes are compared and stored in capitals with single spaces. */
export const normaliseCode = (code: string) => code.trim().replace(/\s+/g, ' ').toUpperCase();

/** What a coded diagnosis shows, on screen and on the summary: "AAA-1 Amavata (आमवात) · ICD-11 TM2 SK25 Amavata disorder". */
export const codedDiagnosisText = (d: { namaste_code: string; term: string; term_devanagari: string; tm2_code: string | null; tm2_title: string }) =>
  [
    `${d.namaste_code} ${d.term}${d.term_devanagari ? ` (${d.term_devanagari})` : ''}`,
    d.tm2_code && `ICD-11 TM2 ${d.tm2_code}${d.tm2_title ? ` ${d.tm2_title}` : ''}`,
  ]
    .filter(Boolean)
    .join(' · ');

/** POST /v1/diagnosis-codes/import: the CSV's text and its file name (for the trail). */
export const codeListImportSchema = z.object({
  file_name: line({ error: 'file_name must be text' }).max(200).default(''),
  csv: z.string({ error: m.fileEmpty }).min(1, m.fileEmpty).max(CODE_LIST_LIMITS.maxBytes, m.fileTooLarge),
});

/** GET /v1/diagnosis-codes?q=: what the doctor typed (a code or a term, in any script the list has). */
export const codeSearchSchema = z.object({ q: line({ error: 'q must be text' }).max(CODE_LIST_LIMITS.search).default('') });

/** A coded diagnosis the doctor picks: the code alone; the server copies the term and TM2 code from the list. */
export const codedDiagnosisInputSchema = z.object({
  namaste_code: line({ error: m.codeRequired }).min(1, m.codeRequired).max(40, m.codeUnknown),
});
