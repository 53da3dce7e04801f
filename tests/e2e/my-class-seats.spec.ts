import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { MySeat, PublicClassSession } from '../../src/lib/api/types';
import { openMyAppointments, signedInPatient } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test } from './support/clinic-clock';

/*
 * Issue 48, the patient's seats: a paid online seat in the seeded yoga class on My appointments in
 * Hindi at a phone's width, its calendar file, and cancelling it by the policy with the refund shown.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

const hasNoSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a patient sees their online class seat in Hindi at 360 px, downloads its calendar file and cancels it with the refund shown', async ({
  page,
  request,
}) => {
  const patient = await signedInPatient(request, 'Sunita Patel');
  const headers = { Authorization: `Bearer ${patient.token}` };
  const sessions = (await (await request.get('/api/v1/class-sessions')).json()) as PublicClassSession[];
  const yoga = sessions.find((s) => s.title.en === 'Yoga for arthritis' && s.seatsLeft.online > 0)!;
  const held = (await (await request.post('/api/v1/class-seats', { data: { sessionId: yoga.id, mode: 'online' }, headers })).json()) as {
    seat: { id: number };
    order: { order_id: string };
  };
  const paid = await (await request.post('/api/dev/checkout/pay', { data: { order_id: held.order.order_id } })).json();
  expect((await request.post(`/api/v1/class-seats/${held.seat.id}/verify-payment`, { data: paid, headers })).status()).toBe(201);
  const [seat] = (await (await request.get('/api/v1/class-seats/mine', { headers })).json()) as MySeat[];

  await page.setViewportSize({ width: 360, height: 800 });
  await openMyAppointments(page, patient, '/hi/my-appointments');
  const section = page.getByRole('region', { name: 'कक्षाएँ और कार्यशालाएँ' });
  const card = section.getByRole('article', { name: 'गठिया के लिए योग' });
  await expect(card).toContainText('ऑनलाइन');
  await expect(card).toContainText(/अगला सत्र: .+ IST/);
  await expect(card.getByText('जुड़ने का लिंक कक्षा से 15 मिनट पहले यहाँ दिखेगा।')).toBeVisible();
  expect(await hasNoSideScroll(page)).toBe(true);
  await expectNoAxeViolations(page, { label: 'my class seats hi 360' });

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'अपने कैलेंडर में जोड़ें' }).click()]);
  const ics = await readFile(await download.path(), 'utf8');
  // In the patient's message language (English until they choose), as a course's file is.
  expect(ics).toContain('SUMMARY:Yoga for arthritis');
  expect(ics).toContain(`UID:class-seat-${held.seat.id}-session-${yoga.id}@`);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);

  await card.getByRole('button', { name: 'सीट रद्द करें' }).click();
  const panel = card.getByRole('group', { name: 'सीट रद्द करें' });
  await expect(panel).toContainText(seat!.cancellation!.refundPaise > 0 ? 'वापस किए जाएँगे' : 'कोई राशि वापस नहीं होगी');
  expect(await hasNoSideScroll(page)).toBe(true);
  await panel.getByRole('button', { name: 'हाँ, सीट रद्द करें' }).click();
  await expect(page.getByText('आपकी सीट रद्द कर दी गई है।', { exact: false })).toBeVisible();
  await expect(card).toContainText('रद्द');
  await expect(card.getByRole('button', { name: 'सीट रद्द करें' })).toHaveCount(0);
  const [after] = (await (await request.get('/api/v1/class-seats/mine', { headers })).json()) as MySeat[];
  expect(after).toMatchObject({ status: 'refunded', refundedPaise: seat!.cancellation!.refundPaise });
});
