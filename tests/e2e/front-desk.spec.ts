import type { Page } from '@playwright/test';
import type { Appointment, AvailableSlot, PatientPage } from '../../src/lib/api/types';
import { formatDate, shortDateName } from '../../src/lib/format/date';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { chooseDayAndTime, openWithStoredSession, pickCalendarDay, signedInPatient, uniqueMobile } from './booking-support';
import { adminGet, expect, test } from './support/admin';

// Issue 34: the front desk books for patients, opens a patient's whole story and books again.
const TIME_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: TIME_ZONE });
const SHOTS = '/tmp/shots-front-desk-b';
const SERVICE = 'Personalized Consultation';

/** The first free slot two or more days ahead of the service (and doctor, when given), from the public lookup. */
async function freeSlot(page: Page, serviceId: number, doctorId?: number): Promise<AvailableSlot> {
  const from = new Date(Date.now() + 2 * 86_400_000);
  const to = new Date(Date.now() + 12 * 86_400_000);
  const res = await page.request.get('/api/v1/time-slots/available', {
    params: { startDate: from.toISOString(), endDate: to.toISOString(), serviceId },
  });
  expect(res.status()).toBe(200);
  const slots = ((await res.json()) as AvailableSlot[]).filter((slot) => doctorId === undefined || slot.doctor.id === doctorId);
  expect(slots.length).toBeGreaterThan(0);
  return slots[0]!;
}

/** The Appointments list filtered to the slot's doctor and day: it runs latest first, ten to a page, and other tests book later visits. */
const appointmentsOfDay = (slot: AvailableSlot) => {
  const day = indiaDateOf(new Date(slot.start_time));
  return `/admin/appointments?doctor_id=${slot.doctor.id}&from=${day}&to=${day}`;
};

async function serviceIdOf(page: Page, name: string) {
  const services = await adminGet<{ id: number; name: string }[]>(page, '/services');
  return services.find((s) => s.name === name)!.id;
}

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 360, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('staff book a walk-in patient paying cash and see the reference', async ({ adminPage: page }) => {
      const started = Date.now();
      const serviceId = await serviceIdOf(page, SERVICE);
      const slot = await freeSlot(page, serviceId);
      await page.goto(appointmentsOfDay(slot));
      await page.getByRole('button', { name: 'New appointment' }).click();
      const dialog = page.getByRole('dialog', { name: 'New appointment' });
      await dialog.getByRole('button', { name: 'Add a new patient' }).click();
      const name = `Walk-in ${viewport.width} ${Date.now().toString(36)}`;
      await dialog.getByLabel('Name').fill(name);
      await dialog.getByLabel('Mobile').fill(uniqueMobile());
      await dialog.getByLabel('Service').selectOption({ label: `${SERVICE} (₹800.00)` });
      await dialog.getByLabel('Doctor').selectOption({ label: slot.doctor.name });
      // The doctor's next free days are one click away.
      await dialog
        .getByRole('group', { name: 'Next free days' })
        .getByRole('button', { name: new RegExp(`^${shortDateName(indiaDateOf(new Date(slot.start_time)))} \\d+ free$`) })
        .click();
      await dialog
        .getByRole('group', { name: 'Time' })
        .getByRole('radio', { name: formatDate(slot.start_time, 'time', TIME_ZONE) })
        .check();
      await dialog.getByRole('radio', { name: 'In person' }).check();
      // The fee is the service's price, taken in cash.
      await expect(dialog.getByLabel('Method')).toHaveValue('cash');
      await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('800');
      await dialog.getByLabel('Description (optional)').fill('Walked in with lower back pain');
      await page.screenshot({ path: `${SHOTS}/new-appointment-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Book appointment' }).click();

      const done = page.getByRole('dialog', { name: 'Appointment booked' });
      await expect(done).toContainText(/Reference #\d+/);
      await expect(done).toContainText(name);
      await expect(done).toContainText('In person');
      await expect(done).toContainText('₹800.00 by Cash');
      await page.screenshot({ path: `${SHOTS}/booked-${viewport.width}.png` });
      expect(Date.now() - started).toBeLessThan(60_000);
      const reference = (await done.getByText(/^#\d+$/).textContent())!;
      await done.getByRole('button', { name: 'Done' }).click();
      // The list shows the new, confirmed, paid visit.
      const row = page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('Confirmed');
      await expect(row).toContainText(reference.slice(1));
    });

    test('staff open a patient’s page from the appointments list and book again', async ({ adminPage: page }) => {
      await page.goto('/admin/appointments');
      await page.getByRole('row').filter({ hasText: 'Kavya Sharma' }).first().getByRole('link', { name: 'Kavya Sharma' }).click();
      await expect(page).toHaveURL(/\/admin\/patients\/\d+$/);
      await expect(page.getByRole('heading', { name: 'Kavya Sharma', level: 1 })).toBeVisible();
      for (const section of ['Upcoming appointments', 'Past appointments', 'Payments', 'Refunds', 'Messages sent', 'History']) {
        await expect(page.getByRole('heading', { name: section })).toBeVisible();
      }
      const id = Number(page.url().split('/').pop());
      const story = await adminGet<PatientPage>(page, `/users/patients/${id}`);
      const visit = story.past.find((a) => a.status === 'completed')!;
      await page.screenshot({ path: `${SHOTS}/patient-page-${viewport.width}.png`, fullPage: true });

      const past = page.getByRole('region', { name: 'Past appointments' });
      await past.getByRole('button', { name: `Book again appointment ${visit.id}` }).click();
      const dialog = page.getByRole('dialog', { name: 'New appointment' });
      await expect(dialog).toContainText('Kavya Sharma');
      await expect(dialog.getByLabel('Service')).toHaveValue(String(visit.service.id));
      await expect(dialog.getByLabel('Doctor')).toHaveValue(String(visit.doctor.id));
      const slot = await freeSlot(page, visit.service.id, visit.doctor.id);
      await chooseDayAndTime(page, slot);
      await dialog.getByRole('radio', { name: 'Video' }).check();
      // A follow-up without charge at one width, paid by UPI at the other.
      if (viewport.width > 600) {
        await dialog.getByLabel('Method').selectOption('waived');
        await dialog.getByLabel('Reason for waiving the fee').fill('Follow-up of the last visit');
      } else {
        await dialog.getByLabel('Method').selectOption('upi');
        await dialog.getByLabel('Reference (optional)').fill('UPI 4512 8890');
      }
      await dialog.getByRole('button', { name: 'Book appointment' }).click();
      const done = page.getByRole('dialog', { name: 'Appointment booked' });
      await expect(done).toContainText(viewport.width > 600 ? 'Waived' : '₹800.00 by UPI');
      await done.getByRole('button', { name: 'Done' }).click();
      // The page now lists it among the upcoming appointments.
      await expect(page.getByRole('region', { name: 'Upcoming appointments' })).toContainText(formatDate(slot.start_time, 'short', TIME_ZONE));
    });
  });
}

test('a patient’s Book again opens the booking with the same service and doctor chosen', async ({ adminPage: page, browser }) => {
  const patient = await signedInPatient(page.request, 'Recall Patient');
  const serviceId = await serviceIdOf(page, SERVICE);
  const slot = await freeSlot(page, serviceId);
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const booked = await page.request.post('/api/v1/appointments/staff', {
    headers,
    data: { patientId: patient.userId, serviceId, slotId: slot.id, mode: 'video', payment: { method: 'cash', amount: 800 } },
  });
  expect(booked.status()).toBe(201);
  const appointmentId = ((await booked.json()) as { appointment: { id: number } }).appointment.id;
  // Cancelled, it is no longer upcoming: "Book again" is offered.
  const cancelled = await page.request.post(`/api/v1/appointments/${appointmentId}/status`, {
    headers,
    data: { status: 'cancelled', reason: 'Patient travelling', refund: { kind: 'none' } },
  });
  expect(cancelled.status()).toBe(200);

  const context = await browser.newContext({ timezoneId: TIME_ZONE, viewport: { width: 360, height: 800 } });
  const phone = await context.newPage();
  await openWithStoredSession(phone, patient);
  await phone.goto('/my-appointments');
  await expect(phone.getByText('No upcoming appointments.')).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Book an appointment' })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS}/my-appointments-book-again-360.png`, fullPage: true });
  await phone.getByRole('link', { name: `Book ${SERVICE} again with the same doctor` }).click();
  // Book again carries the visit's mode too (issue 45).
  await expect(phone).toHaveURL(new RegExp(`/book-appointment\\?service=${serviceId}&doctor=${slot.doctor.id}&mode=video$`));
  await expect(phone.getByLabel('Service', { exact: true })).toHaveValue(String(serviceId));
  await phone.screenshot({ path: `${SHOTS}/wizard-book-again-360.png`, fullPage: true });
  // On the slot's day only the same doctor's times are shown, until the patient chooses another.
  await phone.getByLabel('Describe your condition').fill('Same knee pain as before');
  await phone.getByRole('button', { name: 'Next' }).click();
  await pickCalendarDay(phone, indiaDateOf(new Date(slot.start_time)));
  await phone.getByRole('button', { name: 'Next' }).click();
  await expect(phone.getByRole('group', { name: /^Times with / })).toHaveCount(1);
  await expect(phone.getByRole('group', { name: `Times with ${slot.doctor.name}` })).toBeVisible();
  await context.close();

  // Unknown ids are ignored: the wizard starts as usual.
  const other = await browser.newPage();
  await openWithStoredSession(other, patient);
  await other.goto('/book-appointment?service=999999&doctor=abc');
  await expect(other.getByRole('heading', { name: 'Service Details' })).toBeVisible();
  await expect(other.getByLabel('Service', { exact: true })).toHaveValue('');
  await other.close();
});

test('staff cancel with a part refund, up to what was paid, and a reason the patient reads', async ({ adminPage: page }) => {
  const serviceId = await serviceIdOf(page, SERVICE);
  const slot = await freeSlot(page, serviceId);
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const name = `Part Refund Patient ${Date.now().toString(36)}`;
  const booked = await page.request.post('/api/v1/appointments/staff', {
    headers,
    data: { patient: { name, mobile: `+91${uniqueMobile()}` }, serviceId, slotId: slot.id, mode: 'call', payment: { method: 'upi', amount: 800 } },
  });
  expect(booked.status()).toBe(201);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(appointmentsOfDay(slot));
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: /^Cancel/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel Appointment' });
  await expect(dialog.getByRole('group', { name: 'Refund (up to ₹800.00)' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Part of it' }).check();
  await dialog.getByLabel('Reason (the patient reads it in the message)').fill('The doctor is away; the booking fee is kept for the next visit');
  // More than was paid is refused before anything is sent.
  await dialog.getByLabel('Amount to refund (₹)').fill('900');
  await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(page.getByText('The refund may be at most what is still refundable')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Amount to refund (₹)').fill('300');
  await page.screenshot({ path: `${SHOTS}/cancel-part-refund-360.png` });
  await dialog.getByRole('button', { name: 'Cancel Appointment' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Cancelled');
  await expect(row).toContainText(/Refund(ed ₹300\.00| pending)/);
  const list = await adminGet<Appointment[]>(page, '/appointments/admin');
  const cancelled = list.find((a) => a.user.name === name)!;
  expect(cancelled.refunds.map((r) => r.amount)).toEqual([30_000]);
  expect(cancelled.cancellation_reason).toBe('The doctor is away; the booking fee is kept for the next visit');
});

test('staff send a payment link; the patient pays it and the visit is confirmed', async ({ adminPage: page, browser }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 360, height: 800 });
  const serviceId = await serviceIdOf(page, SERVICE);
  const slot = await freeSlot(page, serviceId);
  const name = `Link Payer ${Date.now().toString(36)}`;
  await page.goto(appointmentsOfDay(slot));
  await page.getByRole('button', { name: 'New appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New appointment' });
  await dialog.getByRole('button', { name: 'Add a new patient' }).click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Mobile').fill(uniqueMobile());
  await dialog.getByLabel('Service').selectOption({ label: `${SERVICE} (₹800.00)` });
  await dialog.getByLabel('Doctor').selectOption({ label: slot.doctor.name });
  await chooseDayAndTime(page, slot);
  await dialog.getByRole('radio', { name: 'Video' }).check();
  await dialog.getByLabel('Method').selectOption('link');
  await expect(dialog).toContainText('the slot is held for them until it expires');
  // Staff choose how long the link holds the slot (issue 45).
  await dialog.getByLabel('Hold the slot for').selectOption({ label: '2 hours' });
  await dialog.getByRole('button', { name: 'Book appointment' }).click();

  const sent = page.getByRole('dialog', { name: 'Payment link sent' });
  await expect(sent).toContainText('The slot is held until');
  await expect(sent).toContainText('₹800.00 by payment link');
  // Which channels carried it, and the link to copy.
  await expect(sent).toContainText(/Sent to the patient by (WhatsApp|SMS)\./);
  await page.screenshot({ path: `${SHOTS}/link-sent-360.png` });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: `${SHOTS}/link-sent-1366.png` });
  const url = (await sent.getByRole('link', { name: /payment-links/ }).getAttribute('href'))!;
  await sent.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await sent.getByRole('button', { name: 'Done' }).click();
  // Not booked until paid.
  expect((await adminGet<Appointment[]>(page, '/appointments/admin')).some((a) => a.user.name === name)).toBe(false);

  // The patient's SMS carries one short link on the clinic's site (issue 44): it opens the payment
  // page (the local stand-in for Razorpay's), where they pay.
  const outbox = await page.request.get('/api/dev/outbox', { params: { kind: 'payment_link' } });
  const sms = ((await outbox.json()) as { channel: string; body_text: string }[]).find(
    (row) => row.channel !== 'email' && row.body_text.includes(name),
  );
  const shortPath = /https?:\/\/[^/\s]+(\/p\/[A-Za-z0-9_-]{12}) /.exec(sms!.body_text)![1]!;
  expect(sms!.body_text).not.toContain(url);
  const patientPage = await browser.newPage();
  await patientPage.goto(shortPath);
  await expect(patientPage).toHaveURL(url);
  await patientPage.getByRole('button', { name: 'Pay ₹800.00' }).click();
  // Razorpay's return names the link paid, so My appointments says the payment was received (issue 45).
  await expect(patientPage).toHaveURL(/\/my-appointments\?razorpay_payment_link_status=paid$/);
  await patientPage.close();

  await page.goto(appointmentsOfDay(slot));
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Confirmed');
  const booked = (await adminGet<Appointment[]>(page, '/appointments/admin')).find((a) => a.user.name === name)!;
  expect(booked.payment).toMatchObject({ status: 'completed', amount: 80_000 });
});
