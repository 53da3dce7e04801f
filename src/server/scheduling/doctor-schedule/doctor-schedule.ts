import { meetingRoomOf } from '../../../lib/policy/appointment-policy';
import { patientAnswerOf } from '../../../lib/domain/appointments';
import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { type DoctorAppointment, sanitizeRecipeHtml } from '../../practice';
import { indiaDateOf, indiaTimeToInstant } from '../../../lib/time/clinic-time';
import { recordAudit } from '../../identity';
import { appointmentRows, appointmentSlotRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { appointments, consultationNotes, services, timeSlots, users } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { clinicNow } from '../../kernel/clock';

/** My Schedule shows today and the week ahead: eight clinic days from today's midnight in IST. */
export const SCHEDULE_DAYS = 8;
const DAY_MS = 86_400_000;

const scheduleColumns = {
  appointment: appointments,
  endTime: timeSlots.endTime,
  patient: { name: users.name, mobile: users.mobile },
  serviceName: services.name,
  note: { body: consultationNotes.body, updatedAt: consultationNotes.updatedAt },
};

function scheduleQuery(db: Database, where: SQL | undefined) {
  return appointmentRows(db, scheduleColumns)
    .innerJoin(users, eq(users.id, appointments.userId))
    .leftJoin(consultationNotes, eq(consultationNotes.appointmentId, appointments.id))
    .where(where)
    .$dynamic();
}

type ScheduleRow = Awaited<ReturnType<ReturnType<typeof scheduleQuery>['execute']>>[number];

const toDoctorAppointment = ({ appointment, endTime, patient, serviceName, note }: ScheduleRow): DoctorAppointment => ({
  id: appointment.id,
  time: appointment.time.toISOString(),
  end_time: endTime.toISOString(),
  status: appointment.status,
  mode: appointment.mode,
  google_meet_link: meetingRoomOf(appointment),
  description: appointment.description,
  patient: { name: patient.name, mobile: patient.mobile },
  service: { name: serviceName },
  note: note?.body ? { body: note.body, updated_at: note.updatedAt.toISOString() } : null,
  checked_in_at: appointment.checkedInAt?.toISOString() ?? null,
  patient_answer: patientAnswerOf(appointment),
});

/** The start of the clinic (IST) day that `now` falls in. */
const clinicMidnight = (now: Date) => indiaTimeToInstant(indiaDateOf(now), '00:00');

/**
 * One doctor's appointments: `upcoming` is today and the week ahead in time order (every status,
 * so a cancelled one does not silently vanish); `past` is everything before today, newest first,
 * paged. Only this doctor's slots are ever read.
 */
export async function doctorSchedule(
  db: Database,
  doctorId: number,
  view: 'upcoming' | 'past',
  page: { limit: number; offset: number },
  now = clinicNow(),
): Promise<{ appointments: DoctorAppointment[]; total: number }> {
  const today = clinicMidnight(now);
  const range =
    view === 'upcoming'
      ? and(gte(appointments.time, today), lt(appointments.time, new Date(today.getTime() + SCHEDULE_DAYS * DAY_MS)))
      : lt(appointments.time, today);
  const where = and(eq(timeSlots.doctorId, doctorId), range);
  const order = view === 'upcoming' ? [asc(appointments.time), asc(appointments.id)] : [desc(appointments.time), desc(appointments.id)];
  const [rows, [total]] = await Promise.all([
    scheduleQuery(db, where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    appointmentSlotRows(db, { n: count() }).where(where),
  ]);
  return { appointments: rows.map(toDoctorAppointment), total: total?.n ?? 0 };
}

/** One appointment of this doctor; another doctor's (or none) answers 404. */
export async function doctorAppointment(db: Database, doctorId: number, appointmentId: number): Promise<DoctorAppointment> {
  const [row] = await scheduleQuery(db, and(eq(appointments.id, appointmentId), eq(timeSlots.doctorId, doctorId)));
  if (!row) throw notFound('Appointment');
  return toDoctorAppointment(row);
}

/** Whether the appointment is on this doctor's schedule (the check every doctor route makes first). */
export async function isDoctorsAppointment(db: Pick<Database, 'select'>, doctorId: number, appointmentId: number): Promise<boolean> {
  const [row] = await appointmentSlotRows(db, { id: appointments.id }).where(
    and(eq(appointments.id, appointmentId), eq(timeSlots.doctorId, doctorId)),
  );
  return !!row;
}

/**
 * Writes (or rewrites) the doctor's note of a consultation, sanitized to the recipe editor's
 * allow-list, with its audit event. Readable by staff and this doctor only.
 */
export async function saveConsultationNote(
  db: Database,
  note: { doctorId: number; appointmentId: number; authorUserId: number; body: string },
): Promise<void> {
  const body = await sanitizeRecipeHtml(note.body);
  await db.transaction(async (tx) => {
    if (!(await isDoctorsAppointment(tx, note.doctorId, note.appointmentId))) throw notFound('Appointment');
    const [before] = await tx.select().from(consultationNotes).where(eq(consultationNotes.appointmentId, note.appointmentId)).for('update');
    const [after] = await tx
      .insert(consultationNotes)
      .values({ appointmentId: note.appointmentId, body, authorUserId: note.authorUserId })
      .onConflictDoUpdate({ target: consultationNotes.appointmentId, set: { body, authorUserId: note.authorUserId, updatedAt: new Date() } })
      .returning();
    await recordAudit(tx, { action: before ? 'update' : 'create', entity: 'consultation_note', entityId: note.appointmentId, before, after });
  });
}
