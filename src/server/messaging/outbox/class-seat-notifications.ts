import { and, asc, eq, gt, inArray, like, notInArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/locales';
import { remindersState } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { classSeats, classSessions, classes, notifications, users } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { patientContact } from '../appointment-facts';
import { renderClassSeatMessage } from '../templates/class-seat-messages';
import { courseReminderDueAt } from './course-notifications';
import {
  addressed,
  hasCopyOnChosenChannel,
  insertNotifications,
  onChosenChannel,
  REMINDER_GRACE_MS,
  rows,
  templateClinicOf,
} from './enqueue-notifications';

/** A class session's reminder goes when a course's morning-of one does (docs/decisions/047): 07:00 IST, or an hour before an earlier start. */
export const seatReminderDueAt = (start: Date) => courseReminderDueAt('course_session_morning', start);

/** The reminder's dedupe key names its seat and session: the dispatcher reads the session back from it. */
const reminderKeyPrefix = (seatId: number, sessionId: number) => `class_seat_reminder:seat:${seatId}:session:${sessionId}`;
const sessionOfReminderKey = (dedupeKey: string): number | null =>
  Number(/^class_seat_reminder:seat:\d+:session:(\d+):/.exec(dedupeKey)?.[1]) || null;

/** The seat with its class, its patient in their language, and the sessions it covers still scheduled and to come. */
async function seatFacts(db: Pick<Database, 'select'>, seatId: number, now: Date) {
  const [row] = await db
    .select({ seat: classSeats, cls: classes, patient: { ...patientContact, messageChannel: users.messageChannel } })
    .from(classSeats)
    .innerJoin(classes, eq(classes.id, classSeats.classId))
    .innerJoin(users, eq(users.id, classSeats.patientId))
    .where(eq(classSeats.id, seatId));
  if (!row) return undefined;
  const sessions = await db
    .select()
    .from(classSessions)
    .where(
      and(
        row.seat.sessionId === null
          ? and(eq(classSessions.classId, row.seat.classId), eq(classSessions.inSeries, true))
          : eq(classSessions.id, row.seat.sessionId),
        eq(classSessions.status, 'scheduled'),
        gt(classSessions.startsAt, now),
      ),
    )
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
  const language: Locale = isLocale(row.patient.language) ? row.patient.language : DEFAULT_LOCALE;
  return { ...row, sessions, language, title: { en: row.cls.titleEn, hi: row.cls.titleHi, gu: row.cls.titleGu }[language] };
}

type SeatFacts = NonNullable<Awaited<ReturnType<typeof seatFacts>>>;

/** The patient's targets, as every patient message has them: e-mail once confirmed, on the channel they chose. */
const patientTargets = (channels: NotificationChannels, { patient }: SeatFacts) =>
  onChosenChannel(channels, addressed(channels, patient.detailsConfirmedAt ? patient.email : null, patient.mobile), patient.messageChannel);

/**
 * Makes a seat's queued reminders match its sessions: one on the morning of each session still
 * to come while the seat is paid and the patient takes reminders. A pending reminder no longer
 * wanted (the seat given back, the session cancelled) is skipped; one already queued or sent is
 * left as it is (never twice); a moment already past is not queued. Call inside the transaction
 * that changed the seat or its sessions.
 */
export async function syncSeatReminders(tx: Database, channels: NotificationChannels, seatId: number, now = clinicNow()): Promise<number> {
  const facts = await seatFacts(tx, seatId, now);
  if (!facts) return 0;
  const wanted =
    facts.seat.status === 'paid' && (await remindersState(tx, facts.seat.patientId)).enabled ? await reminderRows(tx, channels, facts, now) : [];
  const keys = wanted.map((row) => row.dedupeKey);
  await tx
    .update(notifications)
    .set({ status: 'skipped', lastError: facts.seat.status === 'paid' ? "The class's sessions changed" : 'The seat was given back' })
    .where(
      and(
        eq(notifications.classSeatId, seatId),
        eq(notifications.kind, 'class_seat_reminder'),
        inArray(notifications.status, ['queued', 'failed']),
        keys.length > 0 ? notInArray(notifications.dedupeKey, keys) : undefined,
      ),
    );
  return insertNotifications(tx, wanted);
}

async function reminderRows(tx: Database, channels: NotificationChannels, facts: SeatFacts, now: Date) {
  const targets = patientTargets(channels, facts);
  const clinic = await templateClinicOf(tx, channels);
  return facts.sessions.flatMap((session) => {
    const dueAt = seatReminderDueAt(session.startsAt);
    if (dueAt <= now) return [];
    return rows(
      { kind: 'class_seat_reminder', classSeatId: facts.seat.id, userId: facts.seat.patientId, audience: 'patient', nextAttemptAt: dueAt },
      reminderKeyPrefix(facts.seat.id, session.id),
      targets,
      renderClassSeatMessage(
        'class_seat_reminder',
        { patientName: facts.patient.name, classTitle: facts.title, mode: facts.seat.mode, start: session.startsAt },
        channels.siteUrl,
        facts.language,
      ),
      [],
      clinic,
    );
  });
}

/**
 * A seat just paid (issue 48): 'class_seat_booked' naming its next session, once per seat, and its
 * reminders queued. Call inside the transaction that paid it.
 */
export async function enqueueSeatBooked(tx: Database, channels: NotificationChannels, seatId: number, now = clinicNow()): Promise<number> {
  const facts = await seatFacts(tx, seatId, now);
  const next = facts?.sessions[0];
  if (!facts || !next) return 0;
  const booked = rows(
    { kind: 'class_seat_booked', classSeatId: seatId, userId: facts.seat.patientId, audience: 'patient' },
    `class_seat_booked:seat:${seatId}`,
    patientTargets(channels, facts),
    renderClassSeatMessage(
      'class_seat_booked',
      { patientName: facts.patient.name, classTitle: facts.title, mode: facts.seat.mode, start: next.startsAt },
      channels.siteUrl,
      facts.language,
    ),
    [],
    await templateClinicOf(tx, channels),
  );
  return (await insertNotifications(tx, booked)) + (await syncSeatReminders(tx, channels, seatId, now));
}

type Row = typeof notifications.$inferSelect;

/**
 * Why a class reminder must not go out now, or null when it may: its seat is still paid, its
 * session still scheduled, the patient still takes reminders on this channel, and it is within an
 * hour of its moment and before the session starts.
 */
export async function seatReminderStaleReason(db: Database, row: Row, now: Date): Promise<string | null> {
  const sessionId = sessionOfReminderKey(row.dedupeKey);
  if (row.classSeatId === null || sessionId === null) return 'The reminder has no class seat';
  const [found] = await db
    .select({ seatStatus: classSeats.status, userId: classSeats.patientId, chosenChannel: users.messageChannel })
    .from(classSeats)
    .innerJoin(users, eq(users.id, classSeats.patientId))
    .where(eq(classSeats.id, row.classSeatId));
  const [session] = await db.select().from(classSessions).where(eq(classSessions.id, sessionId));
  if (found?.seatStatus !== 'paid') return 'The seat is no longer paid';
  if (session?.status !== 'scheduled') return 'The class session was cancelled';
  if (!(await remindersState(db, found.userId)).enabled) return 'The patient stopped reminders';
  const sameReminder = and(
    eq(notifications.classSeatId, row.classSeatId),
    like(notifications.dedupeKey, `${reminderKeyPrefix(row.classSeatId, sessionId)}:%`),
  );
  if (found.chosenChannel && row.channel !== found.chosenChannel && (await hasCopyOnChosenChannel(db, found.chosenChannel, sameReminder))) {
    return `The patient chose ${found.chosenChannel} for their messages`;
  }
  const until = Math.min(seatReminderDueAt(session.startsAt).getTime() + REMINDER_GRACE_MS, session.startsAt.getTime());
  if (now.getTime() >= until) {
    return now >= session.startsAt ? 'Not sent: the class had already started when the reminder could go out' : 'Not sent late: its moment passed';
  }
  return null;
}
