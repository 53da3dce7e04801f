/**
 * The second baseline of `npm run bench:server`: a plain Hono app on @hono/node-server (the
 * project's own versions) with the same routes as the comparison needs and nothing else: the
 * API's JSON 404, a 401 for a patient route called without a token, and the services query
 * through `pg`. What our server costs beyond this is our own per-request work.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';

const { PLAIN_HONO_PORT, DATABASE_URL } = process.env;
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });

const app = new Hono()
  .get('/api/v1/services', async (c) => {
    const { rows } = await pool.query<{ id: number; name: string; price_paise: number; status: boolean }>(
      'select id, name, price_paise, status from services where status = true order by id',
    );
    return c.json(rows.map((r) => ({ id: r.id, name: r.name, price: r.price_paise / 100, status: r.status })));
  })
  .get('/api/v1/appointments/mine', (c) => c.json({ error: 'Authentication required. Please log in.', code: 'unauthorized' }, 401));
app.notFound((c) => c.json({ error: 'Not found', code: 'not_found' }, 404));

serve({ fetch: app.fetch, port: Number(PLAIN_HONO_PORT), hostname: '127.0.0.1' }, () => console.log('plain Hono server listening'));
