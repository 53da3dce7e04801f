import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/clinic-clock';
import { SESSION_KEYS } from '../../src/lib/booking/patient-session';
import { clinicDayRangeIso } from '../../src/lib/time/booking-day';
import { pickCalendarDay, signedInPatient, slotRadios } from './booking-support';

test.use({ timezoneId: 'Asia/Kolkata' });

const SHOTS = process.env.SHOTS_DIR;

/** A Monday-to-Saturday India date at least `days` days ahead (the seed has slots then). */
function clinicDayAhead(days: number): string {
  for (let d = days; ; d++) {
    const date = new Date(Date.now() + d * 86_400_000 + 5.5 * 3_600_000);
    if (date.getUTCDay() !== 0) return date.toISOString().slice(0, 10);
  }
}

type Slot = { id: number; doctor: { name: string } };

/** A signed-in patient with one paid appointment of `serviceName` (booked through the API, as the wizard does). */
async function bookedPatient(request: APIRequestContext, serviceName: string, mode: 'video' | 'call' = 'video') {
  const patient = await signedInPatient(request, 'Journey Patient');
  const headers = { Authorization: `Bearer ${patient.token}` };
  const services = (await (await request.get('/api/v1/services')).json()) as { id: number; name: string }[];
  const service = services.find((s) => s.name === serviceName)!;
  const day = clinicDayAhead(2);
  const range = clinicDayRangeIso(day);
  const slots = (await (
    await request.get(
      `/api/v1/time-slots/available?startDate=${encodeURIComponent(range.startDate)}&endDate=${encodeURIComponent(range.endDate)}&serviceId=${service.id}`,
    )
  ).json()) as Slot[];
  // Slots late in the list: other specs take the first ones.
  const slot = slots[slots.length - 1 - Math.floor(Math.random() * Math.min(4, slots.length))]!;
  const order = (await (
    await request.post('/api/v1/appointments/create-order', {
      headers,
      data: { userId: patient.userId, slotId: slot.id, serviceId: service.id, description: 'Journey test', mode },
    })
  ).json()) as { order_id: string };
  const paid = (await (await request.post('/api/dev/checkout/pay', { data: { order_id: order.order_id } })).json()) as Record<string, string>;
  const verified = await request.post('/api/v1/appointments/verify-payment', {
    headers,
    data: { ...paid, userId: patient.userId, slotId: slot.id, serviceId: service.id, description: 'Journey test', mode },
  });
  expect(verified.status()).toBe(201);
  return { patient, service };
}

/** Opens My appointments with the patient's stored session (SPEC §3 keys, as the wizard leaves them). */
async function openMyAppointments(page: Page, session: { token: string; userId: number; firebaseUid: string }) {
  await page.goto('/my-appointments');
  await page.evaluate(
    ({ keys, values }) => {
      localStorage.setItem(keys.token, values.token);
      localStorage.setItem(keys.expiry, String(Date.now() + 3_600_000));
      localStorage.setItem(keys.firebaseUid, values.firebaseUid);
      localStorage.setItem(keys.userId, String(values.userId));
    },
    { keys: SESSION_KEYS, values: session },
  );
  await page.reload();
}

for (const width of [360, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('A patient moves an appointment with the month calendar and times of the service’s doctors, and lands on the moved card', async ({
      page,
      request,
    }) => {
      const { patient } = await bookedPatient(request, 'Garbhasanskar');
      await openMyAppointments(page, patient);
      const card = page.getByRole('article', { name: 'Garbhasanskar' });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: /Reschedule/ }).click();
      // The wizard's calendar, not a bare date box.
      await expect(card.getByRole('grid')).toBeVisible();
      await expect(card.getByLabel('New date')).toHaveCount(0);
      await pickCalendarDay(page, clinicDayAhead(5));
      await expect(slotRadios(page).first()).toBeVisible();
      // Only doctors who offer Garbhasanskar are offered (the API says which).
      const day = clinicDayRangeIso(clinicDayAhead(5));
      const services = (await (await request.get('/api/v1/services')).json()) as { id: number; name: string }[];
      const serviceId = services.find((s) => s.name === 'Garbhasanskar')!.id;
      const offered = (await (
        await request.get(
          `/api/v1/time-slots/available?startDate=${encodeURIComponent(day.startDate)}&endDate=${encodeURIComponent(day.endDate)}&serviceId=${serviceId}`,
        )
      ).json()) as Slot[];
      const all = (await (
        await request.get(`/api/v1/time-slots/available?startDate=${encodeURIComponent(day.startDate)}&endDate=${encodeURIComponent(day.endDate)}`)
      ).json()) as Slot[];
      expect(await slotRadios(page).count()).toBe(offered.length);
      expect(offered.length).toBeLessThan(all.length);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/reschedule-${width}.png`, fullPage: true });

      await slotRadios(page).last().check();
      await card.getByRole('button', { name: 'Move appointment' }).click();
      await expect(page.getByText('Your appointment has been moved.')).toBeVisible();
      const moved = page.getByRole('article', { name: 'Garbhasanskar' });
      await expect(moved).toContainText('1 move left');
      await expect(moved).toBeFocused();
      await expect(moved).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/moved-${width}.png` });
    });

    test('A patient chooses Hindi for their messages under Your details; a call says the doctor will call', async ({ page, request }) => {
      const { patient } = await bookedPatient(request, 'Personalized Consultation', 'call');
      await openMyAppointments(page, patient);
      const card = page.getByRole('article', { name: 'Personalized Consultation' });
      await expect(card).toContainText('A phone call: the doctor will call your verified number at');
      await expect(card).not.toContainText('meeting link');
      const details = page.getByRole('region', { name: 'Your details' });
      await expect(details).toContainText(patient.mobile.replace(/^\+91(\d{5})(\d{5})$/, '+91 $1 $2'));
      const language = details.getByLabel('Language of your messages');
      await expect(language).toHaveValue('en');
      await language.selectOption('hi');
      await details.getByRole('button', { name: 'Save language' }).click();
      await expect(page.getByText('Your messages will now come in this language.')).toBeVisible();
      const me = (await (await request.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${patient.token}` } })).json()) as {
        language: string;
      };
      expect(me.language).toBe('hi');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (SHOTS) await details.scrollIntoViewIfNeeded();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/details-${width}.png`, fullPage: true });
      await page.reload();
      await expect(page.getByRole('region', { name: 'Your details' }).getByLabel('Language of your messages')).toHaveValue('hi');
    });
  });
}
