import { createHash, randomBytes } from 'node:crypto';

/** A claim link's token: 32 random bytes, URL-safe (43 characters). Only its SHA-256 is stored (docs/decisions/050). */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHashOf = (token: string) => createHash('sha256').update(token).digest('hex');
