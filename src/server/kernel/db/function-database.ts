import type { DatabaseSource } from './database';
import { isNeonUrl } from './neon-url';

/**
 * The database of a Netlify function: Neon's serverless driver for a Neon URL, node-postgres
 * (one connection) otherwise. Only the driver in use is loaded, which keeps cold starts short.
 */
export async function openFunctionDatabase(databaseUrl: string): Promise<DatabaseSource> {
  return isNeonUrl(databaseUrl) ? (await import('./neon')).openNeon(databaseUrl) : (await import('./postgres')).openPostgres(databaseUrl, 1);
}
