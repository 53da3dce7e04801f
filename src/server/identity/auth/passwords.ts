import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { withHashSlot } from './hash-queue';

const scrypt = promisify(scryptCallback) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** OWASP's current scrypt parameters (N=2^17, r=8, p=1): 128 MiB per hash, so maxmem is raised above it. */
const PARAMS = { N: 2 ** 17, r: 8, p: 1 };
const MAX_MEMORY_BYTES = 256 * 1024 * 1024;
const KEY_LENGTH = 64;

/** A self-describing scrypt hash: scrypt$N$r$p$salt$hash (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await withHashSlot(() => scrypt(password, salt, KEY_LENGTH, { ...PARAMS, maxmem: MAX_MEMORY_BYTES }));
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await withHashSlot(() =>
    scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: MAX_MEMORY_BYTES,
    }),
  );
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash uses weaker parameters than today's: it is replaced at the next successful login. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < PARAMS.N || Number(r) < PARAMS.r || Number(p) < PARAMS.p;
}

/** A hash to compare against when the account does not exist, so timing does not reveal it. */
export const DUMMY_PASSWORD_HASH =
  `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$AAAAAAAAAAAAAAAAAAAAAA==$` + Buffer.alloc(KEY_LENGTH).toString('base64');
