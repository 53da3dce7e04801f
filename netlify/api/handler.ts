import type { Context } from '@netlify/functions';
import { createApp } from '../../src/server/http/app';
import { publishSiteOf } from '../../src/server/practice/clinic-settings/publish-site';
import { loadConfig } from '../../src/server/kernel/config';
import { useDocumentSigningKey } from '../../src/server/kernel/documents/document-signing';
import { openFunctionDatabase } from '../../src/server/kernel/db/function-database';
import { dispatchAllDue } from '../../src/server/messaging/outbox/dispatch-loop';
import { createProviders } from '../../src/server/kernel/providers';

// On Netlify the function always runs as production: it refuses to start without its secrets.
const appConfig = loadConfig(process.env, { isProduction: true });
// Documents are signed with the clinic's certificate (loadConfig refused to start without it).
useDocumentSigningKey(appConfig.documentSigning!);
const databaseUrl = process.env.DATABASE_URL ?? '';

const database = await openFunctionDatabase(databaseUrl);
const providers = createProviders(appConfig.providers, appConfig.jwtSecret);

const app = createApp({
  config: appConfig,
  database,
  clientIp: (request) => request.headers.get('x-nf-client-connection-ip') ?? 'unknown',
  providers,
  // Sent while the function finishes (waitUntil); the scheduled function catches what this misses.
  sendNotificationsSoon: () => dispatchAllDue(database, providers.notifications),
  publishSite: publishSiteOf(appConfig),
});

// Netlify's context reaches the app as `c.env.context` (its waitUntil keeps a send alive), as
// hono/netlify's adapter did before Hono deprecated it for a package the registry does not carry.
export default (request: Request, context: Context) => app.fetch(request, { context });
