/**
 * The baseline of `npm run bench:server`: bare node:http answering what the local server answers,
 * with nothing in between. The page's bytes from memory (the build's brotli copy when the client
 * takes it, as the local server does), the API's JSON 404, and the services query through `pg`.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import pg from 'pg';

const { BARE_PORT, BARE_PAGE, DATABASE_URL } = process.env;
const page = readFileSync(BARE_PAGE!);
const pageBrotli = readFileSync(`${BARE_PAGE}.br`);
const notFound = JSON.stringify({ error: 'Not found', code: 'not_found' });
const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 10 });

createServer((req, res) => {
  if (req.url === '/api/v1/services') {
    pool
      .query<{ id: number; name: string; price_paise: number; status: boolean }>(
        'select id, name, price_paise, status from services where status = true order by id',
      )
      .then(({ rows }) => {
        const body = JSON.stringify(rows.map((r) => ({ id: r.id, name: r.name, price: r.price_paise / 100, status: r.status })));
        res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
        res.end(body);
      })
      .catch(() => {
        res.writeHead(500);
        res.end();
      });
  } else if (req.url!.startsWith('/api/')) {
    res.writeHead(404, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(notFound) });
    res.end(notFound);
  } else {
    const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    const body = brotli ? pageBrotli : page;
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': body.byteLength,
      ...(brotli ? { 'Content-Encoding': 'br' } : {}),
    });
    res.end(body);
  }
}).listen(Number(BARE_PORT), '127.0.0.1', () => console.log('bare server listening'));
