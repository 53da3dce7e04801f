import type { Page } from '@playwright/test';
import type { ProgrammeEnrolment, ProgrammeTemplate } from '../../src/lib/api/types';
import { addDays, clinicToday } from '../../src/lib/programmes/weeks';
import { clinicClockResponse } from '../../src/server/http/dev/responses';
import { catalogueOf } from '../../src/i18n/catalogues';
import { openMyAppointments, openWithStoredSession, signedInPatient } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { islandsHydrated } from './support/islands';
import { expect, test } from './support/admin';

/*
 * Issue 49: a patient enrolled in Garbhasanskar by the clinic (through the API, as the desk does)
 * opens their programme on My appointments in Gujarati at a phone's width, reads the month's
 * guidance and sends a check-in with a red flag; the doctor's alert follows (API).
 * A second patient buys the programme on the Gujarati Garbhasanskar page (local checkout) and finds it in My appointments.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

const hasNoSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a patient enrolled in Garbhasanskar opens the programme in Gujarati at 360 px and sends a check-in', async ({ page, request, adminToken }) => {
  const headers = { Authorization: `Bearer ${adminToken}` };
  const patient = await signedInPatient(request, 'Meera Patel');
  const today = clinicToday(new Date(clinicClockResponse.parse(await (await request.get('/api/dev/clock')).json()).now));
  const templates = (await (await request.get('/api/v1/programmes/templates', { headers })).json()) as ProgrammeTemplate[];
  const garbhasanskar = templates.find((template) => template.slug === 'garbhasanskar')!;
  // Due in 122 days: gestational week 40 - ceil(122 / 7) = 22, month 5's step.
  const enrolled = await request.post('/api/v1/programmes', {
    headers,
    data: { patient_id: patient.userId, template_id: garbhasanskar.id, due_date: addDays(today, 122), messages_consent: true },
  });
  expect(enrolled.status()).toBe(201);
  const enrolment = (await enrolled.json()) as ProgrammeEnrolment;
  expect(enrolment.week).toBe(22);

  await page.setViewportSize({ width: 360, height: 800 });
  await openMyAppointments(page, patient, '/gu/my-appointments');
  const card = page.getByRole('region', { name: 'આપના કાર્યક્રમો' }).getByRole('article', { name: 'ગર્ભસંસ્કાર (નવ મહિના)' });
  await expect(card).toContainText('સગર્ભાવસ્થાનું અઠવાડિયું 22');
  await expect(card.getByRole('region', { name: 'અત્યારનું માર્ગદર્શન' })).toContainText('મહિનો 5');
  await expect(card).toContainText('આગળ: મહિનો 6');
  expect(await hasNoSideScroll(page)).toBe(true);
  await expectNoAxeViolations(page, { label: 'programme gu 360' });
  await page.screenshot({ path: '/tmp/programmes-patient-360.png', fullPage: true });

  const form = card.getByRole('form', { name: 'આપનું ચેક-ઇન' });
  // Sending with questions unanswered is refused in place.
  await form.getByRole('button', { name: 'ચેક-ઇન મોકલો' }).click();
  await expect(form.getByRole('alert')).toHaveText('કૃપા કરી દરેક પ્રશ્નનો જવાબ આપો.');
  const answer = async (question: RegExp, yes: boolean) =>
    form
      .getByRole('group', { name: question })
      .getByRole('radio', { name: yes ? 'હા' : 'ના' })
      .check();
  await answer(/રક્તસ્રાવ/, true);
  await answer(/તાવ/, false);
  await answer(/માથાનો દુખાવો/, false);
  await answer(/હલનચલન/, false);
  await form.getByLabel(/આપને કેવું લાગે છે/).fill('6');
  await form.getByLabel(/બીજું કંઈ/).fill('સવારથી થોડો રક્તસ્રાવ');
  await form.getByRole('button', { name: 'ચેક-ઇન મોકલો' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'ચેક-ઇન' })).toContainText('આપના ડૉક્ટરને જાણ કરવામાં આવી છે');
  await expect(form).toHaveCount(0);

  // The clinic sees the alert at the top of its queue (admin: every programme).
  const alerts = (await (await request.get('/api/v1/programmes/alerts', { headers })).json()) as {
    enrolment_id: number;
    red_flags: { key: string }[];
  }[];
  expect(alerts.find((alert) => alert.enrolment_id === enrolment.id)?.red_flags.map((flag) => flag.key)).toEqual(['bleeding']);

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: '/tmp/programmes-patient-1366.png', fullPage: true });

  // The message's one-tap stop link (the patient's e-mail copy carries its token) stops the programme's messages.
  const outbox = (await (await request.get('/api/dev/outbox', { params: { kind: 'programme_step' } })).json()) as {
    channel: string;
    recipient: string;
    body_text: string;
  }[];
  // In the patient's message language (English until they choose one), on the mobile channel.
  const sms = outbox.find((row) => row.channel !== 'email' && row.recipient.endsWith(patient.mobile.slice(-10)));
  const token = /programme-stop\?token=([A-Za-z0-9_-]{24})/.exec(sms?.body_text ?? '')?.[1];
  expect(token, 'the stop link in the SMS').toBeDefined();
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/gu/programme-stop?token=${token}`);
  // A press before the island hydrates is lost (it once was, in CI).
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'આ સંદેશા બંધ કરો' }).click();
  await expect(page.getByRole('status')).toContainText('હવે આપને કાર્યક્રમના સંદેશા મોકલાશે નહીં');
  await page.screenshot({ path: '/tmp/programmes-stop-360.png', fullPage: true });
});

test('a patient buys Garbhasanskar online in Gujarati at 360 px and finds it in My appointments', async ({ page, request }) => {
  const gu = catalogueOf('gu');
  const copy = gu.workshopSessions.programmeBuy;
  const patient = await signedInPatient(request, 'Komal Desai');
  const today = clinicToday(new Date(clinicClockResponse.parse(await (await request.get('/api/dev/clock')).json()).now));
  await page.setViewportSize({ width: 360, height: 800 });
  await openWithStoredSession(page, patient, Date.now() + 3_600_000, '/gu/services/garbhasanskar');
  const buy = page.getByRole('region', { name: copy.heading });
  // The island wakes when it scrolls into view.
  await buy.scrollIntoViewIfNeeded();
  await buy.getByLabel(copy.dueDate).fill(addDays(today, 150));
  await buy.getByRole('checkbox', { name: copy.consent }).check();
  await buy.getByRole('button', { name: /ચૂકવો$/ }).click();
  const checkout = page.getByRole('dialog', { name: gu.booking.bookingCopy.localCheckout.title });
  await checkout.getByRole('button', { name: new RegExp(`^${gu.booking.bookingCopy.localCheckout.pay}`) }).click();
  const bought = page.getByRole('region', { name: copy.confirmedTitle });
  await expect(bought).toContainText(/રસીદ \S+/);
  expect(await hasNoSideScroll(page)).toBe(true);
  await page.screenshot({ path: '/tmp/programmes-buy-360.png', fullPage: true });

  await bought.getByRole('link', { name: copy.myAppointments }).click();
  const card = page.getByRole('region', { name: 'આપના કાર્યક્રમો' }).getByRole('article', { name: 'ગર્ભસંસ્કાર (નવ મહિના)' });
  // Due in 150 days: gestational week 40 - ceil(150 / 7) = 18.
  await expect(card).toContainText('સગર્ભાવસ્થાનું અઠવાડિયું 18');
});
