import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { appointments, notifications, users } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { DeliveryError } from '../../kernel/providers/notifications/types';
import { REMINDER_GRACE_MS, REMINDER_KINDS, REMINDER_OFFSETS_MS, type ReminderKind, reminderSendableUntil } from './enqueue-notifications';
import { clinicNow } from '../../kernel/clock';
import { drawDocumentAttachments } from '../../invoicing';
import { remindersState } from '../../identity';
import { queueSmsFallback } from './sms-fallback';
import { seatReminderStaleReason } from './class-seat-notifications';
import { waitlistOfferStaleReason } from './waitlist-notifications';
import { courseReminderStaleReason, isCourseReminder } from './course-notifications';
import { programmeStepStaleReason } from './programme-notifications';

const MINUTE_MS = 60_000;

/** Waits after the 1st, 2nd, ... failed try; after the last one the message is dead. */
export const RETRY_DELAYS_MS = [1, 5, 30, 120, 720].map((minutes) => minutes * MINUTE_MS);
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * A claimed row is not claimed again for this long: if the process dies mid-send the row is
 * tried again after it (at least once), and a slow send is not doubled by the next run.
 */
export const CLAIM_LEASE_MS = 10 * MINUTE_MS;
/** Rows one run claims; the next run takes the rest. */
export const DISPATCH_BATCH = 25;

export interface DispatchSummary {
  sent: number;
  failed: number;
  dead: number;
  skipped: number;
}

type Row = typeof notifications.$inferSelect;

/**
 * Sends the notifications that are due at `now`. Rows are claimed in a short transaction
 * (FOR UPDATE SKIP LOCKED, so parallel dispatchers never take the same row) by moving their next
 * attempt past a lease; each is then sent outside any transaction and its outcome recorded.
 */
export async function dispatchDueNotifications(
  db: Database,
  channels: NotificationChannels,
  { now = clinicNow(), limit = DISPATCH_BATCH }: { now?: Date; limit?: number } = {},
): Promise<DispatchSummary> {
  const claimed = await db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(notifications)
      .where(and(inArray(notifications.status, ['queued', 'failed']), lte(notifications.nextAttemptAt, now)))
      .orderBy(asc(notifications.nextAttemptAt), asc(notifications.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(notifications)
      .set({ attempts: sql`${notifications.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(
        inArray(
          notifications.id,
          due.map((row) => row.id),
        ),
      );
    return due.map((row) => ({ ...row, attempts: row.attempts + 1 }));
  });
  const summary: DispatchSummary = { sent: 0, failed: 0, dead: 0, skipped: 0 };
  for (const row of claimed) summary[await deliver(db, channels, row, now)] += 1;
  return summary;
}

const isReminder = (kind: string): kind is ReminderKind => (REMINDER_KINDS as string[]).includes(kind);

/**
 * Why a reminder must not go out now, or null when it may: it is only true while its appointment
 * is still confirmed at the time it was written for (a move or a cancel supersedes it), and only
 * within its grace after its moment (never late, never after the start).
 */
async function staleReason(db: Database, row: Row, now: Date): Promise<string | null> {
  if (isCourseReminder(row.kind)) return courseReminderStaleReason(db, { ...row, kind: row.kind }, now);
  if (row.kind === 'class_seat_reminder') return seatReminderStaleReason(db, row, now);
  if (row.kind === 'waitlist_offer') return waitlistOfferStaleReason(db, row.dedupeKey, now);
  if (row.kind === 'programme_step') return programmeStepStaleReason(db, row, now);
  if (!isReminder(row.kind)) return null;
  if (row.appointmentId === null) return 'The reminder has no appointment';
  const [appointment] = await db
    .select({
      status: appointments.status,
      time: appointments.time,
      sequence: appointments.calendarSequence,
      userId: appointments.userId,
      chosenChannel: users.messageChannel,
    })
    .from(appointments)
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointments.id, row.appointmentId));
  if (appointment?.status !== 'confirmed') return 'The appointment is no longer confirmed';
  // What the patient chose since it was queued (issue 28): no reminders, or another channel.
  if (row.audience === 'patient' && !(await remindersState(db, appointment.userId)).enabled) return 'The patient stopped reminders';
  if (row.audience === 'patient' && appointment.chosenChannel && row.channel !== appointment.chosenChannel) {
    const [onChosen] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.appointmentId, row.appointmentId),
          eq(notifications.kind, row.kind),
          eq(notifications.audience, 'patient'),
          eq(notifications.channel, appointment.chosenChannel),
          row.calendarSequence === null ? undefined : eq(notifications.calendarSequence, row.calendarSequence),
          inArray(notifications.status, ['queued', 'failed', 'sent']),
        ),
      )
      .limit(1);
    if (onChosen) return `The patient chose ${appointment.chosenChannel} for their messages`;
  }
  if (row.calendarSequence !== null && row.calendarSequence !== appointment.sequence)
    return 'The appointment moved: a newer reminder replaces this one';
  const until = reminderSendableUntil(row.kind, appointment.time);
  if (now >= until) {
    return now >= appointment.time
      ? 'Not sent: the appointment had already started when the reminder could go out'
      : `Not sent late: its moment passed more than ${REMINDER_GRACE_MS / MINUTE_MS} minutes ago (due ${new Date(appointment.time.getTime() - REMINDER_OFFSETS_MS[row.kind]).toISOString()})`;
  }
  return null;
}

/**
 * A patient's e-mail goes out only to the address the phone's owner has confirmed and still has
 * on file: one queued before a correction, or for details nobody confirmed, is skipped. The row
 * names its patient, so a message before any appointment (a payment link) is read the same way.
 */
async function isUnconfirmedAddress(db: Database, row: Row): Promise<boolean> {
  if (row.channel !== 'email' || row.audience !== 'patient') return false;
  if (row.userId === null) return true;
  const [patient] = await db.select({ email: users.email, detailsConfirmedAt: users.detailsConfirmedAt }).from(users).where(eq(users.id, row.userId));
  return !patient?.detailsConfirmedAt || patient.email?.toLowerCase() !== row.recipient.toLowerCase();
}

async function deliver(db: Database, channels: NotificationChannels, row: Row, now: Date): Promise<keyof DispatchSummary> {
  const record = (fields: Partial<typeof notifications.$inferInsert>) => db.update(notifications).set(fields).where(eq(notifications.id, row.id));
  // An SMS beside WhatsApp is a failed WhatsApp message's fallback.
  const adapter =
    row.channel === 'email'
      ? channels.email
      : row.channel === 'sms' && channels.mobileChannel === 'whatsapp'
        ? channels.smsFallback
        : channels.mobile;
  if (!adapter) {
    await record({ status: 'skipped', lastError: 'No mobile channel is configured' });
    return 'skipped';
  }
  const stale = await staleReason(db, row, now);
  if (stale) {
    await record({ status: 'skipped', lastError: stale });
    return 'skipped';
  }
  if (await isUnconfirmedAddress(db, row)) {
    await record({ status: 'skipped', lastError: 'The patient has not confirmed this e-mail address' });
    return 'skipped';
  }
  try {
    const { providerMessageId } = await adapter.send({
      kind: row.kind,
      recipient: row.recipient,
      subject: row.subject,
      text: row.bodyText,
      html: row.bodyHtml,
      attachments: await drawDocumentAttachments(db, row.attachments),
      dedupeKey: row.dedupeKey,
      template: row.template,
    });
    await record({ status: 'sent', sentAt: now, provider: adapter.kind, providerMessageId, lastError: null });
    return 'sent';
  } catch (err) {
    const isPermanent = err instanceof DeliveryError && err.isPermanent;
    const reason = err instanceof Error ? err.message : String(err);
    if (isPermanent || row.attempts >= MAX_ATTEMPTS) {
      console.error(`[notifications] ${row.kind} #${row.id} to ${row.channel} is dead after ${row.attempts} tries: ${reason}`);
      await record({ status: 'dead', provider: adapter.kind, lastError: reason });
      // A WhatsApp message Meta refused (a template paused or missing in that language) or that ran out of tries goes as SMS at once.
      await queueSmsFallback(db, channels, row, now);
      return 'dead';
    }
    await record({
      status: 'failed',
      provider: adapter.kind,
      lastError: reason,
      nextAttemptAt: new Date(now.getTime() + RETRY_DELAYS_MS[row.attempts - 1]!),
    });
    return 'failed';
  }
}
