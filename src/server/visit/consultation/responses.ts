import * as z from 'zod';
import { APPOINTMENT_STATUSES } from '../../../lib/domain/appointments';
import { MEDICINE_FORMS, MEDICINE_TIMINGS } from '../../../lib/validation/visit-record';
import { examinationResponse, vitalsResponse } from '../../../lib/validation/examination';
import { healthFileResponse } from '../../../lib/validation/health-file';
import { consentResponse } from '../../identity';
import { intakeFormResponse } from '../../practice';
import { codedDiagnosisResponse } from '../diagnosis-codes/responses';

/** GET and PUT /v1/appointments/{id}/intake: the form the patient answers (or answered) and their answers. */
export const appointmentIntakeResponse = z.strictObject({
  form: intakeFormResponse,
  /** The version the stored answers were given against; null before the first answer. */
  answered_version: z.number().int().nullable(),
  answers: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  submitted_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime().nullable(),
  /** Confirmed and not yet started. */
  can_edit: z.boolean(),
});
export type AppointmentIntake = z.infer<typeof appointmentIntakeResponse>;

/** GET /v1/appointments/{id}/reports (a list) and POST (201, the one stored). */
export const reportResponse = z.strictObject({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  /** Bytes. */
  size: z.number().int(),
  uploaded_at: z.iso.datetime(),
});
export type IntakeReport = z.infer<typeof reportResponse>;

export const prescriptionLineResponse = z.strictObject({
  medicine: z.string(),
  form: z.enum(MEDICINE_FORMS),
  dose: z.string(),
  timing: z.enum(MEDICINE_TIMINGS),
  anupana: z.string(),
  duration: z.string(),
  /** Issue 50: the catalogue medicine picked for the line; absent or null for free text. */
  medicine_id: z.number().int().nullable().optional(),
});

/** The doctor's record of one visit with its addenda. */
export const visitRecordResponse = z.strictObject({
  findings: z.string(),
  assessment: z.string(),
  /** Issue 51 item 4: the codes picked from the clinic's list, as copied then (decision 060). */
  diagnoses: z.array(codedDiagnosisResponse),
  prakriti: z.string(),
  vikriti: z.string(),
  prescription: z.array(prescriptionLineResponse),
  pathya: z.string(),
  apathya: z.string(),
  follow_up_days: z.number().int().nullable(),
  /** Issue 51: null when no vital was taken; BMI computed, out-of-normal fields flagged. */
  vitals: vitalsResponse.nullable(),
  examination: examinationResponse,
  /** Null while a draft; once set the record never changes (addenda only). */
  finalised_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
  addenda: z.array(z.strictObject({ id: z.number().int(), body: z.string(), created_at: z.iso.datetime() })),
});
export type VisitRecord = z.infer<typeof visitRecordResponse>;

/** GET, PUT /v1/appointments/{id}/record, POST …/finalise and …/addenda: null until written (for a patient: until finalised). */
export const visitRecordAnswerResponse = z.strictObject({ record: visitRecordResponse.nullable() });

/**
 * PUT /v1/appointments/{id}/record: the saved draft, and the lines whose medicine matches an
 * allergy the patient recorded in the intake (issue 45): a warning for the doctor, not a refusal.
 */
export const visitRecordSavedResponse = visitRecordAnswerResponse.extend({
  allergy_warnings: z.array(z.strictObject({ line: z.number().int(), medicine: z.string(), allergy: z.string() })),
});

export const pastVisitResponse = z.strictObject({
  id: z.number().int(),
  time: z.iso.datetime(),
  status: z.enum(APPOINTMENT_STATUSES),
  service: z.strictObject({ name: z.string() }),
  doctor: z.strictObject({ name: z.string() }),
  /** Only from a finalised record. */
  assessment: z.string().nullable(),
  diagnoses: z.array(codedDiagnosisResponse),
  prescription: z.array(prescriptionLineResponse),
});

/** GET /v1/appointments/{id}/consultation: the whole visit for its patient, its doctor and staff. */
export const consultationResponse = z.strictObject({
  appointment_id: z.number().int(),
  consent: consentResponse.nullable(),
  intake: appointmentIntakeResponse,
  reports: z.array(reportResponse),
  record: visitRecordResponse.nullable(),
  /** The patient's earlier visits, newest first; empty for the patient. */
  past_visits: z.array(pastVisitResponse),
  /** Issue 51: the patient's id (their health file's address) and the allergies, conditions and regular medicines on file; null for the patient. */
  patient_id: z.number().int(),
  health_file: healthFileResponse.nullable(),
});
export type Consultation = z.infer<typeof consultationResponse>;
export type VisitRecordAnswer = z.infer<typeof visitRecordAnswerResponse>;
export type VisitRecordSaved = z.infer<typeof visitRecordSavedResponse>;
