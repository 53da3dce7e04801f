import type { Config } from '@netlify/functions';
import { loadConfig } from '../../src/server/config';
import { isNeonUrl, openNeon } from '../../src/server/db/neon';
import { openPostgres } from '../../src/server/db/postgres';
import { dispatchAllDue } from '../../src/server/notifications/dispatch-loop';
import { createNotificationChannels } from '../../src/server/providers/notifications';

// Production, like the API function: it refuses to start without a real e-mail transport.
const appConfig = loadConfig(process.env, { isProduction: true });
const databaseUrl = process.env.DATABASE_URL ?? '';
const channels = createNotificationChannels(appConfig.providers.notifications);

/** Sends due notifications (reminders, retries, anything the API's own send missed) every minute. */
export default async function dispatchNotifications(): Promise<void> {
  const database = isNeonUrl(databaseUrl) ? openNeon(databaseUrl) : openPostgres(databaseUrl, 1);
  try {
    await dispatchAllDue(database, channels);
  } finally {
    await database.close();
  }
}

export const config: Config = { schedule: '* * * * *' };
