import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from '../../src/server/kernel/db/pglite';
import { MIGRATIONS_FOLDER } from '../../src/server/kernel/db/migrations-folder';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

const CACHE_FOLDER = 'node_modules/.cache/clinic-test-pglite';

/** Names the snapshot by what makes it: PGlite's version and every migration file. */
async function snapshotName(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.parse(await readFile('node_modules/@electric-sql/pglite/package.json', 'utf8')).version);
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true })).filter((name) => /\.(sql|json)$/.test(name)).sort();
  for (const name of files) hash.update(name).update(await readFile(join(MIGRATIONS_FOLDER, name)));
  return `${hash.digest('hex').slice(0, 16)}.tar`;
}

/**
 * Migrates one PGlite and dumps it, once for as long as the migrations stay the same; each test
 * file then starts its database from that copy (about 2 s) instead of running initdb and the
 * migrations again (8–10 s of CPU). Projects and runs share the copy; a new migration makes a new one.
 */
export default async function setup(project: TestProject) {
  const file = join(CACHE_FOLDER, await snapshotName());
  if (!existsSync(file)) {
    await mkdir(CACHE_FOLDER, { recursive: true });
    // Written beside and renamed: a project setting up at the same time never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
    await rename(partial, file);
  }
  project.provide('pgliteSnapshot', file);
}
