import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SeatMode } from '../../../lib/domain/classes';
import type { Database, Transaction } from '../../kernel/db/database';
import { classSeats, classSessions, classes } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { classSeatMessages as m } from '../../../lib/validation/classes';

export type ClassRow = typeof classes.$inferSelect;
export type ClassSessionRow = typeof classSessions.$inferSelect;
export type SeatsByMode = Record<SeatMode, number>;

/** A class's seats of one kind. */
export const capacityOf = (cls: Pick<ClassRow, 'inPersonSeats' | 'onlineSeats'>, mode: SeatMode): number =>
  mode === 'in_person' ? cls.inPersonSeats : cls.onlineSeats;

/**
 * The class row, locked. Every write that can take a seat (a hold, a payment settling, a capacity
 * change, a session cancelled) locks it first, so counting the live seats and adding one is never
 * raced on PostgreSQL or Neon (docs/decisions/045). Sessions and seats are locked after it, never before.
 */
export async function lockClass(tx: Transaction, classId: number): Promise<ClassRow> {
  const [row] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
  if (!row) throw notFound('Class');
  return row;
}

/** A seat holds its place while paid, or held with its hold not yet lapsed. */
export const liveSeat = (now: Date) => or(eq(classSeats.status, 'paid'), and(eq(classSeats.status, 'held'), gt(classSeats.holdExpiresAt, now)));

/**
 * The live seats per mode in each of these sessions of one class: its own seats, and the series
 * seats for a session of the series. `exceptSeatId` leaves one seat out (the one being settled).
 */
export async function takenSeats(
  db: Pick<Database, 'select'>,
  sessions: Pick<ClassSessionRow, 'id' | 'classId' | 'inSeries'>[],
  now: Date,
  exceptSeatId?: number,
): Promise<Map<number, SeatsByMode>> {
  const taken = new Map(sessions.map((session) => [session.id, { in_person: 0, online: 0 }]));
  if (sessions.length === 0) return taken;
  const rows = await db
    .select({ sessionId: classSeats.sessionId, classId: classSeats.classId, mode: classSeats.mode, count: sql<number>`count(*)::int` })
    .from(classSeats)
    .where(
      and(
        or(
          inArray(
            classSeats.sessionId,
            sessions.map((session) => session.id),
          ),
          and(isNull(classSeats.sessionId), inArray(classSeats.classId, [...new Set(sessions.map((session) => session.classId))])),
        ),
        liveSeat(now),
        exceptSeatId === undefined ? undefined : sql`${classSeats.id} <> ${exceptSeatId}`,
      ),
    )
    .groupBy(classSeats.sessionId, classSeats.classId, classSeats.mode);
  for (const row of rows) {
    const covered =
      row.sessionId === null ? sessions.filter((s) => s.inSeries && s.classId === row.classId) : sessions.filter((s) => s.id === row.sessionId);
    for (const session of covered) taken.get(session.id)![row.mode] += row.count;
  }
  return taken;
}

/** Refuses a seat of `mode` when any of these sessions has none left. */
export async function checkRoom(tx: Transaction, cls: ClassRow, sessions: ClassSessionRow[], mode: SeatMode, now: Date, exceptSeatId?: number) {
  const capacity = capacityOf(cls, mode);
  const taken = await takenSeats(tx, sessions, now, exceptSeatId);
  if (sessions.some((session) => taken.get(session.id)![mode] >= capacity)) throw new AppError('conflict', m.seatsFull);
}

/**
 * The sessions a seat sits in: its own session, or the series' sessions still to come. Refuses
 * a cancelled or started session and a series with nothing left.
 */
export async function seatSessions(tx: Transaction, seat: { classId: number; sessionId: number | null }, now: Date): Promise<ClassSessionRow[]> {
  if (seat.sessionId !== null) {
    const [session] = await tx.select().from(classSessions).where(eq(classSessions.id, seat.sessionId));
    if (!session) throw notFound('Class session');
    if (session.status === 'cancelled') throw new AppError('conflict', m.sessionCancelled);
    if (session.startsAt <= now) throw new AppError('conflict', m.sessionStarted);
    return [session];
  }
  const series = await tx
    .select()
    .from(classSessions)
    .where(
      and(
        eq(classSessions.classId, seat.classId),
        eq(classSessions.inSeries, true),
        eq(classSessions.status, 'scheduled'),
        gt(classSessions.startsAt, now),
      ),
    );
  if (series.length === 0) throw new AppError('conflict', m.noSessionsLeft);
  return series;
}

/** Refuses a second live seat of one patient in the same session (or series). */
export async function checkNoOtherSeat(
  tx: Transaction,
  patientId: number,
  classId: number,
  sessions: ClassSessionRow[],
  now: Date,
  exceptSeatId?: number,
) {
  const [other] = await tx
    .select({ id: classSeats.id })
    .from(classSeats)
    .where(
      and(
        eq(classSeats.patientId, patientId),
        eq(classSeats.classId, classId),
        or(
          inArray(
            classSeats.sessionId,
            sessions.map((session) => session.id),
          ),
          // A series seat sits in the series' sessions only.
          sessions.some((session) => session.inSeries) ? isNull(classSeats.sessionId) : undefined,
        ),
        liveSeat(now),
        exceptSeatId === undefined ? undefined : sql`${classSeats.id} <> ${exceptSeatId}`,
      ),
    )
    .limit(1);
  if (other) throw new AppError('conflict', m.alreadyHasSeat);
}
