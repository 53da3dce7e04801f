import * as z from 'zod';
import { requiredLine } from './common';
import { prescriptionLineSchema, VISIT_RECORD_LIMITS } from './visit-record';

/** The longest name a doctor gives a prescription template ("Amavata, first visit"). */
export const PRESCRIPTION_TEMPLATE_NAME_MAX = 80;

/** Issue 51 item 5: a doctor's named prescriptions, started from and then edited. */
export const prescriptionTemplateMessages = {
  nameRequired: 'Give the template a name',
  linesRequired: 'A template needs at least one medicine',
  nameTaken: 'You already have a template with this name',
  notShared: 'This template is another doctor’s and is not shared',
  notYours: 'Only the doctor who made a template may change or delete it',
} as const;
const m = prescriptionTemplateMessages;

/** POST and PUT /v1/prescription-templates: the name, the lines as the prescription editor writes them, and whether other doctors may use it. */
export const prescriptionTemplateSchema = z.object({
  name: requiredLine(m.nameRequired, PRESCRIPTION_TEMPLATE_NAME_MAX, 'Name'),
  lines: z.array(prescriptionLineSchema, { error: m.linesRequired }).min(1, m.linesRequired).max(VISIT_RECORD_LIMITS.lines),
  shared: z.boolean({ error: 'shared must be true or false' }).default(false),
});
export type PrescriptionTemplateInput = z.infer<typeof prescriptionTemplateSchema>;
