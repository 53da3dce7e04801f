import type { Config } from '@netlify/functions';
import { handle } from 'hono/netlify';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openFunctionDatabase } from '../../src/server/db/function-database';
import { createProviders } from '../../src/server/providers';

// On Netlify the function always runs as production: it refuses to start without its secrets.
const appConfig = loadConfig(process.env, { isProduction: true });
const databaseUrl = process.env.DATABASE_URL ?? '';

const app = createApp({
  config: appConfig,
  database: await openFunctionDatabase(databaseUrl),
  clientIp: (request) => request.headers.get('x-nf-client-connection-ip') ?? 'unknown',
  providers: createProviders(appConfig.providers, appConfig.jwtSecret),
});

export default handle(app);

export const config: Config = { path: ['/api', '/api/*'] };
