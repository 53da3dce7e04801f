import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data folder holds patient records, password hashes and the local JWT secret: only the
 * owner may enter it (0700), whatever modes the files inside get. New files get 0600 through
 * the umask; PGlite sets its own modes, so its files are tightened again once it has opened.
 */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  restrictModes(dataDir);
}

/** Folders 0700 and files 0600 under `dir`. */
export function restrictModes(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) restrictModes(path);
    else if (entry.isFile()) chmodSync(path, 0o600);
  }
}
