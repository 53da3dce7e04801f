import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyToken } from '../../src/server/identity/auth/tokens';
import { users, verificationCodes } from '../../src/server/kernel/db/schema';
import { LOCAL_PROJECT_ID, MAX_CODE_ATTEMPTS } from '../../src/server/kernel/providers/phone-auth/local';
import { verifyPhoneIdToken } from '../../src/server/kernel/providers/phone-auth/id-token';
import { OTP_SENDS_PER_CLIENT_PER_HOUR, OTP_SENDS_PER_MOBILE_PER_HOUR } from '../../src/server/identity/auth/phone-verification';
import { createTestContext, createUser, jsonRequest, TEST_JWT_SECRET, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test speaks from its own address so the per-client limit only bites where it is tested. */
const freshIp = () => ({ 'x-test-ip': `10.0.0.${++ipCounter}` });

const sendOtp = (mobile: unknown, headers = freshIp()) => t.app.request('/api/v1/auth/send-otp', jsonRequest('POST', { mobile }, undefined, headers));
const verifyOtp = (body: unknown) => t.app.request('/api/v1/auth/verify-otp', jsonRequest('POST', body, undefined, freshIp()));
const confirmCode = (sessionId: string, code: string) => t.app.request('/api/dev/phone-auth/confirm', jsonRequest('POST', { sessionId, code }));

async function codeFor(sessionId: string) {
  const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.sessionId, sessionId));
  return row!.devCode!;
}

/** A registered patient runs send-otp, confirm, verify-otp the way the wizard does. */
async function signIn(mobile: string) {
  const sent = (await (await sendOtp(mobile)).json()) as { firebase_uid: string };
  const confirmed = (await (await confirmCode(sent.firebase_uid, await codeFor(sent.firebase_uid))).json()) as { idToken: string; uid: string };
  return { sent, confirmed };
}

describe('POST /api/v1/auth/send-otp', () => {
  it('answers a firebase_uid for a registered patient and stores only a hash of the code', async () => {
    const { user } = await createUser(t.db, 'patient');
    const res = await sendOtp(user.mobile);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { firebase_uid: string; provider: string };
    expect(body).toEqual({ firebase_uid: expect.stringMatching(/^local-/), provider: 'local' });
    const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.sessionId, body.firebase_uid));
    expect(row!.mobile).toBe(user.mobile);
    expect(row!.codeHash).not.toContain(row!.devCode!);
    expect(row!.devCode).toMatch(/^\d{6}$/);
  });

  it.each([
    [undefined, 'Please enter your mobile number'],
    ['', 'Please enter your mobile number'],
    ['9876543210', 'Please enter a valid mobile number'],
    ['+91 98765', 'Please enter a valid mobile number'],
    [919876543210, 'Please enter your mobile number'],
  ])('answers 400 for the mobile %s', async (mobile, error) => {
    const res = await sendOtp(mobile);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error });
  });

  it('answers 404 for a number nobody registered, and sends no code', async () => {
    const res = await sendOtp('+447700900123');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'No account found for this mobile number. Press “Register with this number” to register.' });
    expect(await t.db.select().from(verificationCodes).where(eq(verificationCodes.mobile, '+447700900123'))).toEqual([]);
  });

  it('answers 403 for an inactive patient', async () => {
    const { user } = await createUser(t.db, 'patient', { status: false });
    expect((await sendOtp(user.mobile)).status).toBe(403);
  });

  it(`answers 429 after ${OTP_SENDS_PER_MOBILE_PER_HOUR} codes for one number in an hour`, async () => {
    const { user } = await createUser(t.db, 'patient');
    for (let i = 0; i < OTP_SENDS_PER_MOBILE_PER_HOUR; i++) expect((await sendOtp(user.mobile)).status).toBe(200);
    const res = await sendOtp(user.mobile);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: 'Too many OTP requests. Please wait and try again later.' });
  });

  it(`answers 429 after ${OTP_SENDS_PER_CLIENT_PER_HOUR} codes from one client in an hour`, async () => {
    const headers = { 'x-test-ip': '10.9.9.9' };
    for (let i = 0; i < OTP_SENDS_PER_CLIENT_PER_HOUR; i++) {
      const { user } = await createUser(t.db, 'patient');
      expect((await sendOtp(user.mobile, headers)).status).toBe(200);
    }
    const { user } = await createUser(t.db, 'patient');
    expect((await sendOtp(user.mobile, headers)).status).toBe(429);
  });
});

describe('POST /api/dev/phone-auth/confirm (the local provider)', () => {
  it('answers an ID token for the right code, once', async () => {
    const { user } = await createUser(t.db, 'patient');
    const sent = (await (await sendOtp(user.mobile)).json()) as { firebase_uid: string };
    const code = await codeFor(sent.firebase_uid);
    const res = await confirmCode(sent.firebase_uid, code);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ idToken: expect.any(String), uid: sent.firebase_uid });
    expect((await confirmCode(sent.firebase_uid, code)).status).toBe(400);
  });

  it('answers 400 for a wrong code and 429 once the attempts are used up, even for the right code', async () => {
    const { user } = await createUser(t.db, 'patient');
    const sent = (await (await sendOtp(user.mobile)).json()) as { firebase_uid: string };
    const code = await codeFor(sent.firebase_uid);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      const res = await confirmCode(sent.firebase_uid, wrong);
      expect(res.status).toBe(400);
      // The key and the tries left let the island say it in the patient's language.
      expect(await res.json()).toMatchObject({
        error: 'Invalid OTP. Please try again.',
        key: 'verificationCode.invalidCode',
        params: { triesLeft: MAX_CODE_ATTEMPTS - i - 1 },
      });
    }
    const res = await confirmCode(sent.firebase_uid, code);
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({
      error: 'Too many incorrect attempts. Please request a new OTP.',
      key: 'verificationCode.tooManyAttempts',
    });
  });

  it('answers 400 for an expired code', async () => {
    const { user } = await createUser(t.db, 'patient');
    const sent = (await (await sendOtp(user.mobile)).json()) as { firebase_uid: string };
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.sessionId, sent.firebase_uid));
    const res = await confirmCode(sent.firebase_uid, await codeFor(sent.firebase_uid));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'This OTP has expired. Please request a new one.' });
  });

  it.each([
    ['', 'Please enter the OTP', 'booking.otpRequired'],
    ['12345', 'Invalid OTP. Please try again.', 'verificationCode.invalidCode'],
    ['abcdef', 'Invalid OTP. Please try again.', 'verificationCode.invalidCode'],
  ])('answers 400 for the code %j', async (code, error, key) => {
    const res = await confirmCode('local-unknown', code);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error, key });
  });

  it('answers 400 for an unknown session', async () => {
    expect((await confirmCode('local-unknown', '123456')).status).toBe(400);
  });
});

describe('POST /api/v1/auth/verify-otp', () => {
  it('answers a 4-hour patient token and the id, and records the firebase uid', async () => {
    const { user } = await createUser(t.db, 'patient');
    const { sent, confirmed } = await signIn(user.mobile!);
    const res = await verifyOtp({ firebase_uid: sent.firebase_uid, idToken: confirmed.idToken });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; id: number };
    expect(body.id).toBe(user.id);
    const claims = await verifyToken(TEST_JWT_SECRET, body.token);
    expect(claims).toMatchObject({ id: user.id, role: 'patient' });
    expect(claims!.exp * 1000 - Date.now()).toBeGreaterThan(4 * 3600_000 - 60_000);
    expect(claims!.exp * 1000 - Date.now()).toBeLessThanOrEqual(4 * 3600_000);
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.firebaseUid).toBe(sent.firebase_uid);
  });

  it('answers 401 when the firebase_uid is not the token subject', async () => {
    const { user } = await createUser(t.db, 'patient');
    const { confirmed } = await signIn(user.mobile!);
    const res = await verifyOtp({ firebase_uid: 'someone-else', idToken: confirmed.idToken });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: 'OTP verification failed' });
  });

  it('takes the phone from the token, never from the body', async () => {
    const { user } = await createUser(t.db, 'patient');
    const { user: other } = await createUser(t.db, 'patient');
    const { sent, confirmed } = await signIn(user.mobile!);
    const res = await verifyOtp({ firebase_uid: sent.firebase_uid, idToken: confirmed.idToken, mobile: other.mobile });
    expect(((await res.json()) as { id: number }).id).toBe(user.id);
  });

  it('answers 401 for a token signed by another key, an altered token and garbage', async () => {
    const { user } = await createUser(t.db, 'patient');
    const { sent, confirmed } = await signIn(user.mobile!);
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ phone_number: user.mobile, auth_time: now })
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer(`https://securetoken.google.com/${LOCAL_PROJECT_ID}`)
      .setAudience(LOCAL_PROJECT_ID)
      .setSubject(sent.firebase_uid)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(privateKey);
    const [header, , signature] = confirmed.idToken.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ sub: sent.firebase_uid, phone_number: '+15555550100' })).toString('base64url')}.${signature}`;
    for (const idToken of [forged, altered, 'not-a-jwt']) {
      const res = await verifyOtp({ firebase_uid: sent.firebase_uid, idToken });
      expect(res.status).toBe(401);
    }
  });

  it.each([
    ['a valid token', {}, true],
    ['an auth_time in the future', { auth_time: 'future' }, false],
    ['an iat an hour in the future', { iat: 3600 }, false],
    ['an iat two minutes in the future', { iat: 120 }, false],
    ['an iat within the clock skew', { iat: 30 }, true],
    ['no phone number', { phone_number: undefined }, false],
    ['another project as audience', { aud: 'another-project' }, false],
    ['another issuer', { iss: 'https://securetoken.google.com/another-project' }, false],
    ['an empty subject', { sub: '' }, false],
  ])('the shared ID-token check accepts only Firebase-shaped tokens: %s', async (_name, change, isAccepted) => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = { phone_number: '+919876543210', auth_time: now, ...change };
    if (claims.auth_time === 'future') claims.auth_time = now + 3600;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256' })
      .setIssuer((change as { iss?: string }).iss ?? `https://securetoken.google.com/${LOCAL_PROJECT_ID}`)
      .setAudience((change as { aud?: string }).aud ?? LOCAL_PROJECT_ID)
      .setSubject((change as { sub?: string }).sub ?? 'uid-1')
      .setIssuedAt(now + ((change as { iat?: number }).iat ?? 0))
      .setExpirationTime(now + 7200)
      .sign(privateKey);
    const identity = await verifyPhoneIdToken(token, publicKey, { projectId: LOCAL_PROJECT_ID, algorithm: 'ES256' });
    expect(identity).toEqual(isAccepted ? { uid: 'uid-1', phoneNumber: '+919876543210' } : null);
  });

  it.each([
    [{}, 'OTP verification failed'],
    [{ firebase_uid: 'abc' }, 'OTP verification failed'],
    [{ idToken: 'abc' }, 'OTP verification failed'],
    [{ firebase_uid: '', idToken: '' }, 'OTP verification failed'],
  ])('answers 400 for the body %j', async (body, error) => {
    const res = await verifyOtp(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error });
  });
});
