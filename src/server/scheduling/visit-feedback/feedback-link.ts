import { eq } from 'drizzle-orm';
import { FEEDBACK_TOKEN_PATTERN, type FeedbackAnswer, feedbackMessages as m } from '../../../lib/validation/visit-feedback';
import { appointmentRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { appointments, doctors, services, users, visitFeedback } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { readClinicSettings } from '../../practice';
import { hashFeedbackToken } from './request-feedback';
import type { FeedbackLink } from './responses';

type Row = typeof visitFeedback.$inferSelect;

const statusOf = (row: Row, now: Date): FeedbackLink['status'] =>
  row.answeredAt ? 'answered' : now.getTime() >= row.expiresAt.getTime() ? 'expired' : 'open';

/** The request a token opens; a token of another shape or unknown is "not found", never a hint which. */
async function requestOf(db: Pick<Database, 'select'>, token: string, forUpdate = false): Promise<Row> {
  if (!FEEDBACK_TOKEN_PATTERN.test(token)) throw new AppError('not_found', m.linkNotFound);
  const query = db
    .select()
    .from(visitFeedback)
    .where(eq(visitFeedback.tokenHash, hashFeedbackToken(token)));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new AppError('not_found', m.linkNotFound);
  return row;
}

/** GET /v1/feedback/:token: the visit the link asks about, whether it can still be answered, and the review link once answered. */
export async function describeFeedbackLink(db: Database, token: string, now: Date): Promise<FeedbackLink> {
  const row = await requestOf(db, token);
  const [visit] = await appointmentRows(db, {
    time: appointments.time,
    patientName: users.name,
    language: users.language,
    doctorName: doctors.name,
    serviceName: services.name,
  })
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, row.appointmentId));
  if (!visit) throw new AppError('not_found', m.linkNotFound);
  const clinic = await readClinicSettings(db);
  const status = statusOf(row, now);
  return {
    status,
    clinic_name: clinic.name,
    patient_first_name: visit.patientName.trim().split(/\s+/)[0] ?? '',
    doctor_name: visit.doctorName,
    service_name: visit.serviceName,
    visit_time: visit.time.toISOString(),
    language: visit.language,
    expires_at: row.expiresAt.toISOString(),
    review_url: status === 'answered' ? clinic.reviewUrl : null,
  };
}

/**
 * POST /v1/feedback/:token: the patient's rating and comment, written once under the row's lock.
 * Answered already or past its 14 days (the clinic clock): refused, nothing changed.
 */
export async function answerFeedback(db: Database, token: string, answer: FeedbackAnswer, now: Date): Promise<{ reviewUrl: string | null }> {
  return db.transaction(async (tx) => {
    const row = await requestOf(tx, token, true);
    const status = statusOf(row, now);
    if (status === 'answered') throw new AppError('conflict', m.alreadyAnswered);
    if (status === 'expired') throw new AppError('conflict', m.expired);
    await tx
      .update(visitFeedback)
      .set({ rating: answer.rating, comment: answer.comment ?? null, answeredAt: now })
      .where(eq(visitFeedback.id, row.id));
    return { reviewUrl: (await readClinicSettings(tx)).reviewUrl };
  });
}
