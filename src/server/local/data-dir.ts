import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data folder holds patient records, password hashes and the local JWT secret: only the
 * owner may read it. New files get 0600 through the umask (PGlite creates its own files);
 * files left by older versions are tightened on every start.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrict(dataDir);
}

function restrict(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) restrict(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
