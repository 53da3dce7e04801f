import type { Config } from '@netlify/functions';
import { loadConfig } from '../../src/server/kernel/config';
import { useDocumentSigningKey } from '../../src/server/kernel/documents/document-signing';
import { openFunctionDatabase } from '../../src/server/kernel/db/function-database';
import { dispatchAllDue } from '../../src/server/messaging/outbox/dispatch-loop';
import { createNotificationChannels } from '../../src/server/kernel/providers/notifications';

// Production, like the API function: it refuses to start without a real e-mail transport.
const appConfig = loadConfig(process.env, { isProduction: true });
// Documents are signed with the clinic's certificate (loadConfig refused to start without it).
useDocumentSigningKey(appConfig.documentSigning!);
const channels = createNotificationChannels(appConfig.providers.notifications);

/** Scheduled: sends due notifications (reminders, retries, anything the API's own send missed). */
export default async function dispatchNotifications(): Promise<Response> {
  const database = await openFunctionDatabase(process.env.DATABASE_URL ?? '');
  try {
    await dispatchAllDue(database, channels);
  } finally {
    await database.close();
  }
  return new Response(null, { status: 204 });
}

export const config: Config = { schedule: '* * * * *' };
