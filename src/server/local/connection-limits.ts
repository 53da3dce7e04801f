import type { ServerOptions } from 'node:http';
import type { Server } from 'node:net';
import { clientAddressKey } from '../kernel/rate-limit';

/**
 * Open connections one client address (an IPv6 /64) may hold. A browser uses about six per host;
 * the rest of the headroom is for clients behind one NAT. Beyond it a new connection is closed at
 * once, so one address holding thousands of idle, half-sent requests cannot starve everyone else.
 */
export const MAX_CONNECTIONS_PER_CLIENT = 64;
/** A request's headers must arrive within this (Node's default is a minute). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** A whole request, body included (the API reads at most 256 KB). */
export const REQUEST_TIMEOUT_MS = 30_000;

/** Node checks the two timeouts above only this often (its default is 30 s, which would triple them). */
const CONNECTIONS_CHECKING_INTERVAL_MS = 2_000;

export const LOCAL_SERVER_OPTIONS: ServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: CONNECTIONS_CHECKING_INTERVAL_MS,
};

/** Closes each new connection from an address that already holds `max` open ones. */
export function capConnectionsPerClient(server: Server, max = MAX_CONNECTIONS_PER_CLIENT): void {
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const key = clientAddressKey(socket.remoteAddress ?? 'unknown');
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}
