import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { upsertAdmin, createLocalAdminIfNone } from '../admin-accounts';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createProviders } from '../providers';
import { settleDueRefunds } from '../refunds/settle-refunds';
import { localJwtSecret } from './jwt-secret';
import { openLocalDatabase } from './open-database';
import { createSiteHandler, readNetlifyRules } from './site';

/** How often the local server runs the refund settle job. */
const REFUND_SETTLE_INTERVAL_MS = 60_000;

export interface LocalServerOptions {
  projectDir: string;
  env: Record<string, string | undefined>;
  port: number;
  host?: string;
}

/** The whole product on one port: the built site from dist/ and the API under /api. */
export async function startLocalServer({ projectDir, env, port, host = '0.0.0.0' }: LocalServerOptions) {
  const dataDir = env.DATA_DIR ?? join(projectDir, '.data');
  const isProduction = env.NODE_ENV === 'production';
  const config = loadConfig(env, { isProduction, fallbackJwtSecret: () => localJwtSecret(dataDir) });
  const database = await openLocalDatabase(env.DATABASE_URL, dataDir);

  const { db } = await database.acquire();
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const isNew = await upsertAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    console.log(`[admin] ${isNew ? 'created' : 'updated'} the admin ${env.ADMIN_EMAIL}`);
  } else {
    const created = await createLocalAdminIfNone(db);
    if (created) {
      console.log(`[admin] created a local admin. E-mail: ${created.email}  Password: ${created.password}`);
      console.log('[admin] this password is shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.');
    }
  }

  const providers = createProviders(config.providers, config.jwtSecret);
  const api = createApp({
    config,
    database,
    providers,
    clientIp: (_request, nodeEnv) => {
      try {
        return getConnInfo({ env: nodeEnv } as Parameters<typeof getConnInfo>[0]).remote.address ?? 'unknown';
      } catch {
        return 'unknown';
      }
    },
  });
  const site = createSiteHandler(join(projectDir, 'dist'), readNetlifyRules(join(projectDir, 'netlify.toml')));

  const root = new Hono()
    .use(compress())
    .all('/api', (c) => api.fetch(c.req.raw, c.env))
    .all('/api/*', (c) => api.fetch(c.req.raw, c.env))
    .all('*', (c) => site(c.req.raw));

  // The refund settle job (a Netlify scheduled function in production): refunds whose provider
  // call failed or never happened are sent again until they settle.
  const settle = () => settleDueRefunds(db, providers.payments).catch((err: unknown) => console.error('[refunds] settle run failed:', err));
  const settleTimer = setInterval(() => void settle(), REFUND_SETTLE_INTERVAL_MS);
  settleTimer.unref();
  void settle();

  const server = serve({ fetch: root.fetch, port, hostname: host });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const address = server.address() as AddressInfo;
  return {
    port: address.port,
    url: `http://localhost:${address.port}`,
    async close() {
      clearInterval(settleTimer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
