import type { APIRequestContext, Page } from '@playwright/test';
import { catalogueOf } from '../../src/i18n/catalogues';
import { formatPaise } from '../../src/lib/format/money';
import { latestCode, signedInPatient } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test } from './support/admin';
import { hydrateIslands } from './support/islands';
import { serverNowMs } from './support/slot-starting-soon';

/*
 * The waitlist (issue 48, docs/decisions/050) on a phone in Hindi: a session's only online seat is
 * sold; a second patient joins the line from /hi/workshops; the seat's buyer gives it back; the
 * first in line is sent a claim link, opens it, claims the seat and pays in the local checkout.
 * The session is three days after the server's clock, so nothing depends on the time of day.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

const SHOTS = '/work/shots-waitlist';
const hi = catalogueOf('hi');
const seatCopy = hi.workshopSessions.workshopSessions;
const copy = hi.workshopSessions.waitlist;
const PRICE = 65_000;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function posted<T>(request: APIRequestContext, path: string, data: unknown, token: string, status = 201): Promise<T> {
  const res = await request.post(`/api/v1${path}`, { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

/** A session's card on the workshops page, by its class title. */
const sessionCard = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

test("a full session's waitlister gets the freed seat's link, claims it and pays (Hindi, 360 px)", async ({ page, request, adminToken }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 800 });
  const therapists = (await (await request.get('/api/v1/therapists', { headers: bearer(adminToken) })).json()) as { id: number; active: boolean }[];
  const tag = `${Date.now() % 1_000_000}`;
  const titleHi = `प्राणायाम कार्यशाला ${tag}`;
  const cls = await posted<{ id: number }>(
    request,
    '/classes',
    {
      title: { en: `Pranayama workshop ${tag}`, hi: titleHi, gu: `પ્રાણાયામ કાર્યશાળા ${tag}` },
      teacher: { kind: 'therapist', id: therapists.find((t) => t.active)!.id },
      roomId: null,
      inPersonSeats: 0,
      onlineSeats: 1,
      pricePaise: PRICE,
      seatSale: 'session',
    },
    adminToken,
  );
  const startsAt = new Date(Math.ceil(((await serverNowMs(page)) + 3 * 86_400_000) / 300_000) * 300_000).toISOString();
  const [session] = await posted<{ id: number }[]>(request, `/classes/${cls.id}/sessions`, { startsAt, minutes: 60 }, adminToken);

  // The only seat, bought and paid through the checkout by a first patient.
  const buyer = await signedInPatient(request, 'Seat Buyer');
  const hold = await posted<{ seat: { id: number }; order: { order_id: string } }>(
    request,
    '/class-seats',
    { sessionId: session!.id, mode: 'online' },
    buyer.token,
  );
  const paid = await (await request.post('/api/dev/checkout/pay', { data: { order_id: hold.order.order_id } })).json();
  await posted(request, `/class-seats/${hold.seat.id}/verify-payment`, paid, buyer.token);

  // The waiting patient reads their messages in Hindi.
  const waiter = await signedInPatient(request, 'Waiting Patient');
  const put = await request.put('/api/v1/users/me', { headers: bearer(waiter.token), data: { name: 'Waiting Patient', language: 'hi' } });
  expect(put.status(), await put.text()).toBe(200);

  await page.goto('/hi/workshops');
  await hydrateIslands(page);
  const card = sessionCard(page, titleHi);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('seats-online')).toContainText(seatCopy.full);
  await expect(card.getByRole('button', { name: seatCopy.bookFor(titleHi) })).toHaveCount(0);
  await card.getByRole('button', { name: copy.joinFor(titleHi) }).click();
  await card.getByLabel(hi.booking.bookingCopy.mobile).fill(waiter.mobile.slice(3));
  await card.getByRole('button', { name: hi.booking.bookingCopy.sendOtp }).click();
  await card.getByLabel(hi.booking.bookingCopy.otp, { exact: true }).fill(await latestCode(request, waiter.mobile));
  await card.getByRole('button', { name: hi.booking.bookingCopy.verifyOtp }).click();
  await card.getByRole('button', { name: copy.confirmJoin }).click();
  await expect(card.getByRole('status').filter({ hasText: copy.joined(1) })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'the waitlist form' });
  await card.screenshot({ path: `${SHOTS}/waitlist-join-hi-360.png` });

  // The buyer gives the seat back: it is offered to the first in line at once.
  const preview = (await (await request.get(`/api/v1/class-seats/${hold.seat.id}/cancellation`, { headers: bearer(buyer.token) })).json()) as {
    refundPaise: number;
  };
  await posted(request, `/class-seats/${hold.seat.id}/cancel`, { refundPaise: preview.refundPaise }, buyer.token, 200);
  const outbox = async () =>
    (await (await request.get(`/api/dev/outbox?kind=waitlist_offer&recipient=${encodeURIComponent(waiter.mobile)}`)).json()) as {
      body_text: string;
    }[];
  await expect.poll(async () => (await outbox()).length).toBeGreaterThan(0);
  const [message] = await outbox();
  expect(message!.body_text).toContain(titleHi);
  const link = /https?:\/\/\S+\/p\/[A-Za-z0-9_-]+/.exec(message!.body_text)![0];

  // The one-tap link: the short link leads to the Hindi claim page.
  await page.goto(link);
  await expect(page).toHaveURL(/\/hi\/waitlist\/claim\?token=/);
  await expect(page.getByRole('heading', { level: 1, name: copy.claimTitle })).toBeVisible();
  await hydrateIslands(page);
  await expect(page.getByRole('heading', { level: 2, name: titleHi })).toBeVisible();
  await expect(page.getByTestId('time-left')).toContainText(copy.timeLeft(12 * 60).slice(0, 8));
  await expectNoAxeViolations(page, { label: 'the claim page' });
  await page.screenshot({ path: `${SHOTS}/waitlist-claim-hi-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/waitlist-claim-hi-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });

  // Verified on this page's session already (the workshops page kept it), the patient claims and pays.
  await page.getByRole('button', { name: copy.claim(formatPaise(PRICE, 'hi')) }).click();
  const checkout = page.getByRole('dialog', { name: hi.booking.bookingCopy.localCheckout.title });
  await checkout.getByRole('button', { name: new RegExp(`^${hi.booking.bookingCopy.localCheckout.pay}`) }).click();
  const booked = page.getByRole('region', { name: seatCopy.confirmedTitle });
  await expect(booked).toBeVisible();
  await expect(booked).toContainText(titleHi);
  await page.screenshot({ path: `${SHOTS}/waitlist-claimed-hi-360.png`, fullPage: true });

  // The link again: used, said so in Hindi.
  await page.goto(link);
  await hydrateIslands(page);
  await expect(page.getByRole('alert')).toHaveText(hi.messages.waitlist.offerUsed);
  const mine = (await (await request.get('/api/v1/class-seats/mine', { headers: bearer(waiter.token) })).json()) as { status: string }[];
  expect(mine.map((seat) => seat.status)).toEqual(['paid']);
});

test("staff see a full session's line on its roster; a seat they add is offered to the first in line at once", async ({
  adminPage: page,
  request,
  adminToken,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const therapists = (await (await request.get('/api/v1/therapists', { headers: bearer(adminToken) })).json()) as { id: number; active: boolean }[];
  const title = `Waitlist workshop ${Date.now() % 1_000_000}`;
  const classBody = {
    title: { en: title, hi: `${title} (हिंदी)`, gu: `${title} (ગુજરાતી)` },
    teacher: { kind: 'therapist', id: therapists.find((t) => t.active)!.id },
    roomId: null,
    inPersonSeats: 0,
    onlineSeats: 1,
    pricePaise: PRICE,
    seatSale: 'session',
  };
  const cls = await posted<{ id: number }>(request, '/classes', classBody, adminToken);
  const startsAt = new Date(Math.ceil(((await serverNowMs(page)) + 4 * 86_400_000) / 300_000) * 300_000).toISOString();
  const [session] = await posted<{ id: number }[]>(request, `/classes/${cls.id}/sessions`, { startsAt, minutes: 60 }, adminToken);
  const buyer = await signedInPatient(request, 'Desk Buyer');
  await posted(request, `/class-sessions/${session!.id}/desk-seat`, { patientId: buyer.userId, mode: 'online', method: 'cash' }, adminToken);
  const waiter = await signedInPatient(request, 'Meena Line');
  await posted(request, '/waitlist', { sessionId: session!.id, mode: 'online' }, waiter.token);

  await page.goto('/admin/classes');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page
    .getByRole('button', { name: /^Roster of/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Roster' });
  const line = dialog.getByRole('table', { name: 'Waitlist' });
  await expect(line.getByRole('row', { name: /Meena Line/ })).toContainText('Waiting');
  await expect(dialog.getByRole('button', { name: /^Offer now/ })).toHaveCount(0);

  // Staff add a second online seat: raising the capacity offers it to the first in line at once
  // (decision 053), so nothing is left to offer by hand.
  const put = await request.put(`/api/v1/classes/${cls.id}`, { headers: bearer(adminToken), data: { ...classBody, onlineSeats: 2 } });
  expect(put.status(), await put.text()).toBe(200);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page
    .getByRole('button', { name: /^Roster of/ })
    .first()
    .click();
  await expect(line.getByRole('row', { name: /Meena Line/ })).toContainText('Offered until');
  await expect(dialog.getByRole('button', { name: /^Offer now/ })).toHaveCount(0);
  await expectNoAxeViolations(page, { label: 'roster with its waitlist' });
  await page.screenshot({ path: `${SHOTS}/waitlist-roster-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/waitlist-roster-360.png`, fullPage: true });
});
