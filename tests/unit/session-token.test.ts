import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { decodeSessionToken } from '../../src/lib/auth/session-token';

const NOW_MS = Date.parse('2026-03-10T10:00:00.000Z');
const nowSeconds = NOW_MS / 1000;
const secret = new TextEncoder().encode('a-secret-the-browser-never-knows-123456');

const tokenWith = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);

describe('decodeSessionToken', () => {
  it('reads id, role and expiry from a token that has not expired', async () => {
    const token = await tokenWith({ id: 7, role: 'admin', exp: nowSeconds + 60 });
    expect(decodeSessionToken(token, NOW_MS)).toEqual({ id: 7, role: 'admin', exp: nowSeconds + 60 });
  });

  it('treats an expiry one second in the past as expired', async () => {
    expect(decodeSessionToken(await tokenWith({ id: 7, role: 'admin', exp: nowSeconds - 1 }), NOW_MS)).toBeNull();
  });

  it('compares seconds with milliseconds: an expiry equal to now is still valid', async () => {
    expect(decodeSessionToken(await tokenWith({ id: 7, role: 'admin', exp: nowSeconds }), NOW_MS)).not.toBeNull();
  });

  it('keeps a patient role so the app can send that user to /unauthorized', async () => {
    const token = await tokenWith({ id: 3, role: 'patient', exp: nowSeconds + 60 });
    expect(decodeSessionToken(token, NOW_MS)?.role).toBe('patient');
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['an empty string', ''],
    ['three dots of nothing', '..'],
  ])('treats %s as expired', (_case, token) => {
    expect(decodeSessionToken(token, NOW_MS)).toBeNull();
  });

  it('treats a token without id, role or expiry as expired', async () => {
    expect(decodeSessionToken(await tokenWith({ role: 'admin', exp: nowSeconds + 60 }), NOW_MS)).toBeNull();
    expect(decodeSessionToken(await tokenWith({ id: 1, exp: nowSeconds + 60 }), NOW_MS)).toBeNull();
    expect(decodeSessionToken(new UnsecuredJWT({ id: 1, role: 'admin' }).encode(), NOW_MS)).toBeNull();
  });
});
