import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json'];
const SKIP = new Set(['server']);

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (!SKIP.has(entry)) newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Runs `astro build` when dist/ is missing or older than any page, island or content file. */
export function buildSiteIfNeeded(projectDir: string): void {
  const marker = join(projectDir, 'dist', 'index.html');
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(...BUILD_INPUTS.map((p) => newestChange(join(projectDir, p))));
  if (builtAt > sourcesAt) return;
  console.log('[build] building the site (astro build)…');
  const result = spawnSync('npx', ['astro', 'build'], { cwd: projectDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('astro build failed');
}
