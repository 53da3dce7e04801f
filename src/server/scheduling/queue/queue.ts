import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { initialsOf } from '../../../lib/domain/queue';
import { queueMessages as m, type WalkInInput } from '../../../lib/validation/queue';
import { indiaDateOf } from '../../../lib/time/clinic-time';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { appointments, doctors, queueDays, queueTokens, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { DoctorQueue, QueueBoard, QueueToken } from './responses';

type TokenRow = typeof queueTokens.$inferSelect;

/**
 * The next number of the doctor's queue that day: the doctor-day row's upsert, which takes its
 * row lock until the caller's transaction ends. Two desks at once get n and n + 1, and a
 * transaction that rolls back gives its number back with it, so the numbers stay gapless.
 */
async function nextNumber(tx: Transaction, doctorId: number, day: string): Promise<number> {
  const [row] = await tx
    .insert(queueDays)
    .values({ doctorId, day, lastNumber: 1 })
    .onConflictDoUpdate({ target: [queueDays.doctorId, queueDays.day], set: { lastNumber: sql`${queueDays.lastNumber} + 1` } })
    .returning({ lastNumber: queueDays.lastNumber });
  return row!.lastNumber;
}

/**
 * Gives a patient who arrived the next token of the doctor's queue that clinic (IST) day, in the
 * caller's transaction (the arrival's or the walk-in's), audited.
 */
export async function issueToken(
  tx: Transaction,
  arrival: { doctorId: number; patientId: number; appointmentId: number | null; now: Date; createdBy?: number | null },
): Promise<TokenRow> {
  const day = indiaDateOf(arrival.now);
  const number = await nextNumber(tx, arrival.doctorId, day);
  const [token] = await tx
    .insert(queueTokens)
    .values({
      doctorId: arrival.doctorId,
      day,
      number,
      patientId: arrival.patientId,
      appointmentId: arrival.appointmentId,
      arrivedAt: arrival.now,
      createdBy: arrival.createdBy ?? null,
    })
    .returning();
  await recordAudit(tx, { action: 'queue', entity: 'queue_token', entityId: token!.id, after: token });
  return token!;
}

/**
 * A patient on file who walked in without a booking joins the doctor's queue today. Refused: an
 * inactive doctor (409), a patient not on file (404), a patient already waiting for this doctor
 * today (409, checked under the doctor-day's lock, so two desks adding them at once make one token).
 */
export async function addWalkIn(db: Database, input: WalkInInput, createdBy: number, now = clinicNow()): Promise<TokenRow> {
  return db.transaction(async (tx) => {
    const [doctor] = await tx.select({ status: doctors.status }).from(doctors).where(eq(doctors.id, input.doctorId));
    if (!doctor) throw notFound('Doctor');
    if (!doctor.status) throw new AppError('conflict', m.doctorInactive);
    const [patient] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.patientId), eq(users.role, 'patient')));
    if (!patient) throw notFound('Patient');
    const day = indiaDateOf(now);
    // Takes the doctor-day's lock first: the check below then sees every other desk's token.
    const number = await nextNumber(tx, input.doctorId, day);
    const [waiting] = await tx
      .select({ id: queueTokens.id })
      .from(queueTokens)
      .where(
        and(
          eq(queueTokens.doctorId, input.doctorId),
          eq(queueTokens.day, day),
          eq(queueTokens.patientId, input.patientId),
          eq(queueTokens.status, 'waiting'),
        ),
      );
    if (waiting) throw new AppError('conflict', m.alreadyWaiting);
    const [token] = await tx
      .insert(queueTokens)
      .values({ doctorId: input.doctorId, day, number, patientId: input.patientId, appointmentId: null, arrivedAt: now, createdBy })
      .returning();
    await recordAudit(tx, { action: 'walk_in', entity: 'queue_token', entityId: token!.id, after: token });
    return token!;
  });
}

/** Tokens still in the room's line: a token whose booked visit was cancelled since is left out. */
const stillQueued = or(isNull(queueTokens.appointmentId), ne(appointments.status, 'cancelled'));

/**
 * The doctor calls the next patient in: the lowest waiting token of their queue today becomes
 * `called` (the board's "now calling"), under the doctor-day's lock so two calls at once call two
 * different tokens. Nobody waiting: 409.
 */
export async function callNext(db: Database, doctorId: number, now = clinicNow()): Promise<TokenRow> {
  return db.transaction(async (tx) => {
    const day = indiaDateOf(now);
    const [counter] = await tx
      .select({ lastNumber: queueDays.lastNumber })
      .from(queueDays)
      .where(and(eq(queueDays.doctorId, doctorId), eq(queueDays.day, day)))
      .for('update');
    if (!counter) throw new AppError('conflict', m.nobodyWaiting);
    const [next] = await tx
      .select({ token: queueTokens })
      .from(queueTokens)
      .leftJoin(appointments, eq(appointments.id, queueTokens.appointmentId))
      .where(and(eq(queueTokens.doctorId, doctorId), eq(queueTokens.day, day), eq(queueTokens.status, 'waiting'), stillQueued))
      .orderBy(asc(queueTokens.number))
      .limit(1);
    if (!next) throw new AppError('conflict', m.nobodyWaiting);
    // Read after the lock: calls one after another carry their real order.
    const calledAt = new Date(Math.max(now.getTime(), clinicNow().getTime()));
    const [called] = await tx.update(queueTokens).set({ status: 'called', calledAt }).where(eq(queueTokens.id, next.token.id)).returning();
    await recordAudit(tx, { action: 'call', entity: 'queue_token', entityId: next.token.id, before: next.token, after: called });
    return called!;
  });
}

const MINUTE_MS = 60_000;
const waitMinutesOf = (token: Pick<TokenRow, 'arrivedAt' | 'calledAt'>) =>
  token.calledAt ? Math.max(0, Math.round((token.calledAt.getTime() - token.arrivedAt.getTime()) / MINUTE_MS)) : null;

async function tokensOfDay(db: Pick<Database, 'select'>, day: string, doctorIds?: number[]) {
  return db
    .select({ token: queueTokens, patientName: users.name, doctorName: doctors.name })
    .from(queueTokens)
    .innerJoin(users, eq(users.id, queueTokens.patientId))
    .innerJoin(doctors, eq(doctors.id, queueTokens.doctorId))
    .leftJoin(appointments, eq(appointments.id, queueTokens.appointmentId))
    .where(and(eq(queueTokens.day, day), doctorIds ? inArray(queueTokens.doctorId, doctorIds) : undefined, stillQueued))
    .orderBy(asc(doctors.name), asc(queueTokens.doctorId), asc(queueTokens.number));
}
type DayRow = Awaited<ReturnType<typeof tokensOfDay>>[number];

/** The token called last (latest call, then the higher number). */
function lastCalled<T extends { token: TokenRow }>(rows: T[]): T | undefined {
  return rows
    .filter((row) => row.token.calledAt)
    .sort((a, b) => b.token.calledAt!.getTime() - a.token.calledAt!.getTime() || b.token.number - a.token.number)[0];
}

function toDoctorQueue(date: string, doctorId: number, doctorName: string, rows: DayRow[]): DoctorQueue {
  const tokens: QueueToken[] = rows.map(({ token, patientName }) => ({
    id: token.id,
    number: token.number,
    status: token.status,
    patient: { id: token.patientId, name: patientName },
    appointmentId: token.appointmentId,
    arrivedAt: token.arrivedAt.toISOString(),
    calledAt: token.calledAt?.toISOString() ?? null,
    waitMinutes: waitMinutesOf(token),
  }));
  const waits = tokens.map((token) => token.waitMinutes).filter((wait): wait is number => wait !== null);
  return {
    date,
    doctorId,
    doctorName,
    nowCalling: lastCalled(rows)?.token.number ?? null,
    waiting: tokens.filter((token) => token.status === 'waiting').length,
    averageWaitMinutes: waits.length ? Math.round(waits.reduce((sum, wait) => sum + wait, 0) / waits.length) : null,
    tokens,
  };
}

/** Groups a day's rows by doctor, in the rows' (doctor name) order. */
function byDoctor(rows: DayRow[]): Map<number, DayRow[]> {
  const groups = new Map<number, DayRow[]>();
  for (const row of rows) groups.set(row.token.doctorId, [...(groups.get(row.token.doctorId) ?? []), row]);
  return groups;
}

/** One clinic day's queues for staff: every doctor with tokens that day, or the one asked for (even empty). */
export async function queueOfDay(db: Database, query: { date?: string; doctorId?: number }, now = clinicNow()) {
  const date = query.date ?? indiaDateOf(now);
  if (date > indiaDateOf(now)) throw new AppError('invalid', m.dayInFuture);
  const groups = byDoctor(await tokensOfDay(db, date, query.doctorId ? [query.doctorId] : undefined));
  if (query.doctorId && !groups.has(query.doctorId)) {
    const [doctor] = await db.select({ name: doctors.name }).from(doctors).where(eq(doctors.id, query.doctorId));
    if (!doctor) throw notFound('Doctor');
    return { date, doctors: [toDoctorQueue(date, query.doctorId, doctor.name, [])] };
  }
  return { date, doctors: [...groups].map(([doctorId, rows]) => toDoctorQueue(date, doctorId, rows[0]!.doctorName, rows)) };
}

/** A doctor's own queue today (My Schedule). */
export async function doctorQueueToday(db: Database, doctorId: number, now = clinicNow()): Promise<DoctorQueue> {
  const day = await queueOfDay(db, { doctorId }, now);
  return day.doctors[0]!;
}

/**
 * The waiting room's board: today's queue of one active doctor (even empty) or of every active
 * doctor with a token today, as token numbers and the patients' initials.
 */
export async function queueBoard(db: Database, doctorId: number | undefined, now = clinicNow()): Promise<QueueBoard> {
  const date = indiaDateOf(now);
  const active = await db
    .select({ id: doctors.id, name: doctors.name })
    .from(doctors)
    .where(and(eq(doctors.status, true), doctorId ? eq(doctors.id, doctorId) : undefined))
    .orderBy(asc(doctors.name), asc(doctors.id));
  if (doctorId && active.length === 0) throw notFound('Doctor');
  const groups = byDoctor(
    await tokensOfDay(
      db,
      date,
      active.map((doctor) => doctor.id),
    ),
  );
  const shown = doctorId ? active : active.filter((doctor) => groups.has(doctor.id));
  return {
    date,
    doctors: shown.map((doctor) => {
      const rows = groups.get(doctor.id) ?? [];
      const calling = lastCalled(rows);
      return {
        doctorId: doctor.id,
        doctorName: doctor.name,
        nowCalling: calling ? { number: calling.token.number, initials: initialsOf(calling.patientName) } : null,
        waiting: rows
          .filter((row) => row.token.status === 'waiting')
          .map((row) => ({ number: row.token.number, initials: initialsOf(row.patientName) })),
      };
    }),
  };
}
