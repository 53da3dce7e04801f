import { createHash } from 'node:crypto';
import type { NotificationChannel } from './types';

/**
 * The default channel outside production: the rendered message stays on its row (status sent,
 * provider local) for staff to read in the admin app and tests to read at /api/dev/outbox.
 */
export const createLocalChannel = (): NotificationChannel => ({
  kind: 'local',
  send: async (message) => ({ providerMessageId: `local-${createHash('sha256').update(message.dedupeKey).digest('hex').slice(0, 16)}` }),
});
