/**
 * How long a request may wait on the database, for every driver (docs/decisions/014): past these
 * the driver gives up with an error that the error handler answers 503 with Retry-After.
 */
export const POOL_LIMITS = {
  /** Waiting for a connection: a free one from the pool, or a new one from the server. */
  connectionTimeoutMillis: 5_000,
  /** One statement on the server (node-postgres only: Neon's pooler refuses startup parameters). */
  statementTimeoutMillis: 15_000,
  /** One query as the client sees it, reply included: outlives the statement timeout, catches a dead socket. */
  queryTimeoutMillis: 20_000,
  /** An unused connection is closed after this. */
  idleTimeoutMillis: 10_000,
  /** Connections one Neon Pool (one function request) may open: the dashboard's parallel reads share them. */
  neonMaxConnections: 4,
} as const;

/** Limits a caller may tighten (the tests, a one-off script). */
export type PoolLimits = { [K in keyof typeof POOL_LIMITS]: number };
