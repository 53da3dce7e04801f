import { eq } from 'drizzle-orm';
import { checkIntakeAnswers, intakeMessages, type IntakeSubmission } from '../../../lib/validation/intake';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { intakeAnswers, intakeForms } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { ErrorText } from '../../kernel/error-keys';
import { currentIntakeForm, ensureIntakeForm, toIntakeFormJson } from '../../practice';
import type { AccessibleAppointment } from './appointment-access';
import type { AppointmentIntake } from './responses';

/** The patient fills the intake once the booking is paid (confirmed) and may change it until the start. */
export const canEditIntake = (appointment: Pick<AccessibleAppointment, 'status' | 'time'>, now: Date) =>
  appointment.status === 'confirmed' && now < appointment.time;

async function storedAnswers(db: Pick<Database, 'select'>, appointmentId: number) {
  const [row] = await db
    .select({ answers: intakeAnswers, form: intakeForms })
    .from(intakeAnswers)
    .innerJoin(intakeForms, eq(intakeForms.id, intakeAnswers.formId))
    .where(eq(intakeAnswers.appointmentId, appointmentId));
  return row;
}

/**
 * The intake of one appointment: while it can still be changed, the service's current form with
 * the answers given so far (question ids are stable across versions); afterwards, the version
 * the patient answered.
 */
export async function appointmentIntake(db: Pick<Database, 'select'>, appointment: AccessibleAppointment, now: Date): Promise<AppointmentIntake> {
  const stored = await storedAnswers(db, appointment.id);
  const canEdit = canEditIntake(appointment, now);
  const form = stored && !canEdit ? toIntakeFormJson(stored.form) : await currentIntakeForm(db, appointment.serviceId, false);
  return {
    form,
    answered_version: stored?.form.version ?? null,
    answers: stored?.answers.answers ?? {},
    submitted_at: stored?.answers.submittedAt.toISOString() ?? null,
    updated_at: stored?.answers.updatedAt.toISOString() ?? null,
    can_edit: canEdit,
  };
}

/** Stores the patient's answers against the form version they saw; a stale version or a started visit is refused. */
export async function saveIntakeAnswers(db: Database, appointment: AccessibleAppointment, submission: IntakeSubmission, now: Date) {
  if (!canEditIntake(appointment, now)) throw new AppError('conflict', intakeMessages.closed);
  await db.transaction(async (tx) => {
    const form = await ensureIntakeForm(tx, appointment.serviceId);
    if (submission.version !== form.version) throw new AppError('conflict', intakeMessages.versionOutdated);
    const { answers, errors } = checkIntakeAnswers(form.questions, submission.answers);
    const firstProblem = Object.values(errors)[0];
    if (firstProblem) throw new AppError('invalid', firstProblem as ErrorText, errors);
    const [before] = await tx.select().from(intakeAnswers).where(eq(intakeAnswers.appointmentId, appointment.id)).for('update');
    const [after] = await tx
      .insert(intakeAnswers)
      .values({ appointmentId: appointment.id, formId: form.id, answers })
      .onConflictDoUpdate({ target: intakeAnswers.appointmentId, set: { formId: form.id, answers, updatedAt: now } })
      .returning();
    await recordAudit(tx, { action: before ? 'update' : 'create', entity: 'intake_answers', entityId: appointment.id, before, after });
  });
}
