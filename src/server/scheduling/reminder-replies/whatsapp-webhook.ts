import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod';
import { answerThroughLink } from './link-answers';
import { clinicNow } from '../../kernel/clock';
import { appointmentRows } from '../../kernel/db/appointment-join';
import type { Database } from '../../kernel/db/database';
import { appointmentActionLinks, appointments, doctors, notifications, users, webhookEvents } from '../../kernel/db/schema';
import { recordAudit } from '../../identity';
import { AppError } from '../../kernel/errors';
import { appointmentTemplateValues, REPLY_ACTIONS, renderTemplate, templateClinicOf, toE164, queueSmsFallback } from '../../messaging';
import type { NotificationChannels } from '../../kernel/providers/notifications';

/** Meta signs each POST: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`. */
export function isSignedByMeta(appSecret: string, rawBody: string, header: string | undefined): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '')?.[1];
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** The parts of Meta's webhook body we read (messages: a quick reply; statuses: a delivery report); the rest is ignored. */
export const whatsAppEventSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z.object({
                messages: z
                  .array(
                    z.object({
                      id: z.string().max(200),
                      from: z.string().max(20),
                      type: z.string(),
                      button: z.object({ payload: z.string().max(200) }).optional(),
                    }),
                  )
                  .optional(),
                statuses: z.array(z.object({ id: z.string().max(200), status: z.string().max(20) })).optional(),
              }),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});
export type WhatsAppEvent = z.infer<typeof whatsAppEventSchema>;

const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;

/** Handles each message and status once (by its id), whatever Meta repeats. */
export async function handleWhatsAppEvent(db: Database, channels: NotificationChannels, event: WhatsAppEvent, now = clinicNow()) {
  for (const { changes } of event.entry) {
    for (const { value } of changes) {
      for (const message of value.messages ?? []) {
        if (message.type === 'button' && message.button && (await isFirstTime(db, `whatsapp:message:${message.id}`)))
          await handleQuickReply(db, channels, message.id, message.from, message.button.payload, now);
      }
      for (const status of value.statuses ?? []) {
        if (
          (DELIVERY_STATUSES as readonly string[]).includes(status.status) &&
          (await isFirstTime(db, `whatsapp:status:${status.id}:${status.status}`))
        )
          await recordDeliveryStatus(db, channels, status.id, status.status as (typeof DELIVERY_STATUSES)[number], now);
      }
    }
  }
}

async function isFirstTime(db: Database, eventId: string) {
  const inserted = await db.insert(webhookEvents).values({ eventId }).onConflictDoNothing().returning({ eventId: webhookEvents.eventId });
  return inserted.length > 0;
}

/** Whether a quick reply came from the phone the reminder speaks for: the patient's own number, verified by a one-time code. */
function isFromPatient(from: string, patient: { mobile: string | null; phoneVerifiedAt: Date | null }): boolean {
  if (!patient.mobile || !patient.phoneVerifiedAt) return false;
  return toE164(from.startsWith('+') ? from : `+${from}`) === toE164(patient.mobile);
}

/**
 * A tapped quick reply (`action:code`): Confirm marks the appointment confirmed by the patient;
 * Change time and Cancel answer with the signed page (a cancel is never one tap: the page shows
 * the refund and asks once more). An answer the link no longer allows changes nothing.
 *
 * The payload is only as trustworthy as its sender (issue 43): a reply acts only when it comes
 * from the appointment's patient's verified mobile; any other is recorded in the audit trail and
 * ignored. The answer goes to the number on file, never to the sender.
 */
export async function handleQuickReply(
  db: Database,
  channels: NotificationChannels,
  messageId: string,
  from: string,
  payload: string,
  now = clinicNow(),
) {
  const [action, code] = payload.split(':');
  if (!code || !(REPLY_ACTIONS as readonly string[]).includes(action ?? '')) return;
  const [row] = await appointmentRows(db, {
    appointment: appointments,
    linkSequence: appointmentActionLinks.calendarSequence,
    language: users.language,
    doctorName: doctors.name,
    mobile: users.mobile,
    phoneVerifiedAt: users.phoneVerifiedAt,
  })
    .innerJoin(appointmentActionLinks, eq(appointmentActionLinks.appointmentId, appointments.id))
    .innerJoin(users, eq(users.id, appointments.userId))
    .where(eq(appointmentActionLinks.code, code));
  if (!row || !isFromPatient(from, row)) {
    await recordAudit(db, {
      action: 'quick_reply_ignored',
      entity: 'appointment',
      entityId: row?.appointment.id ?? null,
      after: { whatsapp_message_id: messageId, from, reply: action, reason: row ? 'not_the_patients_number' : 'unknown_link' },
    });
    return;
  }
  if (action === 'confirm') {
    await answerThroughLink(db, code, 'confirm', now).catch(ignoreSpentLink);
    return;
  }
  if (action === 'change') await answerThroughLink(db, code, 'change', now).catch(ignoreSpentLink);
  const recipient = toE164(row.mobile!);
  if (!recipient || row.linkSequence !== row.appointment.calendarSequence || now >= row.appointment.time) return;
  const values = appointmentTemplateValues(
    {
      patientName: '',
      doctorName: row.doctorName,
      serviceName: '',
      start: row.appointment.time,
      mode: row.appointment.mode,
      patientMobile: row.mobile,
      actionCode: code,
    },
    row.language,
  );
  const { text, template } = renderTemplate('reminder_reply', row.language, 'whatsapp', values, await templateClinicOf(db, channels));
  await db
    .insert(notifications)
    .values({
      kind: 'reminder_reply',
      channel: 'whatsapp',
      recipient,
      audience: 'patient',
      appointmentId: row.appointment.id,
      userId: row.appointment.userId,
      calendarSequence: row.appointment.calendarSequence,
      subject: 'Reply: change or cancel',
      bodyText: text,
      template,
      nextAttemptAt: now,
      dedupeKey: `reminder_reply:whatsapp:${messageId}`,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey });
}

const ignoreSpentLink = (err: unknown) => {
  if (!(err instanceof AppError)) throw err;
};

/** A delivery report updates the message's row; a failed WhatsApp message is sent again as SMS where SMS runs beside it. */
export async function recordDeliveryStatus(
  db: Database,
  channels: NotificationChannels,
  providerMessageId: string,
  status: (typeof DELIVERY_STATUSES)[number],
  now = clinicNow(),
) {
  const [row] = await db
    .update(notifications)
    .set({ deliveryStatus: status, updatedAt: now })
    .where(and(eq(notifications.channel, 'whatsapp'), eq(notifications.providerMessageId, providerMessageId)))
    .returning();
  if (row && status === 'failed') await queueSmsFallback(db, channels, row, now);
}
