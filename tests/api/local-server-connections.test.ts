import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  capConnectionsPerClient,
  HEADERS_TIMEOUT_MS,
  LOCAL_SERVER_OPTIONS,
  MAX_CONNECTIONS_PER_CLIENT,
  REQUEST_TIMEOUT_MS,
} from '../../src/server/local//connection-limits';

// The local server's HTTP layer as startLocalServer wires it, around a handler that answers at once.
const server = serve({ fetch: () => new Response('ok'), port: 0, hostname: '127.0.0.1', serverOptions: LOCAL_SERVER_OPTIONS });
capConnectionsPerClient(server);
let port: number;
beforeAll(async () => {
  if (!server.listening) await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A connection from `localAddress` that sends half a request and then waits. */
function idleSocket(localAddress: string): { socket: Socket; isClosed: () => boolean } {
  let isClosed = false;
  const socket = connect({ host: '127.0.0.1', port, localAddress }, () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n'));
  socket.on('error', () => {});
  socket.on('close', () => (isClosed = true));
  return { socket, isClosed: () => isClosed };
}

/** One whole GET from `localAddress` (Linux routes all of 127.0.0.0/8 to this machine). */
const get = (localAddress: string) =>
  new Promise<string>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', localAddress, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve(body));
    });
    req.on('error', reject);
    req.end();
  });

describe('the local server’s connections (finding 9)', () => {
  it('200 idle half-sent requests from one address: those past the cap are closed, another address is still answered', async () => {
    const idle = Array.from({ length: 200 }, () => idleSocket('127.0.0.1'));
    await vi.waitFor(() => expect(idle.filter((s) => s.isClosed())).toHaveLength(200 - MAX_CONNECTIONS_PER_CLIENT), {
      timeout: 20_000,
      interval: 20,
    });
    expect(await get('127.0.0.2')).toBe('ok');
    await expect(get('127.0.0.1')).rejects.toThrow();
    // Closing its connections gives the address its allowance back.
    for (const s of idle) s.socket.destroy();
    await vi.waitFor(() => expect(idle.every((s) => s.isClosed())).toBe(true));
    await vi.waitFor(async () => expect(await get('127.0.0.1')).toBe('ok'), { timeout: 5_000, interval: 50 });
  }, 60_000);

  it('gives headers and whole requests short timeouts', () => {
    const http = server as unknown as { headersTimeout: number; requestTimeout: number };
    expect(http.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(http.requestTimeout).toBe(REQUEST_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(10_000);
  });
});
