import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killHard, spawnLocalServer } from '../support/http-flows';

interface RawAnswer {
  status: number;
  /** Header names as sent, lower-cased, once per line: a header written twice shows twice. */
  names: string[];
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request through node:http, which neither decompresses nor merges anything. */
function rawRequest(port: number, method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          names: res.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase()),
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ADMIN = { email: 'answers-admin@clinic.example', password: 'answers-admin-password' };

const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cache-control',
];

// The local server writes the API's fixed headers and compression on Node's own response (a fast
// path the in-process tests never take), so these go through a real server. One PGlite start.
describe.skipIf(process.env.TEST_DB === 'postgres')('API answers through the local server', { timeout: 180_000 }, () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'answers-')), '.data');
  let server: ChildProcess | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = await spawnLocalServer({ DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, port);
  }, 180_000);
  afterAll(async () => {
    if (server) await killHard(server);
  });

  it('every kind of answer carries each security header exactly once, and no-store', async () => {
    const answers = [
      await rawRequest(port, 'GET', '/api/v1/no-such-route'),
      await rawRequest(port, 'GET', '/api/v1/appointments/mine'),
      await rawRequest(port, 'GET', '/api/v1/services'),
      await rawRequest(port, 'GET', '/api/v1/recipes', { 'accept-encoding': 'gzip' }),
      await rawRequest(port, 'POST', '/api/v1/contact-queries', { 'content-type': 'application/json' }, '{"name":""}'),
    ];
    expect(answers.map((a) => a.status)).toEqual([404, 401, 200, 200, 400]);
    for (const answer of answers) {
      for (const name of SECURITY_HEADERS)
        expect(
          answer.names.filter((n) => n === name),
          name,
        ).toHaveLength(1);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
    }
    expect(JSON.parse(answers[0]!.body.toString())).toMatchObject({ code: 'not_found', key: 'request.routeNotFound' });
    expect(JSON.parse(answers[1]!.body.toString())).toMatchObject({ code: 'unauthorized' });
  });

  it('answers the SMS’s short links, /p/<code>, from the API, as the Netlify function does (issue 44)', async () => {
    const answer = await rawRequest(port, 'GET', '/p/AAAAAAAAAAAA');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.body.toString()).toContain('This link has expired or does not exist');
  });

  it('gzips a GET list of 1 KB or more for a client that takes it, and the bytes are the same JSON', async () => {
    const plain = await rawRequest(port, 'GET', '/api/v1/recipes');
    const zipped = await rawRequest(port, 'GET', '/api/v1/recipes', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.body.byteLength).toBeGreaterThanOrEqual(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.byteLength);
    expect(zipped.body.byteLength).toBeLessThan(plain.body.byteLength);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('sends a small answer as it is, saying it could vary; a write is never compressed', async () => {
    const services = await rawRequest(port, 'GET', '/api/v1/services', { 'accept-encoding': 'gzip' });
    expect(services.body.byteLength).toBeLessThan(1024);
    expect(services.headers['content-encoding']).toBeUndefined();
    expect(services.headers.vary).toBe('Accept-Encoding');
    expect(Array.isArray(JSON.parse(services.body.toString()))).toBe(true);

    const write = await rawRequest(port, 'POST', '/api/v1/contact-queries', { 'content-type': 'application/json', 'accept-encoding': 'gzip' }, '{}');
    expect(write.status).toBe(400);
    expect(write.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(write.body.toString())).toHaveProperty('error');
  });

  it('keeps the headers a route gave a gzipped answer: a page of a list still says how long the list is', async () => {
    const login = await rawRequest(port, 'POST', '/api/v1/users/login', { 'content-type': 'application/json' }, JSON.stringify(ADMIN));
    expect(login.status).toBe(200);
    const auth = { authorization: `Bearer ${(JSON.parse(login.body.toString()) as { token: string }).token}` };
    const path = '/api/v1/time-slots?limit=10&offset=0';
    const plain = await rawRequest(port, 'GET', path, auth);
    const zipped = await rawRequest(port, 'GET', path, { ...auth, 'accept-encoding': 'gzip' });
    expect(plain.body.byteLength).toBeGreaterThanOrEqual(1024);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(Number(plain.headers['x-total-count'])).toBeGreaterThan(10);
    expect(zipped.headers['x-total-count']).toBe(plain.headers['x-total-count']);
    expect(zipped.names.filter((n) => n === 'x-total-count')).toHaveLength(1);
    expect(JSON.parse(gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });
});
