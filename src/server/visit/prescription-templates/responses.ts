import * as z from 'zod';
import { prescriptionLineResponse } from '../consultation/responses';

/** GET /v1/prescription-templates (a list), POST (201) and PUT: one named prescription. */
export const prescriptionTemplateResponse = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  lines: z.array(prescriptionLineResponse),
  shared: z.boolean(),
  /** The doctor who made it; `mine` when that is the caller. */
  doctor: z.strictObject({ id: z.number().int(), name: z.string() }),
  mine: z.boolean(),
  updated_at: z.iso.datetime(),
});
export type PrescriptionTemplate = z.infer<typeof prescriptionTemplateResponse>;
