import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../i18n/locales';
import { indiaDateOf, indiaTimeToInstant } from '../../../lib/time/clinic-time';
import type { NotificationChannel } from '../../../lib/domain/notifications';
import { remindersState } from '../../identity';
import { creditNoteAttachment } from '../../invoicing';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { courseSessions, courseTemplates, courses, notifications, payments, rooms, therapies, users } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { patientContact } from '../appointment-facts';
import { type CourseReminderKind, renderCoursePaymentLink, renderCourseRefund, renderCourseReminder } from '../templates/course-messages';
import {
  addressed,
  hasCopyOnChosenChannel,
  insertNotifications,
  onChosenChannel,
  queueLinkMessage,
  REMINDER_GRACE_MS,
  rows,
  type SentLink,
  templateClinicOf,
} from './enqueue-notifications';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export const COURSE_REMINDER_KINDS: readonly CourseReminderKind[] = ['course_session_evening', 'course_session_morning'];
export const isCourseReminder = (kind: string): kind is CourseReminderKind => (COURSE_REMINDER_KINDS as readonly string[]).includes(kind);

/**
 * When a session day's reminder is due (docs/decisions/042): the evening before at 18:00 IST, and
 * the morning of at 07:00 IST, or an hour before a first session that starts before 08:00.
 */
export function courseReminderDueAt(kind: CourseReminderKind, start: Date): Date {
  const day = indiaDateOf(start);
  if (kind === 'course_session_evening') return new Date(indiaTimeToInstant(day, '18:00').getTime() - DAY_MS);
  return new Date(Math.min(indiaTimeToInstant(day, '07:00').getTime(), start.getTime() - HOUR_MS));
}

/** As for appointments (decision 015): up to an hour past its moment, never at or after the session's start. */
export const courseReminderSendableUntil = (kind: CourseReminderKind, start: Date): Date =>
  new Date(Math.min(courseReminderDueAt(kind, start).getTime() + REMINDER_GRACE_MS, start.getTime()));

const languageOf = (patient: Pick<PatientRow, 'language'>): Locale => (isLocale(patient.language) ? patient.language : DEFAULT_LOCALE);
const inLanguage = (row: { nameEn: string; nameHi: string; nameGu: string }, language: Locale) =>
  ({ en: row.nameEn, hi: row.nameHi, gu: row.nameGu })[language];

/** The patient's targets, as every patient message has them: e-mail once confirmed, on the channel they chose. */
const patientTargets = (channels: NotificationChannels, patient: PatientRow) =>
  onChosenChannel(channels, addressed(channels, patient.detailsConfirmedAt ? patient.email : null, patient.mobile), patient.messageChannel);

type PatientRow = NonNullable<Awaited<ReturnType<typeof courseFacts>>>['patient'];

/** The course with its patient and template names. */
async function courseFacts(db: Pick<Database, 'select'>, courseId: number) {
  const [row] = await db
    .select({
      course: courses,
      patient: { ...patientContact, messageChannel: users.messageChannel },
      template: { nameEn: courseTemplates.nameEn, nameHi: courseTemplates.nameHi, nameGu: courseTemplates.nameGu },
    })
    .from(courses)
    .innerJoin(users, eq(users.id, courses.patientId))
    .innerJoin(courseTemplates, eq(courseTemplates.id, courses.templateId))
    .where(eq(courses.id, courseId));
  return row;
}

/**
 * Makes a course's queued reminders match its planned sessions (issue 47): one evening-before and
 * one morning-of reminder per session day, about the day's first session, naming the day's
 * therapies, the first start and room, and the instructions. Sessions are never rewritten in time
 * (a move plans a new row), so a day's session ids say all its reminder says: they are its key.
 * A pending reminder whose key is no longer wanted (moved, missed, cancelled) is skipped; a wanted
 * one already queued or sent is left as it is (never twice); a moment already past is not queued.
 * Call inside the transaction that changed the sessions.
 */
export async function syncCourseReminders(tx: Database, channels: NotificationChannels, courseId: number, now = clinicNow()): Promise<number> {
  const facts = await courseFacts(tx, courseId);
  if (!facts) return 0;
  const sessions = await tx
    .select({ session: courseSessions, therapy: therapies, roomName: rooms.name })
    .from(courseSessions)
    .innerJoin(therapies, eq(therapies.id, courseSessions.therapyId))
    .innerJoin(rooms, eq(rooms.id, courseSessions.roomId))
    .where(eq(courseSessions.courseId, courseId))
    .orderBy(asc(courseSessions.startsAt), asc(courseSessions.id));
  const wanted =
    facts.course.status === 'planned' && (await remindersState(tx, facts.course.patientId)).enabled
      ? await reminderRows(
          tx,
          channels,
          facts.patient,
          facts.course.patientId,
          sessions.filter(({ session }) => session.status === 'planned'),
          now,
        )
      : [];
  const allIds = sessions.map(({ session }) => session.id);
  if (allIds.length > 0) {
    const keys = wanted.map((row) => row.dedupeKey);
    await tx
      .update(notifications)
      .set({ status: 'skipped', lastError: facts.course.status === 'cancelled' ? 'The course was cancelled' : "The course's sessions changed" })
      .where(
        and(
          inArray(notifications.courseSessionId, allIds),
          inArray(notifications.kind, [...COURSE_REMINDER_KINDS]),
          inArray(notifications.status, ['queued', 'failed']),
          keys.length > 0 ? notInArray(notifications.dedupeKey, keys) : undefined,
        ),
      );
  }
  return insertNotifications(tx, wanted);
}

type SessionRow = { session: typeof courseSessions.$inferSelect; therapy: typeof therapies.$inferSelect; roomName: string };

async function reminderRows(tx: Database, channels: NotificationChannels, patient: PatientRow, userId: number, planned: SessionRow[], now: Date) {
  const language = languageOf(patient);
  const targets = patientTargets(channels, patient);
  const clinic = await templateClinicOf(tx, channels);
  const days = new Map<string, SessionRow[]>();
  for (const row of planned) days.set(indiaDateOf(row.session.startsAt), [...(days.get(indiaDateOf(row.session.startsAt)) ?? []), row]);
  return [...days.values()].flatMap((day) => {
    const first = day[0]!;
    const therapyRows = [...new Map(day.map(({ therapy }) => [therapy.id, therapy])).values()];
    const facts = {
      patientName: patient.name,
      therapies: therapyRows.map((therapy) => inLanguage(therapy, language)),
      start: first.session.startsAt,
      room: first.roomName,
      instructions: therapyRows
        .map((t) => ({ en: t.preInstructionsEn, hi: t.preInstructionsHi, gu: t.preInstructionsGu })[language].trim())
        .filter(Boolean),
    };
    const ids = day.map(({ session }) => session.id).join('-');
    return COURSE_REMINDER_KINDS.flatMap((kind) => {
      const dueAt = courseReminderDueAt(kind, first.session.startsAt);
      if (dueAt <= now) return [];
      return rows(
        { kind, courseSessionId: first.session.id, userId, audience: 'patient', nextAttemptAt: dueAt },
        `${kind}:course_session:${ids}`,
        targets,
        renderCourseReminder(kind, facts, channels.siteUrl, language),
        [],
        clinic,
      );
    });
  });
}

type Row = typeof notifications.$inferSelect;

/**
 * Why a course reminder must not go out now, or null when it may: its session is still planned in
 * a planned course, the patient still takes reminders on this channel, and its grace has not run out.
 */
export async function courseReminderStaleReason(db: Database, row: Row & { kind: CourseReminderKind }, now: Date): Promise<string | null> {
  if (row.courseSessionId === null) return 'The reminder has no course session';
  const [found] = await db
    .select({ session: courseSessions, courseStatus: courses.status, userId: courses.patientId, chosenChannel: users.messageChannel })
    .from(courseSessions)
    .innerJoin(courses, eq(courses.id, courseSessions.courseId))
    .innerJoin(users, eq(users.id, courses.patientId))
    .where(eq(courseSessions.id, row.courseSessionId));
  if (found?.session.status !== 'planned' || found.courseStatus !== 'planned') return 'The course session is no longer planned';
  if (!(await remindersState(db, found.userId)).enabled) return 'The patient stopped reminders';
  const sameReminder = and(eq(notifications.courseSessionId, row.courseSessionId), eq(notifications.kind, row.kind));
  if (found.chosenChannel && row.channel !== found.chosenChannel && (await hasCopyOnChosenChannel(db, found.chosenChannel, sameReminder))) {
    return `The patient chose ${found.chosenChannel} for their messages`;
  }
  const start = found.session.startsAt;
  if (now >= courseReminderSendableUntil(row.kind, start)) {
    return now >= start
      ? 'Not sent: the session had already started when the reminder could go out'
      : `Not sent late: its moment passed more than ${REMINDER_GRACE_MS / 60_000} minutes ago (due ${courseReminderDueAt(row.kind, start).toISOString()})`;
  }
  return null;
}

/** Tells the patient a course's refund has gone back (issue 47): the amount and the course, with the credit note. */
export async function enqueueCourseRefund(
  tx: Database,
  channels: NotificationChannels,
  refund: { id: number; courseId: number; amountPaise: number },
): Promise<number> {
  const facts = await courseFacts(tx, refund.courseId);
  if (!facts) return 0;
  const language = languageOf(facts.patient);
  const message = renderCourseRefund(
    { patientName: facts.patient.name, courseName: inLanguage(facts.template, language), refundPaise: refund.amountPaise },
    language,
  );
  return insertNotifications(
    tx,
    rows(
      { kind: 'course_refund_processed', audience: 'patient', userId: facts.course.patientId },
      `course_refund_processed:refund:${refund.id}`,
      patientTargets(channels, facts.patient),
      message,
      [creditNoteAttachment(refund.id)],
      await templateClinicOf(tx, channels),
    ),
  );
}

/**
 * Queues the payment link staff sent for a course to its patient, in their language (as
 * enqueuePaymentLink does for an appointment's). Answers the channels it went out on.
 */
export async function enqueueCoursePaymentLink(tx: Database, channels: NotificationChannels, paymentId: number): Promise<NotificationChannel[]> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment?.courseId || !payment.linkUrl || !payment.linkExpiresAt) return [];
  const facts = (await courseFacts(tx, payment.courseId))!;
  const link: SentLink = {
    kind: 'course_payment_link',
    paymentId,
    userId: payment.userId,
    url: payment.linkUrl,
    expiresAt: payment.linkExpiresAt,
    patient: facts.patient,
  };
  return queueLinkMessage(tx, channels, link, (language, shortUrl) =>
    renderCoursePaymentLink(
      {
        patientName: facts.patient.name,
        courseName: inLanguage(facts.template, language),
        amountPaise: payment.amountPaise,
        url: link.url,
        shortUrl,
        expiresAt: link.expiresAt,
      },
      language,
    ),
  );
}
