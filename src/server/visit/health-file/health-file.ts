import { and, desc, eq } from 'drizzle-orm';
import { allergyWarnings, recordedAllergies, type AllergyWarning } from '../../../lib/policy/allergy-warnings';
import { type HealthFile, type HealthFileInput, intakeItems } from '../../../lib/validation/health-file';
import { recordAudit } from '../../identity';
import { appointmentSlotRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { appointments, intakeAnswers, patientHealthFiles, timeSlots, users } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import type { Session } from '../../kernel/session';

type Reader = Pick<Database, 'select'>;

/** The intake answers (default questions) the file starts from. */
const INTAKE_QUESTIONS = { allergies: 'allergies', medicines: 'current_medicines', conditions: 'past_illnesses' } as const;

/** The patient's latest intake answers, any appointment. */
async function latestIntake(db: Reader, patientId: number) {
  const [row] = await db
    .select({ answers: intakeAnswers.answers })
    .from(intakeAnswers)
    .innerJoin(appointments, eq(appointments.id, intakeAnswers.appointmentId))
    .where(eq(appointments.userId, patientId))
    .orderBy(desc(intakeAnswers.updatedAt), desc(intakeAnswers.appointmentId))
    .limit(1);
  return row?.answers ?? {};
}

/**
 * The file kept on a patient: as a doctor or the admin saved it, else (not yet recorded) what the
 * patient's latest intake said: the allergies (severity not yet known), medicines and past
 * illnesses, one item per comma or line.
 */
export async function healthFileOf(db: Reader, patientId: number): Promise<HealthFile> {
  const [row] = await db
    .select({ file: patientHealthFiles, updatedBy: users.name })
    .from(patientHealthFiles)
    .leftJoin(users, eq(users.id, patientHealthFiles.updatedByUserId))
    .where(eq(patientHealthFiles.userId, patientId));
  if (row) {
    const { file, updatedBy } = row;
    return {
      recorded: true,
      allergies: file.allergies,
      conditions: file.conditions,
      medicines: file.medicines,
      updated_at: file.updatedAt.toISOString(),
      updated_by: updatedBy,
    };
  }
  const answers = await latestIntake(db, patientId);
  return {
    recorded: false,
    allergies: intakeItems(answers[INTAKE_QUESTIONS.allergies]).map((substance) => ({ substance, reaction: '', severity: null })),
    conditions: intakeItems(answers[INTAKE_QUESTIONS.conditions]).map((name) => ({ name, since: '', notes: '' })),
    medicines: intakeItems(answers[INTAKE_QUESTIONS.medicines]).map((name) => ({ name, dose: '', notes: '' })),
    updated_at: null,
    updated_by: null,
  };
}

/** Whether the doctor has (or had) an appointment with the patient. */
async function isDoctorsPatient(db: Reader, doctorId: number, patientId: number) {
  const [row] = await appointmentSlotRows(db, { id: appointments.id })
    .where(and(eq(appointments.userId, patientId), eq(timeSlots.doctorId, doctorId)))
    .limit(1);
  return !!row;
}

/**
 * A patient's file is for the admin and for a doctor the patient has seen or booked (anyone
 * else, and a patient who does not exist, is a 404). The route keeps out every other role.
 */
export async function assertMayReadFile(db: Reader, viewer: Session, patientId: number) {
  const [patient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, patientId), eq(users.role, 'patient')));
  if (!patient) throw notFound('Patient');
  if (viewer.role === 'admin') return;
  if (viewer.role === 'doctor' && viewer.doctorId !== undefined && (await isDoctorsPatient(db, viewer.doctorId, patientId))) return;
  throw notFound('Patient');
}

/** Replaces the file (audited on the patient as `health_file`, before and after). */
export async function saveHealthFile(db: Database, patientId: number, input: HealthFileInput, authorUserId: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(patientHealthFiles).where(eq(patientHealthFiles.userId, patientId)).for('update');
    const values = { ...input, updatedByUserId: authorUserId };
    const [after] = await tx
      .insert(patientHealthFiles)
      .values({ userId: patientId, ...values })
      .onConflictDoUpdate({ target: patientHealthFiles.userId, set: values })
      .returning();
    await recordAudit(tx, { action: 'health_file', entity: 'user', entityId: patientId, before: before ?? null, after });
  });
}

/**
 * The prescription lines that match an allergy the patient has: the recorded file's substances,
 * or, before anything is recorded, what the appointment's intake said.
 */
export async function prescriptionAllergyWarnings(
  db: Reader,
  patientId: number,
  prescription: readonly { medicine: string }[],
  intakeAnswersOfVisit: Record<string, unknown>,
): Promise<AllergyWarning[]> {
  const [file] = await db
    .select({ allergies: patientHealthFiles.allergies })
    .from(patientHealthFiles)
    .where(eq(patientHealthFiles.userId, patientId));
  if (!file) return allergyWarnings(prescription, recordedAllergies(intakeAnswersOfVisit));
  return allergyWarnings(prescription, file.allergies.map((a) => a.substance).join('\n'));
}
