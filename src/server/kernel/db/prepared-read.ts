import type { Database, DatabaseSource } from './database';

/**
 * A read whose SQL is built once per database and reused: Drizzle builds a query's SQL anew at
 * every call, a fifth of the CPU of a small public read (GET /api/v1/services). On node-postgres
 * the statement is named too, so each connection parses and plans it once. Neon gets a new pool
 * per request (nothing to reuse) and its pooler is left unnamed statements; PGlite ignores names.
 */
export function preparedRead<Q>(name: string, build: (db: Database, statementName: string) => Q) {
  const bySource = new WeakMap<DatabaseSource, Q>();
  return (source: DatabaseSource, db: Database): Q => {
    if (source.kind === 'neon') return build(db, '');
    let query = bySource.get(source);
    if (!query) bySource.set(source, (query = build(db, source.kind === 'postgres' ? name : '')));
    return query;
  };
}
