import type { Config } from '@netlify/functions';
import { handle } from 'hono/netlify';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { isNeonUrl } from '../../src/server/db/neon-url';
import { createProviders } from '../../src/server/providers';

// On Netlify the function always runs as production: it refuses to start without its secrets.
const appConfig = loadConfig(process.env, { isProduction: true });
const databaseUrl = process.env.DATABASE_URL ?? '';

const app = createApp({
  config: appConfig,
  // Only the driver in use is loaded: node-postgres never starts on Neon, nor Neon's on a plain server.
  database: isNeonUrl(databaseUrl)
    ? (await import('../../src/server/db/neon')).openNeon(databaseUrl)
    : (await import('../../src/server/db/postgres')).openPostgres(databaseUrl, 1),
  clientIp: (request) => request.headers.get('x-nf-client-connection-ip') ?? 'unknown',
  providers: createProviders(appConfig.providers, appConfig.jwtSecret),
});

export default handle(app);

export const config: Config = { path: ['/api', '/api/*'] };
