import * as z from 'zod';
import { line } from './common';

/**
 * What the clinic keeps on a patient between visits (issue 51, item 1): allergies, long-standing
 * conditions and regular medicines. Prefilled from the intake until a doctor or the admin saves
 * it; from then on the visit and the patient's page read it, and the intake does not ask again.
 */
export const ALLERGY_SEVERITIES = ['mild', 'moderate', 'severe'] as const;
export type AllergySeverity = (typeof ALLERGY_SEVERITIES)[number];
export const ALLERGY_SEVERITY_LABELS: Record<AllergySeverity, string> = { mild: 'Mild', moderate: 'Moderate', severe: 'Severe' };

export const HEALTH_FILE_LIMITS = { entries: 30, shortText: 120, notes: 500 } as const;

export const healthFileMessages = {
  substanceRequired: 'Name the substance the patient is allergic to',
  severityInvalid: 'Choose the severity: mild, moderate or severe',
  conditionRequired: 'Name the condition',
  medicineRequired: 'Name the medicine',
  textTooLong: 'This field is too long',
  tooMany: 'At most 30 entries in each list',
} as const;
const m = healthFileMessages;

const short = (required?: string) => {
  const base = line({ error: required ?? m.textTooLong }).max(HEALTH_FILE_LIMITS.shortText, m.textTooLong);
  return required ? base.min(1, required) : base.default('');
};
const notes = line({ error: m.textTooLong }).max(HEALTH_FILE_LIMITS.notes, m.textTooLong).default('');
const list = <T extends z.ZodType>(item: T) => z.array(item).max(HEALTH_FILE_LIMITS.entries, m.tooMany).default([]);

export const allergySchema = z.object({
  substance: short(m.substanceRequired),
  reaction: short(),
  severity: z.enum(ALLERGY_SEVERITIES, { error: m.severityInvalid }),
});
export const conditionSchema = z.object({ name: short(m.conditionRequired), since: short(), notes });
export const regularMedicineSchema = z.object({ name: short(m.medicineRequired), dose: short(), notes });

/** PUT /v1/users/patients/{id}/health-file: the whole file, replacing what was on it. */
export const healthFileSchema = z.object({
  allergies: list(allergySchema),
  conditions: list(conditionSchema),
  medicines: list(regularMedicineSchema),
});
export type HealthFileInput = z.infer<typeof healthFileSchema>;
export type Allergy = z.infer<typeof allergySchema>;

/** The file as the API answers it. */
export const healthFileResponse = z.strictObject({
  /** False until a doctor or the admin saves it: the lists are then what the intake said (severity not yet known). */
  recorded: z.boolean(),
  allergies: z.array(z.strictObject({ substance: z.string(), reaction: z.string(), severity: z.enum(ALLERGY_SEVERITIES).nullable() })),
  conditions: z.array(z.strictObject({ name: z.string(), since: z.string(), notes: z.string() })),
  medicines: z.array(z.strictObject({ name: z.string(), dose: z.string(), notes: z.string() })),
  updated_at: z.iso.datetime().nullable(),
  updated_by: z.string().nullable(),
});
export type HealthFile = z.infer<typeof healthFileResponse>;

/** Splits an intake's free answer ("sulfa, peanuts and dust") into its items. */
export const intakeItems = (answer: unknown): string[] =>
  typeof answer === 'string'
    ? answer
        .split(/[,;\n]|\band\b/i)
        .map((item) => item.trim().slice(0, HEALTH_FILE_LIMITS.shortText))
        .filter((item) => item !== '' && !/^(none|no|nil|na|n\/a|-)$/i.test(item))
    : [];
