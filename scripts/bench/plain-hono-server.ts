/**
 * The second baseline of `npm run bench:server`: a plain Hono app on @hono/node-server (the
 * project's own versions) with the same routes as the comparison needs and nothing else: the
 * API's JSON 404, a 401 for a patient route called without a token, and the services query
 * through `pg`. What our server costs beyond this is our own per-request work.
 * PLAIN_HONO_API_HEADERS=1: every answer also carries the API's fixed headers (src/server/http/api-headers.ts),
 * set the cheapest way (on Node's response), so the two answers are the same bytes but for the body.
 */
import type { ServerResponse } from 'node:http';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { API_HEADERS } from '../../src/server/http/api-headers';

const { PLAIN_HONO_PORT, PLAIN_HONO_API_HEADERS, DATABASE_URL } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });

const app = new Hono<{ Bindings: { outgoing: ServerResponse } }>();
if (PLAIN_HONO_API_HEADERS === '1') {
  app.use((c, next) => {
    for (const [name, value] of API_HEADERS) c.env.outgoing.setHeader(name, value);
    return next();
  });
}
app
  .get('/api/v1/services', async (c) => {
    const { rows } = await pool.query<{ id: number; name: string; price_paise: number; status: boolean }>(
      'select id, name, price_paise, status from services where status = true order by id',
    );
    return c.json(rows.map((r) => ({ id: r.id, name: r.name, price: r.price_paise / 100, status: r.status })));
  })
  .get('/api/v1/appointments/mine', (c) => c.json({ error: 'Authentication required. Please log in.', code: 'unauthorized' }, 401));
app.notFound((c) => c.json({ error: 'Not found', code: 'not_found' }, 404));

serve({ fetch: app.fetch, port: Number(PLAIN_HONO_PORT), hostname: '127.0.0.1' }, () => console.log('plain Hono server listening'));
