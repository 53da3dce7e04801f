import { fileURLToPath } from 'node:url';

// The compiled local server (scripts/start.mjs) is one file elsewhere: its build names the folder.
declare const __MIGRATIONS_FOLDER__: string | undefined;

export const MIGRATIONS_FOLDER =
  typeof __MIGRATIONS_FOLDER__ === 'string' ? __MIGRATIONS_FOLDER__ : fileURLToPath(new URL('./migrations', import.meta.url));
