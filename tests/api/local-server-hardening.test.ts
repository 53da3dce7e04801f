import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopback } from '../../src/server/local//host';
import { freePort, killHard, spawnLocalServer } from '../support/http-flows';

/** Every file and folder under `dir`, with its permission bits. */
function modes(dir: string): { path: string; mode: number; isDirectory: boolean }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).map((entry) => {
    const path = join(entry.parentPath, entry.name);
    return { path, mode: statSync(path).mode & 0o777, isDirectory: entry.isDirectory() };
  });
}

// One embedded-database start is enough: the PostgreSQL run would only repeat it.
describe.skipIf(process.env.TEST_DB === 'postgres')('the local server after a first start', { timeout: 180_000 }, () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'hardening-')), '.data');
  let server: ChildProcess | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = await spawnLocalServer({ DATA_DIR: dataDir, DATABASE_URL: '', HOST: '' }, port);
  }, 180_000);
  afterAll(async () => {
    if (server) await killHard(server);
  });

  it('keeps the data folder to its owner: folders 0700, files 0600', () => {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const entries = modes(dataDir);
    expect(entries.filter((e) => !e.isDirectory).length).toBeGreaterThan(10);
    expect(entries.filter((e) => e.mode !== (e.isDirectory ? 0o700 : 0o600))).toEqual([]);
  });

  it('listens on loopback only by default', async () => {
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).ok).toBe(true);
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (outside) await expect(fetch(`http://${outside.address}:${port}/api/health`)).rejects.toThrow();
  });
});

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true],
    ['localhost', true],
    ['::1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['192.168.1.5', false],
  ])('%s → %s', (host, expected) => expect(isLoopback(host)).toBe(expected));
});
