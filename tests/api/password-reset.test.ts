import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetMessages } from '../../src/lib/validation/messages';
import { LOGIN_FAILURES_BEFORE_LOCK, LOGIN_WINDOW_SECONDS } from '../../src/server/identity/auth/login-throttle';
import { signToken } from '../../src/server/identity/auth/tokens';
import { auditEvents, users } from '../../src/server/kernel/db/schema';
import type { OutgoingMessage } from '../../src/server/kernel/providers/notifications/types';
import { recordHit } from '../../src/server/kernel/rate-limit';
import { createTestContext, createUser, jsonRequest, TEST_JWT_SECRET, type TestContext } from '../support/test-app';

let t: TestContext;
const sent: OutgoingMessage[] = [];
beforeAll(async () => {
  t = await createTestContext();
  vi.spyOn(t.deps.providers.notifications.email, 'send').mockImplementation(async (message) => {
    sent.push(message);
    return { providerMessageId: `test-${sent.length}` };
  });
  vi.spyOn(console, 'log').mockImplementation(() => {});
});
afterAll(() => t.close());

let ipCounter = 0;
const post = (path: string, body: unknown, headers: Record<string, string> = { 'x-test-ip': `10.60.0.${++ipCounter}` }) =>
  t.app.request(path, jsonRequest('POST', body, undefined, headers));
const requestReset = (email: string) => post('/api/v1/users/password-reset', { email });
const confirmReset = (token: string, password: string) => post('/api/v1/users/password-reset/confirm', { token, password });
const login = (email: string, password: string) => post('/api/v1/users/login', { email, password });

/** The token in the newest reset e-mail to `email`. */
function linkTokenFor(email: string): string {
  const message = sent.filter((m) => m.recipient === email).at(-1);
  const token = /\/admin\/reset-password#token=([\w.-]+)/.exec(message?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link for ${email}`);
  return token;
}

describe('POST /api/v1/users/password-reset (finding 3: the owner lifts a lock)', () => {
  it('answers the same 202 for an unknown e-mail and sends nothing', async () => {
    const before = sent.length;
    const res = await requestReset('nobody@clinic.example');
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: passwordResetMessages.sent });
    expect(sent.length).toBe(before);
  });

  it('a locked admin asks for a link, chooses a new password, and signs in at once; the link then stops working', async () => {
    const admin = await createUser(t.db, 'admin');
    const email = admin.user.email!;
    for (let i = 0; i < LOGIN_FAILURES_BEFORE_LOCK; i++) await recordHit(t.db, `login-fail:${email.toLowerCase()}`, LOGIN_WINDOW_SECONDS);
    expect((await login(email, admin.password)).status).toBe(429);

    const res = await requestReset(email.toUpperCase());
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ message: passwordResetMessages.sent });
    const token = linkTokenFor(email);
    expect(sent.at(-1)).toMatchObject({ kind: 'password_reset', recipient: email, subject: expect.stringContaining('new password') });
    expect(sent.at(-1)!.text).toContain('http://localhost:4321/admin/reset-password#token=');

    // The reset token is no session token.
    expect((await t.app.request('/api/v1/dashboard', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);

    const done = await confirmReset(token, 'a-brand-new-password');
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ message: passwordResetMessages.done });
    // The old session ends; the new password works at once, the lock is lifted.
    expect((await t.app.request('/api/v1/dashboard', { headers: { Authorization: `Bearer ${admin.token}` } })).status).toBe(401);
    expect((await login(email, admin.password)).status).toBe(401);
    expect((await login(email, 'a-brand-new-password')).status).toBe(200);

    const again = await confirmReset(token, 'yet-another-password');
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: passwordResetMessages.linkInvalid, code: 'invalid' });

    const trail = await t.db
      .select({ action: auditEvents.action, actorRole: auditEvents.actorRole })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, admin.user.id), inArray(auditEvents.action, ['password_reset_requested', 'password_reset'])));
    expect(trail).toEqual([
      { action: 'password_reset_requested', actorRole: 'anonymous' },
      { action: 'password_reset', actorRole: 'admin' },
    ]);
  }, 60_000);

  it('refuses a forged, a session or an outdated token, and a short password', async () => {
    const admin = await createUser(t.db, 'admin');
    await requestReset(admin.user.email!);
    const token = linkTokenFor(admin.user.email!);
    expect((await confirmReset(token, 'short')).status).toBe(400);
    const session = await signToken(TEST_JWT_SECRET, { id: admin.user.id, role: 'admin', tokenVersion: 0 }, 600);
    for (const bad of [`${token.slice(0, -2)}xx`, session]) {
      const res = await confirmReset(bad, 'a-long-enough-password');
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: passwordResetMessages.linkInvalid });
    }
    // A logout after the request ends the link too.
    await t.db.update(users).set({ tokenVersion: 5 }).where(eq(users.id, admin.user.id));
    expect((await confirmReset(token, 'a-long-enough-password')).status).toBe(400);
  }, 60_000);

  it('limits requests per account to 3 an hour', async () => {
    const admin = await createUser(t.db, 'admin');
    for (let i = 0; i < 3; i++) expect((await requestReset(admin.user.email!)).status).toBe(202);
    expect((await requestReset(admin.user.email!)).status).toBe(429);
  });
});
