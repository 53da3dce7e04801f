import { and, asc, eq, gt } from 'drizzle-orm';
import type { ClassTeacherKind } from '../../../lib/domain/classes';
import { type ClassInput, classMessages as m } from '../../../lib/validation/classes';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { classSessions, classes, doctors, rooms, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { type ClassAnswer, toClassJson } from './responses';
import { lockClass, takenSeats } from './seat-counts';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { offerFreeSeats } from './waitlist/offers';

type ClassRow = typeof classes.$inferSelect;

/** A teacher's name, or null when the id is not an active doctor or therapist. */
async function activeTeacherName(db: Pick<Database, 'select'>, kind: ClassTeacherKind, id: number): Promise<string | null> {
  const [row] =
    kind === 'doctor'
      ? await db
          .select({ name: doctors.name })
          .from(doctors)
          .where(and(eq(doctors.id, id), eq(doctors.status, true)))
      : await db
          .select({ name: users.name })
          .from(users)
          .where(and(eq(users.id, id), eq(users.role, 'therapist'), eq(users.status, true)));
  return row?.name ?? null;
}

/** Every class with its teacher's and room's names (staff). */
export async function listClasses(db: Pick<Database, 'select'>, classId?: number): Promise<ClassAnswer[]> {
  const rows = await db
    .select({ cls: classes, doctorName: doctors.name, therapistName: users.name, room: { id: rooms.id, name: rooms.name } })
    .from(classes)
    .leftJoin(doctors, and(eq(classes.teacherKind, 'doctor'), eq(doctors.id, classes.teacherId)))
    .leftJoin(users, and(eq(classes.teacherKind, 'therapist'), eq(users.id, classes.teacherId)))
    .leftJoin(rooms, eq(rooms.id, classes.roomId))
    .where(classId === undefined ? undefined : eq(classes.id, classId))
    .orderBy(asc(classes.id));
  return rows.map((row) => toClassJson(row.cls, row.doctorName ?? row.therapistName ?? '', row.room));
}

const toClassRow = (input: ClassInput) => ({
  titleEn: input.title.en,
  titleHi: input.title.hi,
  titleGu: input.title.gu,
  descriptionEn: input.description.en,
  descriptionHi: input.description.hi,
  descriptionGu: input.description.gu,
  teacherKind: input.teacher.kind,
  teacherId: input.teacher.id,
  roomId: input.roomId,
  inPersonSeats: input.inPersonSeats,
  onlineSeats: input.onlineSeats,
  pricePaise: input.pricePaise,
  seatSale: input.seatSale,
  status: input.status,
});

async function checkTeacherAndRoom(tx: Transaction, input: ClassInput): Promise<void> {
  if ((await activeTeacherName(tx, input.teacher.kind, input.teacher.id)) === null) throw new AppError('invalid', m.teacherUnknown);
  if (input.roomId === null) return;
  const [room] = await tx
    .select({ id: rooms.id })
    .from(rooms)
    .where(and(eq(rooms.id, input.roomId), eq(rooms.status, true)));
  if (!room) throw new AppError('invalid', m.roomUnknown);
}

/** POST /v1/classes: a new class, audited. */
export async function createClass(db: Database, input: ClassInput): Promise<ClassAnswer> {
  const created = await db.transaction(async (tx) => {
    await checkTeacherAndRoom(tx, input);
    const [row] = await tx.insert(classes).values(toClassRow(input)).returning();
    await recordAudit(tx, { action: 'create', entity: 'class', entityId: row!.id, after: row });
    return row!;
  });
  return (await listClasses(db, created.id))[0]!;
}

/**
 * PUT /v1/classes/:id: a class changed (status false takes it off sale). Under the class lock, as
 * seats are sold: a capacity below the seats already taken in a session to come is refused, and
 * the teacher and room, which the sessions' reservations hold, are fixed once it has sessions. A
 * capacity raised offers the new seats to the sessions' lines at once (docs/decisions/053).
 */
export async function updateClass(db: Database, classId: number, input: ClassInput, channels?: NotificationChannels): Promise<ClassAnswer> {
  await db.transaction(async (tx) => {
    const before: ClassRow = await lockClass(tx, classId);
    const now = clinicNow();
    const sessions = await tx.select().from(classSessions).where(eq(classSessions.classId, classId));
    const moved = before.teacherKind !== input.teacher.kind || before.teacherId !== input.teacher.id || before.roomId !== input.roomId;
    if (moved && sessions.length > 0) throw new AppError('conflict', m.teacherOrRoomFixed);
    await checkTeacherAndRoom(tx, input);
    const toCome = sessions.filter((session) => session.status === 'scheduled' && session.startsAt > now);
    const taken = await takenSeats(tx, toCome, now);
    for (const seats of taken.values())
      if (seats.in_person > input.inPersonSeats || seats.online > input.onlineSeats) throw new AppError('conflict', m.capacityBelowSold);
    const [after] = await tx.update(classes).set(toClassRow(input)).where(eq(classes.id, classId)).returning();
    await recordAudit(tx, { action: 'update', entity: 'class', entityId: classId, before, after });
    const isRaised = after!.inPersonSeats > before.inPersonSeats || after!.onlineSeats > before.onlineSeats;
    if (channels && isRaised && after!.status) await offerFreeSeats(tx, channels, after!, now);
  });
  return (await listClasses(db, classId))[0]!;
}

/** The class's sessions from `from` on (staff), with the seats taken per mode. */
export async function classSessionList(db: Pick<Database, 'select'>, classId: number, from: Date) {
  const [cls] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
  if (!cls) throw notFound('Class');
  const sessions = await db
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.classId, classId), gt(classSessions.endsAt, from)))
    .orderBy(asc(classSessions.startsAt));
  const taken = await takenSeats(db, sessions, clinicNow());
  return sessions.map((session) => toStaffSession(session, taken.get(session.id)!));
}

export const toStaffSession = (session: typeof classSessions.$inferSelect, taken: { in_person: number; online: number }) => ({
  id: session.id,
  classId: session.classId,
  startsAt: session.startsAt.toISOString(),
  endsAt: session.endsAt.toISOString(),
  status: session.status,
  inSeries: session.inSeries,
  meetingLink: session.meetingLink,
  taken,
});
