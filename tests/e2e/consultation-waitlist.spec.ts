import type { APIRequestContext } from '@playwright/test';
import { catalogueOf } from '../../src/i18n/catalogues';
import { formatPaise } from '../../src/lib/format/money';
import { indiaDateOf, weekdayOf } from '../../src/lib/time/clinic-time';
import { calendarDay, openWithStoredSession, signedInPatient } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test } from './support/admin';
import { hydrateIslands } from './support/islands';
import { serverNowMs } from './support/slot-starting-soon';

/*
 * A doctor's full day (issue 48, docs/decisions/053, 061), in Hindi on a phone: a service only one
 * doctor offers has one time that day, booked at the desk; a patient picks the day in the booking
 * wizard, joins its waiting list; staff see the line; the desk cancels the booking; the first in
 * line is sent the claim link, opens it, claims the time and pays in the local checkout.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

const SHOTS = '/work/shots-waitlist';
const hi = catalogueOf('hi');
const copy = hi.workshopSessions.consultationWaitlist;
const PRICE_RUPEES = 900;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function posted<T>(request: APIRequestContext, path: string, data: unknown, token: string, status = 201): Promise<T> {
  const res = await request.post(`/api/v1${path}`, { headers: bearer(token), data });
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

test("a doctor's full day: the patient joins its line in the wizard, is offered the freed time, claims and pays (Hindi, 360 px)", async ({
  page,
  adminPage,
  request,
  adminToken,
}) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  const service = await posted<{ id: number; name: string }>(
    request,
    '/services',
    { name: `Waitlist Consult ${tag}`, price: PRICE_RUPEES, status: true },
    adminToken,
  );
  const doctor = await posted<{ id: number; name: string }>(
    request,
    '/doctors',
    {
      name: `Dr Line ${tag}`,
      specialization: 'Kayachikitsa',
      email: `dr.line.${tag}@clinic.example`,
      mobile: '9824011001',
      gender: 'female',
      service_ids: [service.id],
    },
    adminToken,
  );
  const day = indiaDateOf(new Date((await serverNowMs(page)) + 5 * 86_400_000));
  const generated = await request.post('/api/v1/time-slots/generate', {
    headers: bearer(adminToken),
    data: { doctorId: doctor.id, startDate: day, endDate: day, weekdays: [weekdayOf(day)], dayStart: '10:00', dayEnd: '10:30', slotMinutes: 30 },
  });
  expect(generated.status(), await generated.text()).toBeLessThan(300);
  const slots = (await (await request.get('/api/v1/time-slots', { headers: bearer(adminToken) })).json()) as {
    id: number;
    doctor: { name: string };
  }[];
  const slot = slots.find((s) => s.doctor.name === doctor.name)!;
  // The day's only time, booked and paid at the desk.
  const booked = await posted<{ appointment: { id: number } }>(
    request,
    '/appointments/staff',
    {
      patient: { name: `Desk Holder ${tag}`, mobile: `+9198${String(Date.now()).slice(-8)}` },
      serviceId: service.id,
      slotId: slot.id,
      mode: 'video',
      payment: { method: 'cash', amount: PRICE_RUPEES },
    },
    adminToken,
  );

  // The waiting patient, in Hindi, on a phone: the full day is pressed on Select Date.
  const waiter = await signedInPatient(request, 'Line Patient');
  const put = await request.put('/api/v1/users/me', { headers: bearer(waiter.token), data: { name: 'Line Patient', language: 'hi' } });
  expect(put.status(), await put.text()).toBe(200);
  await page.setViewportSize({ width: 360, height: 800 });
  await openWithStoredSession(page, waiter, undefined, '/hi/book-appointment');
  await hydrateIslands(page);
  const bookingCopy = hi.booking.bookingCopy;
  await page.getByLabel(bookingCopy.service, { exact: true }).selectOption({ label: service.name });
  await page.getByLabel(bookingCopy.describe).fill('घुटनों में सुबह दर्द');
  await page.getByRole('button', { name: bookingCopy.next }).click();
  await expect(page.getByRole('heading', { name: bookingCopy.steps.date })).toBeVisible();
  await expect(page.getByText(bookingCopy.calendar.loading)).toHaveCount(0);
  // A day without free times is aria-disabled, not disabled: pressing it opens its waiting list.
  const fullDay = calendarDay(page, day, 'hi');
  if (!(await fullDay.isVisible())) await page.getByRole('button', { name: bookingCopy.calendar.nextMonth }).click();
  await expect(fullDay).toHaveAttribute('aria-disabled', 'true');
  await fullDay.click({ force: true });
  const line = page.getByRole('region', { name: copy.title });
  await line.getByRole('button', { name: copy.join(doctor.name) }).click();
  await expect(line.getByRole('status').filter({ hasText: copy.joined(1) })).toBeVisible();
  await expectNoAxeViolations(page, { label: 'the full day’s waiting list' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/consultation-join-hi-360.png`, fullPage: true });

  // Staff see the line at the desk's width.
  await adminPage.setViewportSize({ width: 1366, height: 900 });
  await adminPage.goto('/admin/waitlist');
  await adminPage.getByRole('link', { name: new RegExp(`^${doctor.name},`) }).click();
  await expect(adminPage.getByRole('heading', { level: 2, name: new RegExp(`^${doctor.name},.*: 1 in line · 0 free times`) })).toBeVisible();
  await expect(adminPage.getByRole('row', { name: /Line Patient/ })).toBeVisible();
  await expectNoAxeViolations(adminPage, { label: 'a doctor-day’s waitlist' });
  await adminPage.screenshot({ path: `${SHOTS}/consultation-line-1366.png`, fullPage: true });
  // The same line from the booked appointment's row on Appointments, filtered by the doctor.
  await adminPage.goto(`/admin/appointments?doctor_id=${doctor.id}`);
  await adminPage
    .getByRole('link', { name: new RegExp(`^Waitlist for ${doctor.name},`) })
    .first()
    .click();
  await expect(adminPage.getByRole('heading', { level: 2, name: new RegExp(`^${doctor.name},.*: 1 in line`) })).toBeVisible();

  // The desk cancels the booking: the freed time is offered to the first in line at once.
  await posted(request, `/appointments/${booked.appointment.id}/status`, { status: 'cancelled', reason: 'Patient travelling' }, adminToken, 200);
  const outbox = async () =>
    (await (await request.get(`/api/dev/outbox?kind=waitlist_offer&recipient=${encodeURIComponent(waiter.mobile)}`)).json()) as {
      body_text: string;
    }[];
  await expect.poll(async () => (await outbox()).length).toBeGreaterThan(0);
  const link = /https?:\/\/\S+\/p\/[A-Za-z0-9_-]+/.exec((await outbox())[0]!.body_text)![0];

  await page.goto(link);
  await expect(page).toHaveURL(/\/hi\/waitlist\/claim\?token=/);
  await hydrateIslands(page);
  const offer = page.getByRole('region', { name: service.name });
  await expect(offer).toContainText(doctor.name);
  await offer.getByLabel(copy.describe).fill('घुटनों में सुबह दर्द');
  await page.screenshot({ path: `${SHOTS}/consultation-claim-hi-360.png`, fullPage: true });
  await offer.getByRole('button', { name: copy.claim(formatPaise(PRICE_RUPEES * 100, 'hi')) }).click();
  const checkout = page.getByRole('dialog', { name: bookingCopy.localCheckout.title });
  await checkout.getByRole('button', { name: new RegExp(`^${bookingCopy.localCheckout.pay}`) }).click();
  await expect(page.getByRole('heading', { name: copy.bookedTitle })).toBeVisible();

  // The claimed time is the patient's appointment now.
  const mine = await request.get('/api/v1/appointments/mine', { headers: bearer(waiter.token) });
  expect(mine.status()).toBe(200);
  expect(JSON.stringify(await mine.json())).toContain(doctor.name);

  // The test's service leaves the public list: the worker's later specs count the seeded ones.
  const retired = await request.put(`/api/v1/services/${service.id}`, {
    headers: bearer(adminToken),
    data: { name: service.name, price: PRICE_RUPEES, status: false },
  });
  expect(retired.status(), await retired.text()).toBe(200);
});
