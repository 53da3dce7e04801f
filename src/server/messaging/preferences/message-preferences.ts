import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PatientMessageChannel } from '../../../lib/domain/notifications';
import {
  messagePreferenceMessages as m,
  REMINDERS_CONSENT_VERSION,
  type MessagePreferencesRequest,
} from '../../../lib/validation/message-preferences';
import { recordConsent, withdrawConsent, remindersState, type MessagePreferences } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { appointments, consentRecords, notifications, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { REMINDER_KINDS } from '../outbox/enqueue-notifications';
import type { NotificationChannels } from '../../kernel/providers/notifications';

type Reader = Pick<Database, 'select'>;

/** The channels the clinic can reach this patient on: e-mail once their address is confirmed, the mobile channels it runs. */
export function channelsFor(
  channels: NotificationChannels,
  patient: { email: string | null; detailsConfirmedAt: Date | null; mobile: string | null },
) {
  const available: PatientMessageChannel[] = [];
  if (patient.mobile && channels.mobileChannel === 'whatsapp') available.push('whatsapp');
  if (patient.mobile && (channels.mobileChannel === 'sms' || channels.smsFallback)) available.push('sms');
  if (patient.email && patient.detailsConfirmedAt) available.push('email');
  return available;
}

/** GET /v1/users/me/message-preferences. */
export async function messagePreferences(db: Reader, channels: NotificationChannels, userId: number): Promise<MessagePreferences> {
  const [patient] = await db
    .select({ email: users.email, mobile: users.mobile, detailsConfirmedAt: users.detailsConfirmedAt, messageChannel: users.messageChannel })
    .from(users)
    .where(eq(users.id, userId));
  if (!patient) throw notFound('Patient');
  const reminders = await remindersState(db, userId);
  return {
    channel: patient.messageChannel,
    available_channels: channelsFor(channels, patient),
    reminders: { enabled: reminders.enabled, changed_at: reminders.changedAt?.toISOString() ?? null },
  };
}

/**
 * Keeps the patient's channel and whether reminders go out. Stopping withdraws the reminders
 * consent (recorded first when the patient never gave it explicitly, so the record names the
 * purpose and the time) and skips the reminders already queued; restarting records it again
 * and applies from the next booking or move. The dispatcher reads both when it sends.
 */
export async function setMessagePreferences(
  db: Database,
  channels: NotificationChannels,
  userId: number,
  request: MessagePreferencesRequest,
  clientAddress: string | null,
): Promise<MessagePreferences> {
  await db.transaction(async (tx) => {
    const [patient] = await tx
      .select({ email: users.email, mobile: users.mobile, detailsConfirmedAt: users.detailsConfirmedAt })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!patient) throw notFound('Patient');
    if (request.channel && !channelsFor(channels, patient).includes(request.channel)) throw new AppError('invalid', m.channelUnavailable);
    await tx.update(users).set({ messageChannel: request.channel }).where(eq(users.id, userId));

    const reminders = await remindersState(tx, userId);
    if (reminders.enabled && !request.reminders) {
      const [live] = await tx
        .select({ id: consentRecords.id })
        .from(consentRecords)
        .where(and(eq(consentRecords.userId, userId), eq(consentRecords.purpose, 'reminders')))
        .limit(1);
      if (!live) await recordConsent(tx, { userId, purpose: 'reminders', version: REMINDERS_CONSENT_VERSION, clientAddress });
      await withdrawConsent(tx, userId, 'reminders');
      const own = tx.select({ id: appointments.id }).from(appointments).where(eq(appointments.userId, userId));
      await tx
        .update(notifications)
        .set({ status: 'skipped', lastError: 'The patient stopped reminders' })
        .where(
          and(
            inArray(notifications.appointmentId, own),
            eq(notifications.audience, 'patient'),
            inArray(notifications.kind, REMINDER_KINDS),
            inArray(notifications.status, ['queued', 'failed']),
            isNotNull(notifications.appointmentId),
          ),
        );
    } else if (!reminders.enabled && request.reminders) {
      await recordConsent(tx, { userId, purpose: 'reminders', version: REMINDERS_CONSENT_VERSION, clientAddress });
    }
  });
  return messagePreferences(db, channels, userId);
}
