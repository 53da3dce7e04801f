import { and, avg, count, desc, eq, gt, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import { appointmentRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { appointments, doctors, services, timeSlots, users, visitFeedback } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import type { Session } from '../../kernel/session';
import type { FeedbackSummary, VisitFeedbackEntry } from './responses';

const DAY_MS = 86_400_000;
/** The dashboard's window (issue 49: averages over the last 90 days). */
export const FEEDBACK_SUMMARY_DAYS = 90;

/** One decimal, as the dashboard prints it. */
const oneDecimal = (value: string | number | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);

/** GET /v1/visit-feedback/summary: requests due in the last 90 days, and the ratings given in them: how many, their averages by doctor and by service. */
export async function feedbackSummary(db: Database, now: Date): Promise<FeedbackSummary> {
  const since = new Date(now.getTime() - FEEDBACK_SUMMARY_DAYS * DAY_MS);
  // Asked: requests due in the window (or already answered, which a request due in a few minutes
  // can be: its e-mail may go before its time); the averages: ratings given in the window.
  const inWindow = and(gt(visitFeedback.sentAt, since), or(lte(visitFeedback.sentAt, now), isNotNull(visitFeedback.answeredAt)));
  const answered = and(gt(visitFeedback.answeredAt, since), isNotNull(visitFeedback.answeredAt));
  const figures = { average: avg(visitFeedback.rating), count: count() };
  const [[asked], [totals], byDoctor, byService] = await Promise.all([
    db.select({ n: count() }).from(visitFeedback).where(inWindow),
    db.select(figures).from(visitFeedback).where(answered),
    appointmentRows(db, { id: doctors.id, name: doctors.name, ...figures })
      .innerJoin(visitFeedback, eq(visitFeedback.appointmentId, appointments.id))
      .where(answered)
      .groupBy(doctors.id, doctors.name)
      .orderBy(doctors.name),
    appointmentRows(db, { id: services.id, name: services.name, ...figures })
      .innerJoin(visitFeedback, eq(visitFeedback.appointmentId, appointments.id))
      .where(answered)
      .groupBy(services.id, services.name)
      .orderBy(services.name),
  ]);
  const toAverage = (r: { id: number; name: string; average: string | null; count: number }) => ({
    id: r.id,
    name: r.name,
    average: oneDecimal(r.average) ?? 0,
    count: r.count,
  });
  return {
    days: FEEDBACK_SUMMARY_DAYS,
    asked: asked?.n ?? 0,
    answered: totals?.count ?? 0,
    average: oneDecimal(totals?.average ?? null),
    by_doctor: byDoctor.map(toAverage),
    by_service: byService.map(toAverage),
  };
}

/**
 * GET /v1/visit-feedback?patient_id=: every answer the patient gave, newest first, with its
 * rating, comment, date and doctor. A doctor reads only answers about their own visits; a
 * patient who is not one of theirs (or no patient at all) is a 404, as on the patient's page.
 */
export async function patientFeedback(db: Database, viewer: Session, patientId: number): Promise<VisitFeedbackEntry[]> {
  const [patient] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, patientId), eq(users.role, 'patient')));
  if (!patient) throw notFound('Patient');
  const conditions: SQL[] = [eq(visitFeedback.userId, patientId), isNotNull(visitFeedback.answeredAt)];
  if (viewer.role !== 'admin') {
    if (viewer.doctorId === undefined) throw notFound('Patient');
    const [seen] = await appointmentRows(db, { id: appointments.id })
      .where(and(eq(appointments.userId, patientId), eq(timeSlots.doctorId, viewer.doctorId)))
      .limit(1);
    if (!seen) throw notFound('Patient');
    conditions.push(eq(timeSlots.doctorId, viewer.doctorId));
  }
  const list = await appointmentRows(db, {
    feedback: visitFeedback,
    time: appointments.time,
    doctorId: doctors.id,
    doctorName: doctors.name,
    serviceId: services.id,
    serviceName: services.name,
  })
    .innerJoin(visitFeedback, eq(visitFeedback.appointmentId, appointments.id))
    .where(and(...conditions))
    .orderBy(desc(visitFeedback.answeredAt), desc(visitFeedback.id));
  return list.map((r) => ({
    id: r.feedback.id,
    appointment_id: r.feedback.appointmentId,
    rating: r.feedback.rating!,
    comment: r.feedback.comment,
    answered_at: r.feedback.answeredAt!.toISOString(),
    visit_time: r.time.toISOString(),
    doctor: { id: r.doctorId, name: r.doctorName },
    service: { id: r.serviceId, name: r.serviceName },
  }));
}
