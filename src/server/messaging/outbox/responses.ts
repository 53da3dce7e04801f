import * as z from 'zod';
import { NOTIFICATION_AUDIENCES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, NOTIFICATION_STATUSES } from '../../../lib/domain/notifications';

/** GET /v1/notifications: one message in the outbox and delivery ledger. */
export const adminMessageResponse = z.strictObject({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(NOTIFICATION_CHANNELS),
  recipient: z.string(),
  audience: z.enum(NOTIFICATION_AUDIENCES),
  appointment_id: z.number().int().nullable(),
  subject: z.string(),
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: z.number().int(),
  next_attempt_at: z.iso.datetime(),
  last_error: z.string().nullable(),
  provider: z.string().nullable(),
  provider_message_id: z.string().nullable(),
  sent_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type AdminMessage = z.infer<typeof adminMessageResponse>;

/** GET /v1/notifications/:id: the message as sent, with its bodies and files. */
export const adminMessageDetailResponse = z.strictObject({
  ...adminMessageResponse.shape,
  body_text: z.string(),
  body_html: z.string().nullable(),
  attachments: z.array(z.strictObject({ filename: z.string(), content_type: z.string(), content: z.string() })),
});
export type AdminMessageDetail = z.infer<typeof adminMessageDetailResponse>;

/** POST /v1/notifications/whatsapp/webhook (and the local stand-ins under /api/dev/whatsapp): Meta needs only a 200. */
export const whatsAppWebhookResponse = z.strictObject({ received: z.literal(true) });
