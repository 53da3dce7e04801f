/**
 * `npm start`: runs the local server compiled to one ES module (`.server/serve.mjs`), bundled by
 * `npm run build` and here again only when a server source is newer than the bundle, so a start
 * costs no TypeScript transpiling (tsx) and the server runs the same kind of code as the Netlify
 * function. `node scripts/start.mjs --build-only` just brings the bundle up to date.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const projectDir = fileURLToPath(new URL('..', import.meta.url));
// One level below the project, so the bundle's `new URL('..', import.meta.url)` is the project.
const outDir = join(projectDir, '.server');
const bundle = join(outDir, 'serve.mjs');
const SOURCES = ['src/server', 'src/lib', 'src/i18n', 'src/content', 'scripts/serve.ts', 'netlify.toml', 'package-lock.json'];
const MIGRATIONS = join(projectDir, 'src/server/kernel/db/migrations');
const DOCUMENT_FONTS = join(projectDir, 'src/server/kernel/documents/fonts');

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

/** Bundles scripts/serve.ts with esbuild; npm packages stay in node_modules, migrations are read where they are. */
export async function buildServer() {
  const { build } = await import('esbuild');
  // Built under a temporary name and renamed: several test servers may start at once.
  const staging = join(outDir, `.staging-${process.pid}`);
  mkdirSync(staging, { recursive: true });
  await build({
    entryPoints: [join(projectDir, 'scripts/serve.ts')],
    bundle: true,
    packages: 'external',
    platform: 'node',
    target: 'node20',
    format: 'esm',
    outfile: join(staging, 'serve.mjs'),
    sourcemap: 'linked',
    define: { __MIGRATIONS_FOLDER__: JSON.stringify(MIGRATIONS), __DOCUMENT_FONTS_FOLDER__: JSON.stringify(DOCUMENT_FONTS) },
    logLevel: 'error',
  });
  renameSync(join(staging, 'serve.mjs.map'), `${bundle}.map`);
  renameSync(join(staging, 'serve.mjs'), bundle);
  rmSync(staging, { recursive: true, force: true });
}

function isStale() {
  if (!existsSync(bundle)) return true;
  const builtAt = statSync(bundle).mtimeMs;
  return SOURCES.some((source) => newestChange(join(projectDir, source)) >= builtAt);
}

if (isStale()) {
  mkdirSync(dirname(bundle), { recursive: true });
  console.log('[build] compiling the local server…');
  await buildServer();
}
if (!process.argv.includes('--build-only')) await import(pathToFileURL(bundle).href);
