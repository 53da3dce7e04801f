import * as z from 'zod';
import { line, text } from './common';
import { CODE_LIST_LIMITS, codedDiagnosisInputSchema, diagnosisCodeMessages } from './diagnosis-codes';
import { EMPTY_EXAMINATION, examinationSchema, vitalsSchema } from './examination';

/** Ayurvedic dosage forms a prescription line names (issue 29). */
export const MEDICINE_FORMS = ['churna', 'vati', 'kashaya', 'taila', 'ghrita', 'asava_arishta', 'avaleha', 'bhasma', 'other'] as const;
/** When a medicine is taken, against meals. */
export const MEDICINE_TIMINGS = ['before_food', 'after_food', 'with_food', 'empty_stomach', 'bedtime'] as const;

/** The forms and timings as people read them (issue 45): the editor's lists and the summary's English. */
export const MEDICINE_FORM_LABELS: Record<(typeof MEDICINE_FORMS)[number], string> = {
  churna: 'Churna',
  vati: 'Vati',
  kashaya: 'Kashaya',
  taila: 'Taila',
  ghrita: 'Ghrita',
  asava_arishta: 'Asava/Arishta',
  avaleha: 'Avaleha',
  bhasma: 'Bhasma',
  other: 'Other',
};
export const MEDICINE_TIMING_LABELS: Record<(typeof MEDICINE_TIMINGS)[number], string> = {
  before_food: 'Before food',
  after_food: 'After food',
  with_food: 'With food',
  empty_stomach: 'Empty stomach',
  bedtime: 'At bedtime',
};

export const VISIT_RECORD_LIMITS = { lines: 30, shortText: 200, longText: 5000, followUpDays: 365 } as const;

export const visitRecordMessages = {
  finalised: 'This record is finalised. Add an addendum instead.',
  notFinalised: 'Finalise the record before adding an addendum.',
  medicineRequired: 'Each prescription line needs a medicine',
  addendumRequired: 'Please write the addendum',
  nothingToFinalise: 'Write the findings or the assessment before finalising.',
  summaryNotReady: 'The visit summary is ready once the doctor finalises the record.',
  visitCancelled: 'This appointment was cancelled: there is no visit to record.',
  visitRefunded: 'This appointment was refunded: there is no visit to record.',
  visitNotStarted: 'The visit has not started yet: write the record once it starts or the patient has arrived.',
  allergyUnacknowledged: 'A prescription line matches an allergy on file: check it, then confirm to finalise.',
  medicineUnknown: 'A prescription line names a medicine the dispensary does not have: pick it again or type it as free text.',
} as const;

const shortText = (name: string) =>
  line({ error: `${name} must be text` })
    .max(VISIT_RECORD_LIMITS.shortText)
    .default('');
const longText = (name: string) =>
  text({ error: `${name} must be text` })
    .trim()
    .max(VISIT_RECORD_LIMITS.longText)
    .default('');

export const prescriptionLineSchema = z.object({
  medicine: line({ error: visitRecordMessages.medicineRequired }).min(1, visitRecordMessages.medicineRequired).max(VISIT_RECORD_LIMITS.shortText),
  form: z.enum(MEDICINE_FORMS, { error: `form must be one of: ${MEDICINE_FORMS.join(', ')}` }),
  dose: shortText('dose'),
  timing: z.enum(MEDICINE_TIMINGS, { error: `timing must be one of: ${MEDICINE_TIMINGS.join(', ')}` }),
  /** What the medicine is taken with (warm water, honey, milk, …). */
  anupana: shortText('anupana'),
  duration: shortText('duration'),
  /**
   * Issue 50: the dispensary's catalogue medicine the doctor picked for this line (null or absent:
   * free text, a medicine the clinic does not stock). The Dispense screen preselects it.
   */
  medicine_id: z.number({ error: 'medicine_id must be a whole number' }).int().positive().nullable().optional(),
});
export type PrescriptionLine = z.infer<typeof prescriptionLineSchema>;

/** Issue 51 item 4: a diagnosis coded from the clinic's imported list, as the record keeps it (copied when picked). */
export interface CodedDiagnosis {
  namaste_code: string;
  term: string;
  term_devanagari: string;
  tm2_code: string | null;
  tm2_title: string;
}

/** PUT /v1/appointments/{id}/record: the doctor's draft, saved as often as needed until finalised. */
export const visitRecordSchema = z.object({
  findings: longText('findings'),
  assessment: longText('assessment'),
  prakriti: shortText('prakriti'),
  vikriti: shortText('vikriti'),
  prescription: z.array(prescriptionLineSchema).max(VISIT_RECORD_LIMITS.lines).default([]),
  /** Issue 51 item 4: the codes picked from the clinic's list (the server copies each one's term and TM2 code). */
  diagnoses: z.array(codedDiagnosisInputSchema).max(CODE_LIST_LIMITS.diagnoses, diagnosisCodeMessages.tooManyDiagnoses).default([]),
  /** Diet and lifestyle to follow (pathya) and to avoid (apathya). */
  pathya: longText('pathya'),
  apathya: longText('apathya'),
  follow_up_days: z.number().int().min(1).max(VISIT_RECORD_LIMITS.followUpDays).nullable().default(null),
  /** Issue 51: the vitals taken at the visit (null: none) and the Ashtavidha pariksha. */
  vitals: vitalsSchema.nullable().default(null),
  examination: examinationSchema.default(EMPTY_EXAMINATION),
});
export type VisitRecordInput = z.infer<typeof visitRecordSchema>;

export const addendumSchema = z.object({
  body: text({ error: visitRecordMessages.addendumRequired }).trim().min(1, visitRecordMessages.addendumRequired).max(VISIT_RECORD_LIMITS.longText),
});

/** POST /v1/appointments/{id}/record/finalise: the doctor checked the lines that match an allergy on file (issue 51). */
export const finaliseSchema = z.object({ acknowledge_allergies: z.boolean({ error: 'acknowledge_allergies must be true or false' }).default(false) });
