import type { Config } from '@netlify/functions';
import { loadConfig } from '../../src/server/kernel/config';
import { useDocumentSigningKey } from '../../src/server/kernel/documents/document-signing';
import { openFunctionDatabase } from '../../src/server/kernel/db/function-database';
import { createProviders } from '../../src/server/kernel/providers';
import { settleDueRefunds } from '../../src/server/billing/refunds/settle-refunds';

// The refund settle job as a Netlify Scheduled Function; the local server runs it on a timer.
const appConfig = loadConfig(process.env, { isProduction: true });
// Documents are signed with the clinic's certificate (loadConfig refused to start without it).
useDocumentSigningKey(appConfig.documentSigning!);
const databaseUrl = process.env.DATABASE_URL ?? '';

export default async function settleRefunds(): Promise<Response> {
  const database = await openFunctionDatabase(databaseUrl);
  const { db, release } = database.acquire();
  try {
    const result = await settleDueRefunds(db, createProviders(appConfig.providers, appConfig.jwtSecret));
    return Response.json(result);
  } finally {
    await release();
    await database.close();
  }
}

export const config: Config = { schedule: '*/5 * * * *' };
