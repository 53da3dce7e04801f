/** `npm start`: builds the site when needed and serves pages and API on PORT (default 4321). */
import { fileURLToPath } from 'node:url';
import { buildSiteIfNeeded } from '../src/server/local//build';
import { startLocalServer } from '../src/server/local//server';

const projectDir = fileURLToPath(new URL('..', import.meta.url));
if (process.env.SKIP_BUILD !== '1') buildSiteIfNeeded(projectDir);

const server = await startLocalServer({ projectDir, env: process.env, port: Number(process.env.PORT ?? 4321) });
console.log(`\n  Ayurveda clinic is running at ${server.url}\n`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
