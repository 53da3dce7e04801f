import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/server/identity/auth/passwords';
import type { DatabaseSource } from '../../src/server/kernel/db/database';
import { doctors, users } from '../../src/server/kernel/db/schema';
import { withServerDatabase } from '../support/http-flows';
import { openTestDatabase } from '../support/test-app';

const run = promisify(execFile);
const dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
let serverDatabase: Awaited<ReturnType<typeof openTestDatabase>> | undefined;

/** The CLI's database: a fresh one on the PostgreSQL server, or embedded PGlite in a temp folder. */
async function cliEnv() {
  if (process.env.TEST_DB === 'postgres') {
    serverDatabase ??= await openTestDatabase();
    return { ...process.env, DATABASE_URL: serverDatabase.url! };
  }
  return { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir };
}

const withDatabase = <T>(fn: (source: DatabaseSource) => Promise<T>) => withServerDatabase(serverDatabase, dataDir, fn);

const cli = async (...args: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env: await cliEnv() });

afterAll(async () => {
  await serverDatabase?.close();
});

// Each case starts the CLI in its own Node process (tsx, then PGlite on disk): seconds on a quiet
// machine, far more on a busy 2-core one.
const CLI_TEST_TIMEOUT_MS = 120_000;

describe('npm run admin -- create', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it('creates an admin who can then log in, and resets the password when run again', async () => {
    const first = await cli('create', '--email', 'Owner@Clinic.example', '--password', 'first-password-1');
    expect(first.stdout).toContain('Created admin Owner@Clinic.example');
    const second = await cli('create', '--email', 'owner@clinic.example', '--password', 'second-password-2');
    expect(second.stdout).toContain('Updated the password of admin owner@clinic.example');

    const admins = await withDatabase(async (source) => {
      const { db } = source.acquire();
      return db
        .select()
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.email, 'owner@clinic.example')));
    });
    expect(admins).toHaveLength(1);
    expect(await verifyPassword('second-password-2', admins[0]!.passwordHash!)).toBe(true);
    expect(await verifyPassword('first-password-1', admins[0]!.passwordHash!)).toBe(false);
  });

  it('refuses a short password or a missing e-mail with a usage error', async () => {
    await expect(cli('create', '--email', 'x@clinic.example', '--password', 'short')).rejects.toMatchObject({
      stderr: expect.stringContaining('at least 8 characters'),
    });
    await expect(cli('create', '--password', 'long-enough-password')).rejects.toMatchObject({
      stderr: expect.stringContaining('Usage: npm run admin -- create'),
    });
  });
});

describe('npm run admin -- create-doctor-login', { timeout: CLI_TEST_TIMEOUT_MS }, () => {
  it('gives the doctor with that e-mail a login with the doctor role, and refuses an unknown doctor', async () => {
    // The CLI opens (and migrates) the database first; the doctor is then added as staff would.
    await cli('create', '--email', 'owner2@clinic.example', '--password', 'first-password-1');
    await withDatabase(async (source) => {
      const { db } = source.acquire();
      await db
        .insert(doctors)
        .values({ name: 'Dr. CLI Doctor', specialization: 'Kayachikitsa', email: 'Cli.Doctor@clinic.example', mobile: '9824011999', gender: 'male' });
    });
    const made = await cli('create-doctor-login', '--doctor', 'cli.doctor@clinic.example', '--password', 'doctor-password-1');
    expect(made.stdout).toContain('Dr. CLI Doctor can now log in at /admin as cli.doctor@clinic.example');
    const [login] = await withDatabase(async (source) => {
      const { db } = source.acquire();
      return db.select().from(users).where(eq(users.email, 'cli.doctor@clinic.example'));
    });
    expect(login).toMatchObject({ role: 'doctor', status: true });
    expect(login!.doctorId).toEqual(expect.any(Number));
    expect(await verifyPassword('doctor-password-1', login!.passwordHash!)).toBe(true);

    await expect(cli('create-doctor-login', '--doctor', 'nobody@clinic.example', '--password', 'doctor-password-1')).rejects.toMatchObject({
      stderr: expect.stringContaining('No doctor has the e-mail nobody@clinic.example'),
    });
    await expect(cli('create-doctor-login', '--doctor', 'cli.doctor@clinic.example', '--password', 'short')).rejects.toMatchObject({
      stderr: expect.stringContaining('at least 8 characters'),
    });
  });
});
