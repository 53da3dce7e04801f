import * as z from 'zod';

/** One code of the clinic's imported list (GET /v1/diagnosis-codes?q=). */
export const diagnosisCodeResponse = z.strictObject({
  namaste_code: z.string(),
  term: z.string(),
  term_diacritical: z.string(),
  term_devanagari: z.string(),
  tm2_code: z.string().nullable(),
  tm2_title: z.string(),
});
export type DiagnosisCode = z.infer<typeof diagnosisCodeResponse>;

/** GET /v1/diagnosis-codes/list and POST …/import: the clinic's current list, null before the first import. */
export const codeListResponse = z.strictObject({
  list: z
    .strictObject({
      id: z.number().int(),
      file_name: z.string(),
      code_count: z.number().int(),
      imported_at: z.iso.datetime(),
      imported_by: z.string().nullable(),
    })
    .nullable(),
});
export type CodeList = z.infer<typeof codeListResponse>;

/** A coded diagnosis as a visit record keeps it (copied from the list when picked). */
export const codedDiagnosisResponse = z.strictObject({
  namaste_code: z.string(),
  term: z.string(),
  term_devanagari: z.string(),
  tm2_code: z.string().nullable(),
  tm2_title: z.string(),
});
