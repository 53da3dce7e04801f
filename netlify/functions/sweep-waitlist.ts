import type { Config } from '@netlify/functions';
import { loadConfig } from '../../src/server/kernel/config';
import { clinicNow } from '../../src/server/kernel/clock';
import { useDocumentSigningKey } from '../../src/server/kernel/documents/document-signing';
import { openFunctionDatabase } from '../../src/server/kernel/db/function-database';
import { createNotificationChannels } from '../../src/server/kernel/providers/notifications';
import { sweepWaitlist } from '../../src/server/scheduling/classes/waitlist/offers';

// The waitlist's sweep as a Netlify Scheduled Function (docs/decisions/050); the local server runs it on a timer.
const appConfig = loadConfig(process.env, { isProduction: true });
// Documents are signed with the clinic's certificate (loadConfig refused to start without it).
useDocumentSigningKey(appConfig.documentSigning!);
const channels = createNotificationChannels(appConfig.providers.notifications);

/** Scheduled: offers whose claim window ended are lapsed and their seats offered to the next in line; the dispatcher sends the messages. */
export default async function sweepWaitlistOffers(): Promise<Response> {
  const database = await openFunctionDatabase(process.env.DATABASE_URL ?? '');
  const { db, release } = database.acquire();
  try {
    return Response.json(await sweepWaitlist(db, channels, clinicNow()));
  } finally {
    await release();
    await database.close();
  }
}

export const config: Config = { schedule: '*/5 * * * *' };
