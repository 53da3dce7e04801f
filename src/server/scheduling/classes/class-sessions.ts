import { and, asc, eq, gt } from 'drizzle-orm';
import { type ClassSessionsInput, classMessages as m, classSeatMessages } from '../../../lib/validation/classes';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { classSessions, classes, doctors, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Providers } from '../../kernel/providers';
import { type WantedReservation, holdReservations } from '../reservations/hold-reservations';
import { toStaffSession } from './class-catalogue';
import type { PublicClassSession, StaffClassSession } from './responses';
import { capacityOf, type ClassRow, type ClassSessionRow, lockClass, takenSeats } from './seat-counts';
import { weeklyStarts } from './weekly-series';

const MINUTE = 60_000;

/**
 * Writes a class's sessions at these starts and holds each one's teacher and room through
 * holdReservations in the caller's transaction, so a clash with any other reservation (a course
 * session, a consultation, a block, another class) is a 409 naming it and nothing is kept. Online
 * seats get one meeting room per session. Staff's route and the demo seed both come here.
 */
export async function writeClassSessions(
  tx: Transaction,
  cls: ClassRow,
  plan: { starts: Date[]; minutes: number; rrule?: string; meetingLink: () => string; createdBy: number | null },
): Promise<ClassSessionRow[]> {
  const rows = await tx
    .insert(classSessions)
    .values(
      plan.starts.map((startsAt) => ({
        classId: cls.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + plan.minutes * MINUTE),
        inSeries: plan.rrule !== undefined,
        meetingLink: cls.onlineSeats > 0 ? plan.meetingLink() : null,
      })),
    )
    .returning();
  const wanted: WantedReservation[] = rows.flatMap((session) => {
    // The staff grid titles a reservation by its note: the class's name.
    const held = {
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      purpose: 'class_session' as const,
      classSessionId: session.id,
      createdBy: plan.createdBy,
      note: cls.titleEn.slice(0, 200),
    };
    const teacher = { ...held, resourceKind: cls.teacherKind, resourceId: cls.teacherId };
    return cls.roomId === null ? [teacher] : [teacher, { ...held, resourceKind: 'room' as const, resourceId: cls.roomId }];
  });
  await holdReservations(tx, wanted);
  if (plan.rrule) await tx.update(classes).set({ rrule: plan.rrule }).where(eq(classes.id, cls.id));
  return rows;
}

/** POST /v1/classes/:id/sessions: one session, or a weekly series from an RRULE (weekly-series.ts). */
export async function addClassSessions(
  db: Database,
  providers: Pick<Providers, 'meetings'>,
  staff: { id: number },
  classId: number,
  input: ClassSessionsInput,
): Promise<StaffClassSession[]> {
  const starts = input.rrule ? await weeklyStarts(input.rrule, input.startsAt) : [input.startsAt];
  if (starts[0]! <= clinicNow()) throw new AppError('invalid', m.sessionStartsInPast);
  const created = await db.transaction(async (tx) => {
    const cls = await lockClass(tx, classId);
    if (!cls.status) throw new AppError('conflict', classSeatMessages.classInactive);
    if (input.rrule && cls.rrule) throw new AppError('conflict', m.seriesExists);
    const rows = await writeClassSessions(tx, cls, {
      starts,
      minutes: input.minutes,
      rrule: input.rrule,
      meetingLink: () => providers.meetings.createRoomLink(),
      createdBy: staff.id,
    });
    await recordAudit(tx, { action: 'add_sessions', entity: 'class', entityId: classId, after: { rrule: input.rrule ?? null, sessions: rows } });
    return rows;
  });
  return created.map((session) => toStaffSession(session, { in_person: 0, online: 0 }));
}

/** GET /v1/class-sessions: sessions still to come of active classes, with the seats left per mode. */
export async function upcomingClassSessions(db: Pick<Database, 'select'>): Promise<PublicClassSession[]> {
  const now = clinicNow();
  const rows = await db
    .select({ session: classSessions, cls: classes, doctorName: doctors.name, therapistName: users.name })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .leftJoin(doctors, and(eq(classes.teacherKind, 'doctor'), eq(doctors.id, classes.teacherId)))
    .leftJoin(users, and(eq(classes.teacherKind, 'therapist'), eq(users.id, classes.teacherId)))
    .where(and(eq(classes.status, true), eq(classSessions.status, 'scheduled'), gt(classSessions.startsAt, now)))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
    .limit(200);
  const taken = await takenSeats(
    db,
    rows.map((row) => row.session),
    now,
  );
  return rows.map(({ session, cls, doctorName, therapistName }) => {
    const seats = taken.get(session.id)!;
    return {
      id: session.id,
      classId: cls.id,
      title: { en: cls.titleEn, hi: cls.titleHi, gu: cls.titleGu },
      description: { en: cls.descriptionEn, hi: cls.descriptionHi, gu: cls.descriptionGu },
      teacher: doctorName ?? therapistName ?? '',
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
      inSeries: session.inSeries,
      seatSale: cls.seatSale,
      pricePaise: cls.pricePaise,
      seatsLeft: {
        in_person: Math.max(0, capacityOf(cls, 'in_person') - seats.in_person),
        online: Math.max(0, capacityOf(cls, 'online') - seats.online),
      },
      seats: { in_person: capacityOf(cls, 'in_person'), online: capacityOf(cls, 'online') },
    };
  });
}
