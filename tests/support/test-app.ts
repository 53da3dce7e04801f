import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { neonConfig } from '@neondatabase/serverless';
import pg from 'pg';
import { createApp } from '../../src/server/http/app';
import { hashPassword } from '../../src/server/identity/auth/passwords';
import { ADMIN_TOKEN_TTL_SECONDS, PATIENT_TOKEN_TTL_SECONDS, signToken } from '../../src/server/identity/auth/tokens';
import { type Role } from '../../src/server/kernel/session';
import { type AppConfig, LOCAL_PROVIDERS } from '../../src/server/kernel/config';
import type { AppDeps } from '../../src/server/kernel/app-env';
import type { Database, DatabaseHandle, DatabaseSource } from '../../src/server/kernel/db/database';
import { openNeon } from '../../src/server/kernel/db/neon';
import { openPglite } from '../../src/server/kernel/db/pglite';
import { openPostgres } from '../../src/server/kernel/db/postgres';
import { users } from '../../src/server/kernel/db/schema';
import { createProviders } from '../../src/server/kernel/providers';
import { afterAll, beforeAll, inject } from 'vitest';
import { withDatabase } from './postgres-global-setup';
import { withAnswerChecks } from './answer-schemas';

export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');

/** Neon's driver as the Netlify function uses it, through the WebSocket proxy of neon-global-setup.ts. */
function openThroughNeon(url: string): DatabaseSource {
  neonConfig.wsProxy = (host, port) => `127.0.0.1:${inject('wsProxyPort')}/v1?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineConnect = false;
  neonConfig.pipelineTLS = false;
  const source = openNeon(url);
  // The fixtures' handle is never released by a request: end every pool before the database is dropped.
  const handles: DatabaseHandle[] = [];
  return {
    ...source,
    acquire() {
      const handle = source.acquire();
      handles.push(handle);
      return handle;
    },
    async close() {
      await Promise.all(handles.map((handle) => handle.release().catch(() => {})));
    },
  };
}

/**
 * A fresh, migrated, empty database for one test file: in-memory PGlite, or (TEST_DB=postgres)
 * a new database on the PostgreSQL server copied from the migrated template, reached through
 * node-postgres or (TEST_DB=neon) through Neon's serverless driver.
 */
export async function openTestDatabase(): Promise<DatabaseSource & { url?: string }> {
  if (process.env.TEST_DB !== 'postgres' && process.env.TEST_DB !== 'neon') return openPglite(undefined, await pgliteSnapshot());
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `clinic_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')}`);
  await admin.end();
  const url = withDatabase(serverUrl, name);
  const source = process.env.TEST_DB === 'neon' ? openThroughNeon(url) : openPostgres(url, 25);
  return {
    ...source,
    url,
    async close() {
      await source.close();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

let snapshot: Promise<Blob> | undefined;

/** The migrated PGlite of pglite-global-setup.ts, read once per worker. */
function pgliteSnapshot(): Promise<Blob> {
  return (snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes])));
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  db: Database;
  database: DatabaseSource;
  deps: AppDeps;
  close: () => Promise<void>;
}

export const testConfig: AppConfig = {
  isProduction: false,
  jwtSecret: TEST_JWT_SECRET,
  siteUrl: 'http://localhost:4321',
  providers: LOCAL_PROVIDERS,
};

/** The API on a fresh database; the client address comes from the `x-test-ip` header. */
export async function createTestContext(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const database = await openTestDatabase();
  const { db } = database.acquire();
  const deps: AppDeps = {
    config: testConfig,
    database,
    clientIp: (request) => request.headers.get('x-test-ip') ?? '127.0.0.1',
    providers: createProviders(LOCAL_PROVIDERS),
    ...overrides,
  };
  return { app: withAnswerChecks(createApp(deps)), db, database, deps, close: () => database.close() };
}

/**
 * The one set-up of an API test file: the app on its own database, opened before the file's tests
 * and closed after them (`const t = useTestApp();` at the top). Its fields are read in tests and
 * hooks, once it is open.
 */
export function useTestApp(overrides: Partial<AppDeps> = {}): TestContext {
  let context: TestContext | undefined;
  beforeAll(async () => {
    context = await createTestContext(overrides);
  });
  afterAll(() => context?.close());
  const open = (): TestContext => {
    if (!context) throw new Error('useTestApp: the app opens in beforeAll; read it inside a test or hook');
    return context;
  };
  return {
    get app() {
      return open().app;
    },
    get db() {
      return open().db;
    },
    get database() {
      return open().database;
    },
    get deps() {
      return open().deps;
    },
    close: () => open().close(),
  };
}

let userCounter = 0;
let sharedPasswordHash: Promise<string> | undefined;

/** Inserts a user of the given role and returns it with a valid bearer token. */
export async function createUser(db: Database, role: Role, fields: Partial<typeof users.$inferInsert> = {}) {
  userCounter += 1;
  const unique = `${Date.now()}${userCounter}${randomBytes(2).toString('hex')}`;
  const password = 'correct horse battery staple';
  const [user] = await db
    .insert(users)
    .values({
      name:
        role === 'admin'
          ? `Admin ${userCounter}`
          : role === 'receptionist'
            ? `Receptionist ${userCounter}`
            : role === 'pharmacist'
              ? `Pharmacist ${userCounter}`
              : `Patient ${userCounter}`,
      role,
      email: `${role}${unique}@example.com`,
      mobile: role === 'patient' ? `+91${unique.replace(/\D/g, '').slice(-10).padStart(10, '9')}` : null,
      // Hashed once per process: scrypt at OWASP's parameters is deliberately slow.
      passwordHash:
        role === 'admin' || role === 'receptionist' || role === 'pharmacist' ? await (sharedPasswordHash ??= hashPassword(password)) : null,
      // A patient as after their first visit: the phone's owner has confirmed these details.
      detailsConfirmedAt: role === 'patient' ? new Date() : null,
      ...fields,
    })
    .returning();
  const token = await signToken(
    TEST_JWT_SECRET,
    { id: user!.id, role, tokenVersion: user!.tokenVersion },
    role === 'admin' || role === 'receptionist' || role === 'pharmacist' ? ADMIN_TOKEN_TTL_SECONDS : PATIENT_TOKEN_TTL_SECONDS,
  );
  return { user: user!, token, password };
}

/** JSON request helper for `app.request`. */
export function jsonRequest(method: string, body?: unknown, token?: string, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: {
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  };
}
