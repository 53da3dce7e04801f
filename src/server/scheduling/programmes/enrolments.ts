import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, like, ne } from 'drizzle-orm';
import type { ProgrammeEndReason } from '../../../lib/domain/programmes';
import { clinicToday, dueDateProblem, programmeWeekOn } from '../../../lib/programmes/weeks';
import { PROGRAMME_MESSAGES_CONSENT_VERSION } from '../../../lib/validation/consent';
import { type EnrolmentInput, programmeMessages as m } from '../../../lib/validation/programmes';
import { currentConsent, recordAudit, recordConsent } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { doctors, notifications, programmeCheckIns, programmeEnrolments, programmeSteps, programmeTemplates, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import type { Session } from '../../kernel/session';
import { queueProgrammeSteps, skipProgrammeMessages } from '../../messaging';
import type { CheckInJson, EnrolmentJson, ProgrammeTemplateJson } from './responses';

type Enrolment = typeof programmeEnrolments.$inferSelect;

/** The stop link's stored form: only its SHA-256 (the messages carry the token). */
export const hashStopToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 18 random bytes: 24 URL-safe characters, one DLT variable. */
export const newStopToken = () => randomBytes(18).toString('base64url');

/** What staff and the public both read of a template. */
export const templateFields = (template: typeof programmeTemplates.$inferSelect) => ({
  id: template.id,
  slug: template.slug,
  name: template.name,
  anchor: template.anchor,
  length_weeks: template.lengthWeeks,
  is_pregnancy: template.isPregnancy,
});

/** GET /v1/programmes/templates: the active templates and their steps. */
export async function listTemplates(db: Database): Promise<ProgrammeTemplateJson[]> {
  const templates = await db.select().from(programmeTemplates).where(eq(programmeTemplates.active, true)).orderBy(asc(programmeTemplates.id));
  const steps = await db.select().from(programmeSteps).orderBy(asc(programmeSteps.position));
  return templates.map((template) => ({
    ...templateFields(template),
    steps: steps
      .filter((step) => step.templateId === template.id)
      .map((step) => ({
        id: step.id,
        position: step.position,
        opens_week: step.opensWeek,
        guidance_key: step.guidanceKey,
        suggest_consultation: step.suggestConsultation,
      })),
  }));
}

export const toCheckInJson = (row: typeof programmeCheckIns.$inferSelect, position: number): CheckInJson => ({
  id: row.id,
  enrolment_id: row.enrolmentId,
  step_id: row.stepId,
  step_position: position,
  answers: row.answers,
  red_flags: row.redFlags,
  note: row.note,
  submitted_at: row.submittedAt.toISOString(),
  reviewed_at: row.reviewedAt?.toISOString() ?? null,
  reply: row.reply,
  consultation_proposed: row.consultationProposed,
});

/** The check-ins of some enrolments, oldest first, with their step's position. */
export async function checkInsOf(db: Pick<Database, 'select'>, enrolmentIds: number[]) {
  if (enrolmentIds.length === 0) return [];
  const found = await db
    .select({ row: programmeCheckIns, position: programmeSteps.position })
    .from(programmeCheckIns)
    .innerJoin(programmeSteps, eq(programmeSteps.id, programmeCheckIns.stepId))
    .where(inArray(programmeCheckIns.enrolmentId, enrolmentIds))
    .orderBy(asc(programmeCheckIns.submittedAt), asc(programmeCheckIns.id));
  return found.map(({ row, position }) => toCheckInJson(row, position));
}

/** Staff's view of enrolments: each with its week today, consent, queued messages and check-ins. */
async function enrolmentsJson(db: Database, where: ReturnType<typeof and>, now: Date): Promise<EnrolmentJson[]> {
  const found = await db
    .select({ enrolment: programmeEnrolments, template: programmeTemplates, doctorName: doctors.name })
    .from(programmeEnrolments)
    .innerJoin(programmeTemplates, eq(programmeTemplates.id, programmeEnrolments.templateId))
    .leftJoin(doctors, eq(doctors.id, programmeEnrolments.doctorId))
    .where(where)
    .orderBy(desc(programmeEnrolments.id));
  const checkIns = await checkInsOf(
    db,
    found.map((row) => row.enrolment.id),
  );
  const today = clinicToday(now);
  return Promise.all(
    found.map(async ({ enrolment, template, doctorName }) => {
      const [queued] = await db
        .select({ n: count() })
        .from(notifications)
        .where(
          and(
            eq(notifications.kind, 'programme_step'),
            like(notifications.dedupeKey, `programme:${enrolment.id}:%`),
            inArray(notifications.status, ['queued', 'failed']),
          ),
        );
      return {
        id: enrolment.id,
        patient_id: enrolment.userId,
        template_id: template.id,
        template_slug: template.slug,
        programme_name: template.name,
        doctor_id: enrolment.doctorId,
        doctor_name: doctorName,
        anchor: template.anchor,
        anchor_date: enrolment.anchorDate,
        enrolled_on: enrolment.enrolledOn,
        week: programmeWeekOn(template.anchor, enrolment.anchorDate, today),
        status: enrolment.status,
        end_reason: enrolment.endReason,
        messages_consent: (await currentConsent(db, enrolment.userId, 'programme_messages')) !== undefined,
        queued_messages: queued?.n ?? 0,
        check_ins: checkIns.filter((checkIn) => checkIn.enrolment_id === enrolment.id),
      };
    }),
  );
}

export async function enrolmentJson(db: Database, id: number, now: Date): Promise<EnrolmentJson> {
  const [found] = await enrolmentsJson(db, and(eq(programmeEnrolments.id, id)), now);
  if (!found) throw new AppError('not_found', m.programmeNotFound);
  return found;
}

/** GET /v1/programmes?patient_id=: a patient's programmes; a doctor sees only those they follow, another's is a 404 as on the patient's page. */
export async function patientProgrammes(db: Database, auth: Session, patientId: number, now: Date): Promise<EnrolmentJson[]> {
  const mine = auth.role === 'doctor' ? eq(programmeEnrolments.doctorId, auth.doctorId ?? -1) : undefined;
  const found = await enrolmentsJson(db, and(eq(programmeEnrolments.userId, patientId), mine), now);
  if (auth.role === 'doctor' && found.length === 0) throw notFound('Patient');
  return found;
}

/** The day a programme counts from: the expected delivery date (given, not past, at most 42 weeks ahead) for a pregnancy, today otherwise. */
export function anchorDateOf(template: { anchor: 'due_date' | 'enrolment' }, dueDate: string | null | undefined, today: string): string {
  if (template.anchor !== 'due_date') {
    if (dueDate) throw new AppError('invalid', m.dueDateNotUsed);
    return today;
  }
  if (!dueDate) throw new AppError('invalid', m.dueDateRequired);
  const problem = dueDateProblem(dueDate, today);
  if (problem === 'past') throw new AppError('invalid', m.dueDatePast);
  if (problem === 'too_far') throw new AppError('invalid', m.dueDateTooFar);
  return dueDate;
}

/**
 * The patient's row locked: every enrolment of a patient (staff's, a captured online payment's)
 * takes it first, so two never both find "not enrolled" (the partial unique index is the backstop).
 */
export async function lockPatient(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The patient's running (active or paused) enrolment in a template, if any. */
export async function runningEnrolment(tx: Pick<Database, 'select'>, userId: number, templateId: number): Promise<number | null> {
  const [running] = await tx
    .select({ id: programmeEnrolments.id })
    .from(programmeEnrolments)
    .where(and(eq(programmeEnrolments.userId, userId), eq(programmeEnrolments.templateId, templateId), ne(programmeEnrolments.status, 'ended')));
  return running?.id ?? null;
}

/** Writes an enrolment (audited) with a new stop link and queues its steps still ahead (when the patient agreed to programme messages). */
export async function startEnrolment(
  tx: Database,
  channels: NotificationChannels,
  values: { templateId: number; userId: number; doctorId: number | null; anchorDate: string; paymentId: number | null },
  now: Date,
): Promise<number> {
  const token = newStopToken();
  const [row] = await tx
    .insert(programmeEnrolments)
    .values({ ...values, enrolledOn: clinicToday(now), stopTokenHash: hashStopToken(token) })
    .returning();
  await recordAudit(tx, { action: 'enrol', entity: 'programme_enrolment', entityId: row!.id, after: row });
  await queueProgrammeSteps(tx, channels, row!.id, token, now);
  return row!.id;
}

/**
 * POST /v1/programmes: staff enrol a patient. A pregnancy programme counts from the expected
 * delivery date (not past, at most 42 weeks ahead), any other from today. The programme-messages
 * consent the patient gave staff is recorded with the consent records; with it (given now or
 * before), each step still ahead is queued in the outbox for its moment. Bad input changes nothing.
 */
export async function enrolPatient(
  db: Database,
  channels: NotificationChannels,
  input: EnrolmentInput,
  clientAddress: string | null,
  now: Date,
): Promise<EnrolmentJson> {
  const today = clinicToday(now);
  const [template] = await db
    .select()
    .from(programmeTemplates)
    .where(and(eq(programmeTemplates.id, input.template_id), eq(programmeTemplates.active, true)));
  if (!template) throw new AppError('not_found', m.templateNotFound);
  const [patient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, input.patient_id), eq(users.role, 'patient')));
  if (!patient) throw notFound('Patient');
  const anchorDate = anchorDateOf(template, input.due_date, today);
  if (input.doctor_id) {
    const [doctor] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, input.doctor_id));
    if (!doctor) throw new AppError('not_found', m.doctorNotFound);
  }
  const id = await db.transaction(async (tx) => {
    await lockPatient(tx, patient.id);
    if (await runningEnrolment(tx, patient.id, template.id)) throw new AppError('conflict', m.alreadyEnrolled);
    if (input.messages_consent) {
      await recordConsent(tx, { userId: patient.id, purpose: 'programme_messages', version: PROGRAMME_MESSAGES_CONSENT_VERSION, clientAddress });
    }
    return startEnrolment(
      tx,
      channels,
      { templateId: template.id, userId: patient.id, doctorId: input.doctor_id ?? null, anchorDate, paymentId: null },
      now,
    );
  });
  return enrolmentJson(db, id, now);
}

/** The enrolment `auth` may change: staff any, a patient only their own (another's is not found). */
async function enrolmentFor(tx: Database, auth: Session, id: number): Promise<Enrolment & { isPregnancy: boolean }> {
  const [found] = await tx
    .select({ enrolment: programmeEnrolments, isPregnancy: programmeTemplates.isPregnancy })
    .from(programmeEnrolments)
    .innerJoin(programmeTemplates, eq(programmeTemplates.id, programmeEnrolments.templateId))
    .where(eq(programmeEnrolments.id, id))
    .for('update', { of: programmeEnrolments });
  if (!found || (auth.role === 'patient' && found.enrolment.userId !== auth.id)) throw new AppError('not_found', m.programmeNotFound);
  return { ...found.enrolment, isPregnancy: found.isPregnancy };
}

/** POST /v1/programmes/:id/pause: no step message goes while paused (every queued one is skipped at once). */
export async function pauseProgramme(db: Database, auth: Session, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await enrolmentFor(tx, auth, id);
    if (before.status !== 'active') throw new AppError('conflict', before.status === 'ended' ? m.alreadyEnded : m.notActive);
    const [after] = await tx.update(programmeEnrolments).set({ status: 'paused', pausedAt: now }).where(eq(programmeEnrolments.id, id)).returning();
    await skipProgrammeMessages(tx, id, 'The programme was paused');
    await recordAudit(tx, { action: 'pause', entity: 'programme_enrolment', entityId: id, before, after });
  });
}

/** POST /v1/programmes/:id/resume: the steps still ahead are queued again, in a new round (a new stop link). */
export async function resumeProgramme(db: Database, channels: NotificationChannels, auth: Session, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await enrolmentFor(tx, auth, id);
    if (before.status !== 'paused') throw new AppError('conflict', before.status === 'ended' ? m.alreadyEnded : m.notPaused);
    const token = newStopToken();
    const [after] = await tx
      .update(programmeEnrolments)
      .set({ status: 'active', pausedAt: null, messageRound: before.messageRound + 1, stopTokenHash: hashStopToken(token) })
      .where(eq(programmeEnrolments.id, id))
      .returning();
    await recordAudit(tx, { action: 'resume', entity: 'programme_enrolment', entityId: id, before, after });
    await queueProgrammeSteps(tx, channels, id, token, now);
  });
}

/**
 * POST /v1/programmes/:id/end: the programme ends for good. Every message not yet sent is skipped
 * in the same transaction, and the dispatcher re-checks the status before each send, so after a
 * pregnancy loss nothing that refers to the pregnancy goes again. A patient ends only their own.
 */
export async function endProgramme(db: Database, auth: Session, id: number, reason: ProgrammeEndReason, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await enrolmentFor(tx, auth, id);
    if (before.status === 'ended') throw new AppError('conflict', m.alreadyEnded);
    if (reason === 'pregnancy_loss' && !before.isPregnancy) throw new AppError('invalid', m.reasonInvalid);
    const [after] = await tx
      .update(programmeEnrolments)
      .set({ status: 'ended', endReason: reason, endedAt: now, pausedAt: null })
      .where(eq(programmeEnrolments.id, id))
      .returning();
    await skipProgrammeMessages(
      tx,
      id,
      reason === 'pregnancy_loss' ? 'The programme ended (pregnancy loss): no message is sent' : 'The programme ended',
    );
    await recordAudit(tx, { action: 'end', entity: 'programme_enrolment', entityId: id, before, after });
  });
}
