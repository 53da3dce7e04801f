import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PublicClinicDetails } from '../../i18n/clinic-details';
import { CLINIC_DETAILS_ENV } from '../practice';

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

/**
 * The local server's way of publishing the clinic's details (issue 45): `astro build` into a
 * folder of its own, handed the details (the server holds the embedded database open), then put
 * in place of dist/ and `onBuilt` called. One build at a time; details saved meanwhile are built next.
 */
export function createSiteRebuilder(projectDir: string, onBuilt: () => void) {
  let running: Promise<void> | null = null;
  let next: PublicClinicDetails | null = null;

  const build = (details: PublicClinicDetails) =>
    new Promise<void>((resolve, reject) => {
      const staging = join(projectDir, '.server', `site-${process.pid}`);
      const child = spawn('npx', ['astro', 'build', '--outDir', staging], {
        cwd: projectDir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, [CLINIC_DETAILS_ENV]: JSON.stringify(details) },
      });
      child.once('error', reject);
      child.once('exit', (code) => {
        if (code !== 0) {
          reject(new Error(`astro build exited with ${code}`));
          return;
        }
        const dist = join(projectDir, 'dist');
        const old = join(projectDir, '.server', `dist-old-${process.pid}`);
        // Renames, so a server starting meanwhile reads a whole site, the old or the new.
        if (existsSync(dist)) renameSync(dist, old);
        renameSync(staging, dist);
        rmSync(old, { recursive: true, force: true });
        resolve();
      });
    });

  const drain = async () => {
    while (next) {
      const details = next;
      next = null;
      console.log('[build] the clinic details changed: rebuilding the site…');
      await build(details)
        .then(() => {
          onBuilt();
          console.log('[build] the site shows the new clinic details');
        })
        .catch((err: unknown) => console.error('[build] rebuilding the site failed:', err));
    }
    running = null;
  };

  return {
    /** Starts a rebuild (or queues one after the running build) without waiting for it. */
    rebuild: async (details: PublicClinicDetails) => {
      next = details;
      running ??= drain();
    },
  };
}
