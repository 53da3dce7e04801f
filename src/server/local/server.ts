import { site as clinicSite } from '../../content/site';
import { localDocumentSigningKey, useDocumentSigningKey } from '../kernel/documents/document-signing';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { upsertAdmin, createLocalAdminIfNone } from '../identity';
import { createApp } from '../http/app';
import { hasConfiguredSiteUrl, loadConfig, useOwnAddress } from '../kernel/config';
import { startNotificationDispatcher } from '../messaging';
import { createProviders } from '../kernel/providers';
import { startRateLimitPruning } from '../http/rate-limit-pruning';
import { settleDueRefunds } from '../billing';
import { sweepWaitlist } from '../scheduling';
import { clinicNow } from '../kernel/clock';
import { capConnectionsPerClient, LOCAL_SERVER_OPTIONS, MAX_CONNECTIONS_PER_CLIENT } from './connection-limits';
import { secureDataDir } from './data-dir';
import { createSiteRebuilder } from './build';
import { isLoopback } from './host';
import { localJwtSecret } from './jwt-secret';
import { openLocalDatabase } from './open-database';
import { createSiteHandler, readSiteRules } from './site';

/** The API, and the SMS's short links (/p/<code>), which the API answers too. */
const API_PATH = /^[a-z]+:\/\/[^/]+\/(?:api(?:[/?]|$)|p\/)/;
const isApiPath = (url: string) => API_PATH.test(url);

/** The host part of this server's own URL: loopback and "all interfaces" read as localhost. */
function urlHost(host: string): string {
  if (isLoopback(host) || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** How often the local server runs the refund settle job. */
const REFUND_SETTLE_INTERVAL_MS = 60_000;

export interface LocalServerOptions {
  projectDir: string;
  env: Record<string, string | undefined>;
  port: number;
  host?: string;
}

/** The whole product on one port: the built site from dist/ and the API under /api; loopback only unless HOST says. */
export async function startLocalServer({ projectDir, env, port, host = env.HOST || '127.0.0.1' }: LocalServerOptions) {
  const dataDir = env.DATA_DIR ?? join(projectDir, '.data');
  const isProduction = env.NODE_ENV === 'production';
  secureDataDir(dataDir);
  const config = loadConfig(env, { isProduction, fallbackJwtSecret: () => localJwtSecret(dataDir) });
  const database = await openLocalDatabase(env.DATABASE_URL, dataDir);
  // Documents are signed: with the configured certificate, else a self-signed one made once into the data folder.
  useDocumentSigningKey(config.documentSigning ?? (await localDocumentSigningKey(dataDir, clinicSite.name)));

  const { db } = database.acquire();
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

  const distDir = join(projectDir, 'dist');
  const readSite = () => createSiteHandler(distDir, readSiteRules(join(projectDir, 'netlify.toml'), distDir));
  let site = readSite();
  const siteRebuilder = createSiteRebuilder(projectDir, () => (site = readSite()));

  const providers = createProviders(config.providers, config.jwtSecret);
  const dispatcher = startNotificationDispatcher(database, providers.notifications);
  const api = createApp({
    config,
    database,
    providers,
    sendNotificationsSoon: dispatcher.run,
    publishSite: siteRebuilder.rebuild,
    clientIp: (_request, nodeEnv) => {
      try {
        // getConnInfo reads only the Node request's socket from a context's env: one field, not a whole Context.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
        return getConnInfo({ env: nodeEnv } as Parameters<typeof getConnInfo>[0]).remote.address ?? 'unknown';
      } catch {
        return 'unknown';
      }
    },
  });

  const fetch = async (request: Request, nodeEnv: unknown) => (isApiPath(request.url) ? api.fetch(request, nodeEnv) : site(request));

  // The refund settle job (a Netlify scheduled function in production): refunds whose provider
  // call failed or never happened are sent again until they settle.
  const settle = () => settleDueRefunds(db, providers).catch((err: unknown) => console.error('[refunds] settle run failed:', err));
  // The waitlist's sweep (a Netlify scheduled function in production): offers run out are lapsed
  // and their seats offered to the next in line (docs/decisions/050).
  const sweep = () =>
    sweepWaitlist(db, providers.notifications, clinicNow())
      .then((swept) => (swept.offered > 0 ? dispatcher.run() : undefined))
      .catch((err: unknown) => console.error('[waitlist] sweep failed:', err));
  const settleTimer = setInterval(() => {
    void settle();
    void sweep();
  }, REFUND_SETTLE_INTERVAL_MS);
  settleTimer.unref();
  void settle();

  const server = serve({ fetch, port, hostname: host, serverOptions: LOCAL_SERVER_OPTIONS });
  // Browser tests scale the per-client limits (RATE_LIMIT_SCALE): every tab, context and request
  // of a test run comes from 127.0.0.1, and a refused connection reads as ECONNRESET to them.
  capConnectionsPerClient(server, MAX_CONNECTIONS_PER_CLIENT * (config.rateLimitScale ?? 1));
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  if (!isProduction && !isLoopback(host)) {
    console.warn(`[security] listening on ${host}: /api/dev (one-time codes, free checkout) is reachable from the network.`);
  }
  const stopPruning = startRateLimitPruning(database);
  const address = server.address() as AddressInfo;
  const url = `http://${urlHost(host)}:${address.port}`;
  // Links in messages point at this server when SITE_URL does not say otherwise (never a fixed port).
  if (!hasConfiguredSiteUrl(env)) useOwnAddress(config, providers.notifications, url);
  return {
    port: address.port,
    url,
    async close() {
      stopPruning();
      clearInterval(settleTimer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await dispatcher.stop();
      await database.close();
    },
  };
}
