import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { programmeWeekOn, clinicToday } from '../../../lib/programmes/weeks';
import { programmeMessages as m } from '../../../lib/validation/programmes';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { programmeCheckIns, programmeEnrolments, programmeSteps, programmeTemplates, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Session } from '../../kernel/session';
import { toCheckInJson } from './enrolments';
import type { CheckInJson, ProgrammeAlertJson } from './responses';

/** A doctor sees the programmes they follow; admins every one. */
const followedBy = (auth: Session) => (auth.role === 'doctor' ? eq(programmeEnrolments.doctorId, auth.doctorId ?? -1) : undefined);

/**
 * GET /v1/programmes/alerts: check-ins with red flags not yet answered, newest first: the top of
 * the doctor's queue (My Schedule's alert panel). A check-in of an ended programme no longer alerts.
 */
export async function programmeAlerts(db: Database, auth: Session, now: Date): Promise<ProgrammeAlertJson[]> {
  const found = await db
    .select({
      checkIn: programmeCheckIns,
      questions: programmeSteps.questions,
      enrolment: programmeEnrolments,
      anchor: programmeTemplates.anchor,
      programmeName: programmeTemplates.name,
      patientName: users.name,
      patientMobile: users.mobile,
    })
    .from(programmeCheckIns)
    .innerJoin(programmeSteps, eq(programmeSteps.id, programmeCheckIns.stepId))
    .innerJoin(programmeEnrolments, eq(programmeEnrolments.id, programmeCheckIns.enrolmentId))
    .innerJoin(programmeTemplates, eq(programmeTemplates.id, programmeEnrolments.templateId))
    .innerJoin(users, eq(users.id, programmeEnrolments.userId))
    .where(
      and(
        isNull(programmeCheckIns.reviewedAt),
        sql`jsonb_array_length(${programmeCheckIns.redFlags}) > 0`,
        sql`${programmeEnrolments.status} <> 'ended'`,
        followedBy(auth),
      ),
    )
    .orderBy(desc(programmeCheckIns.submittedAt), desc(programmeCheckIns.id));
  const today = clinicToday(now);
  return found.map((row) => ({
    check_in_id: row.checkIn.id,
    enrolment_id: row.enrolment.id,
    patient_id: row.enrolment.userId,
    patient_name: row.patientName,
    patient_mobile: row.patientMobile,
    programme_name: row.programmeName,
    week: programmeWeekOn(row.anchor, row.enrolment.anchorDate, today),
    red_flags: row.checkIn.redFlags.map((key) => ({ key, label: row.questions.find((question) => question.key === key)?.label.en ?? key })),
    note: row.checkIn.note,
    submitted_at: row.checkIn.submittedAt.toISOString(),
  }));
}

/** POST /v1/programmes/check-ins/:id/response: the doctor answers a check-in (and may propose a consultation); the patient reads it on their programme page. Once. */
export async function respondToCheckIn(
  db: Database,
  auth: Session,
  checkInId: number,
  answer: { reply?: string | null; propose_consultation: boolean },
  now: Date,
): Promise<CheckInJson> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ checkIn: programmeCheckIns, position: programmeSteps.position, doctorId: programmeEnrolments.doctorId })
      .from(programmeCheckIns)
      .innerJoin(programmeSteps, eq(programmeSteps.id, programmeCheckIns.stepId))
      .innerJoin(programmeEnrolments, eq(programmeEnrolments.id, programmeCheckIns.enrolmentId))
      .where(eq(programmeCheckIns.id, checkInId))
      .for('update', { of: programmeCheckIns });
    if (!found || (auth.role === 'doctor' && found.doctorId !== auth.doctorId)) throw new AppError('not_found', m.checkInNotFound);
    if (found.checkIn.reviewedAt) throw new AppError('conflict', m.alreadyAnswered);
    const [after] = await tx
      .update(programmeCheckIns)
      .set({ reviewedAt: now, reviewedBy: auth.id, reply: answer.reply ?? null, consultationProposed: answer.propose_consultation })
      .where(eq(programmeCheckIns.id, checkInId))
      .returning();
    await recordAudit(tx, { action: 'respond', entity: 'programme_check_in', entityId: checkInId, before: found.checkIn, after });
    return toCheckInJson(after!, found.position);
  });
}
