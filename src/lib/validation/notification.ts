import * as z from 'zod';
import { ADMIN_LIST_SORTS, listQuerySchema } from './admin-list';
import { idSchema } from './common';

/** queued: not tried yet; failed: tried, tried again later; dead: given up; skipped: no longer true. */
export const NOTIFICATION_STATUSES = ['queued', 'sent', 'failed', 'dead', 'skipped'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];

/** Staff may send again what was given up on or is waiting for its next try. */
export const RESENDABLE_STATUSES: readonly NotificationStatus[] = ['failed', 'dead'];
export const isResendable = (status: string) => (RESENDABLE_STATUSES as readonly string[]).includes(status);

/** GET /v1/notifications: paged and sorted like every admin list, filtered by status or appointment. */
export const notificationListQuerySchema = listQuerySchema(ADMIN_LIST_SORTS.notifications).extend({
  status: z.enum(NOTIFICATION_STATUSES, { error: `status must be one of: ${NOTIFICATION_STATUSES.join(', ')}` }).optional(),
  appointment_id: idSchema.optional(),
});
