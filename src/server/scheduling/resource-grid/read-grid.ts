import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../kernel/db/database';
import { appointments, courseSessions, courses, doctors, reservations, rooms, therapies, users } from '../../kernel/db/schema';
import { GRID_RESOURCE_KINDS, type GridEvent, type GridResource, type ResourceGrid } from './responses';

const patients = alias(users, 'patients');

/** Active rooms by name, then active therapists, then active doctors: the grid's columns. */
async function gridResources(db: Database): Promise<GridResource[]> {
  const roomRows = db
    .select({ kind: sql<GridResource['kind']>`'room'`.as('kind'), id: rooms.id, title: sql<string>`${rooms.name}`.as('title') })
    .from(rooms)
    .where(eq(rooms.status, true));
  const therapistRows = db
    .select({ kind: sql<GridResource['kind']>`'therapist'`.as('kind'), id: users.id, title: sql<string>`${users.name}`.as('title') })
    .from(users)
    .where(and(eq(users.role, 'therapist'), eq(users.status, true)));
  const doctorRows = db
    .select({ kind: sql<GridResource['kind']>`'doctor'`, id: doctors.id, title: doctors.name })
    .from(doctors)
    .where(eq(doctors.status, true))
    .orderBy(asc(doctors.name), asc(doctors.id));
  // 'room' sorts before 'therapist', so one ORDER BY gives rooms first; the doctors follow the wing.
  const [wing, doctorColumns] = await Promise.all([roomRows.unionAll(therapistRows).orderBy(sql`kind`, sql`title`, sql`id`), doctorRows]);
  return [...wing, ...doctorColumns];
}

/** A block says why (its note); a session says whose and what. */
function titleOf(row: { note: string; purpose: GridEvent['purpose']; patient: string | null; therapy: string | null }): string {
  if (row.purpose === 'course_session' && row.patient && row.therapy) return `${row.patient} — ${row.therapy}`;
  if (row.purpose === 'consultation') return row.patient ? `${row.patient} — Consultation` : 'Consultation';
  return row.note || 'Blocked';
}

/**
 * Every reservation of a room, a therapist or a doctor that overlaps the window, with the patient
 * (of a course session or a consultation) and the therapy joined in the same query (no query per event).
 */
async function gridEvents(db: Database, from: Date, to: Date): Promise<GridEvent[]> {
  const rows = await db
    .select({
      id: reservations.id,
      kind: reservations.resourceKind,
      resourceId: reservations.resourceId,
      startsAt: reservations.startsAt,
      endsAt: reservations.endsAt,
      purpose: reservations.purpose,
      note: reservations.note,
      sessionId: reservations.courseSessionId,
      courseId: courseSessions.courseId,
      patient: patients.name,
      therapy: therapies.nameEn,
    })
    .from(reservations)
    .leftJoin(courseSessions, eq(courseSessions.id, reservations.courseSessionId))
    .leftJoin(courses, eq(courses.id, courseSessions.courseId))
    .leftJoin(appointments, eq(appointments.id, reservations.appointmentId))
    .leftJoin(patients, eq(patients.id, sql`coalesce(${courses.patientId}, ${appointments.userId})`))
    .leftJoin(therapies, eq(therapies.id, courseSessions.therapyId))
    .where(and(inArray(reservations.resourceKind, [...GRID_RESOURCE_KINDS]), lt(reservations.startsAt, to), gt(reservations.endsAt, from)))
    .orderBy(asc(reservations.startsAt), asc(reservations.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    resourceId: row.resourceId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    purpose: row.purpose,
    title: titleOf(row),
    courseId: row.courseId,
    sessionId: row.sessionId,
  }));
}

/** The grid of a window: its columns and what holds them, in three queries run side by side. */
export async function readResourceGrid(db: Database, from: Date, to: Date): Promise<ResourceGrid> {
  const [resources, events] = await Promise.all([gridResources(db), gridEvents(db, from, to)]);
  // An inactive room or therapist has no column; its old reservations have nowhere to show.
  const shown = new Set(resources.map((resource) => `${resource.kind}:${resource.id}`));
  return { resources, events: events.filter((event) => shown.has(`${event.kind}:${event.resourceId}`)) };
}
