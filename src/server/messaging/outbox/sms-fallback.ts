import type { Database } from '../../kernel/db/database';
import { notifications } from '../../kernel/db/schema';
import { catalogueTemplateOf, renderTemplate } from '../templates/render';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { templateClinicOf } from './enqueue-notifications';

type Row = typeof notifications.$inferSelect;

/**
 * A WhatsApp message that did not reach the patient goes again as SMS where SMS runs beside
 * WhatsApp (issue 28): the same template and values, due at once. Queued once per message.
 */
export async function queueSmsFallback(db: Database, channels: NotificationChannels, row: Row, now: Date): Promise<void> {
  if (row.channel !== 'whatsapp' || !channels.smsFallback || !row.template?.values) return;
  const stored = catalogueTemplateOf(row.template);
  const { text, template } = renderTemplate(stored.name, stored.language, 'sms', row.template.values, await templateClinicOf(db, channels));
  await db
    .insert(notifications)
    .values({
      kind: row.kind,
      channel: 'sms',
      recipient: row.recipient,
      audience: row.audience,
      appointmentId: row.appointmentId,
      userId: row.userId,
      calendarSequence: row.calendarSequence,
      subject: row.subject,
      bodyText: text,
      template,
      nextAttemptAt: now,
      dedupeKey: `${row.dedupeKey}:sms-fallback`,
    })
    .onConflictDoNothing({ target: notifications.dedupeKey });
}
