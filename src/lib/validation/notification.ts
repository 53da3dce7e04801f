import * as z from 'zod';
import { NOTIFICATION_STATUSES, type NotificationStatus } from '../domain/notifications';
import { ADMIN_LIST_SORTS, listQuerySchema } from './admin-list';
import { idSchema } from './common';

/** Staff may send again what was given up on or is waiting for its next try. */
export const RESENDABLE_STATUSES: readonly NotificationStatus[] = ['failed', 'dead'];
export const isResendable = (status: string) => (RESENDABLE_STATUSES as readonly string[]).includes(status);

/** GET /v1/notifications: paged and sorted like every admin list, filtered by status or appointment. */
export const notificationListQuerySchema = listQuerySchema(ADMIN_LIST_SORTS.notifications).extend({
  status: z.enum(NOTIFICATION_STATUSES, { error: `status must be one of: ${NOTIFICATION_STATUSES.join(', ')}` }).optional(),
  appointment_id: idSchema.optional(),
});
