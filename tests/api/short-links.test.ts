import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, payments, shortLinks } from '../../src/server/kernel/db/schema';
import { createBookable } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());

const SITE = 'http://localhost:4321';

/** Staff send a payment link; answers the link and the SMS the patient gets. */
async function sendLink(language: 'en' | 'hi' = 'en') {
  const { service, slot } = await createBookable(t.db, { startsInHours: 48 });
  const patient = await createUser(t.db, 'patient', { language });
  const res = await t.app.request(
    '/api/v1/appointments/staff',
    jsonRequest(
      'POST',
      { patientId: patient.user.id, serviceId: service.id, slotId: slot.id, mode: 'video', payment: { method: 'link' } },
      admin.token,
    ),
  );
  expect(res.status).toBe(201);
  const { payment_link: link } = (await res.json()) as { payment_link: { id: string; url: string; expires_at: string } };
  const [sms] = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'payment_link'), eq(notifications.channel, 'sms'), eq(notifications.userId, patient.user.id)));
  return { link, sms: sms! };
}

const codeIn = (text: string) => new RegExp(`${SITE}/p/([A-Za-z0-9_-]+) `).exec(text)?.[1];

describe('the SMS’s short link, /p/<code> on the clinic’s domain (issue 44)', () => {
  it('the payment link SMS carries one short link on the clinic’s site, never the payment page’s address', async () => {
    const { link, sms } = await sendLink();
    expect(sms.bodyText).not.toContain(link.url);
    const code = codeIn(sms.bodyText);
    // 12 URL-safe characters, 72 random bits: not guessable.
    expect(code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(sms.bodyText.match(/https?:\/\//g)).toHaveLength(1);
    expect(sms.template!.parameters).toContain(`${SITE}/p/${code}`);
    // E-mail keeps the whole payment address on its button.
    const [email] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'payment_link'), eq(notifications.channel, 'email'), eq(notifications.userId, sms.userId!)));
    expect(email!.bodyText).toContain(link.url);
  });

  it('redirects (302) to the payment page, uncached and with no referrer, until the link expires with it', async () => {
    const { link, sms } = await sendLink('hi');
    const code = codeIn(sms.bodyText)!;
    const res = await t.app.request(`/p/${code}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(link.url);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    const [stored] = await t.db.select().from(shortLinks).where(eq(shortLinks.code, code));
    const [order] = await t.db.select().from(payments).where(eq(payments.razorpayOrderId, link.id));
    expect(stored!.expiresAt.toISOString()).toBe(order!.linkExpiresAt!.toISOString());

    // Expired with the payment link: the page says so in each language, and sends nowhere.
    await t.db
      .update(shortLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shortLinks.code, code));
    const expired = await t.app.request(`/p/${code}`);
    expect(expired.status).toBe(404);
    expect(expired.headers.get('location')).toBeNull();
    const page = await expired.text();
    expect(page).toContain('This link has expired');
    expect(page).toContain('यह लिंक समाप्त हो गया है');
    expect(page).toContain('આ લિંકની મુદત પૂરી થઈ ગઈ છે');
  });

  it('an unknown code reads as an expired one', async () => {
    for (const code of ['AAAAAAAAAAAA', 'x']) {
      const res = await t.app.request(`/p/${code}`);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('This link has expired');
    }
  });
});
