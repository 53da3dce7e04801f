import { doctors as clinicDoctors } from '../../src/content/doctors';
import { CLINIC_TIME_ZONE } from '../../src/lib/time/clinic-time';
import { expectNoAxeViolations } from './support/accessibility';
import { adminGet, expect, test } from './support/admin';
import { jumpToStart, slotStartingSoon } from './support/slot-starting-soon';

// The browser shows India time, as the clinic's staff and doctors see it.
test.use({ timezoneId: CLINIC_TIME_ZONE });

const DOCTOR = clinicDoctors[2]!;
const DOCTOR_PASSWORD = 'e2e-arrivals-doctor-password';
const CONSULTATION = 'Personalized Consultation';

for (const width of [1366, 360]) {
  test(`At ${width} px staff mark a walk-in arrived on Today and the doctor sees them waiting on My Schedule`, async ({
    adminPage: page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: width > 600 ? 900 : 800 });
    const patientName = `Walk-in ${width} ${Date.now().toString(36)}`;
    const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };

    // A clinic visit today, booked at the desk and paid in cash (the front desk's own route).
    const slot = await slotStartingSoon(page, DOCTOR.name);
    const service = (await adminGet<{ id: number; name: string; price: number }[]>(page, '/services')).find((s) => s.name === CONSULTATION)!;
    const booked = await page.request.post('/api/v1/appointments/staff', {
      headers,
      data: {
        patient: { name: patientName, mobile: `+9197${String(Date.now()).slice(-8)}` },
        serviceId: service.id,
        slotId: slot.id,
        mode: 'in_person',
        payment: { method: 'cash', amount: service.price },
      },
    });
    expect(booked.status()).toBe(201);
    // The doctor's own device, opened now so the clock jump below reaches it too.
    const doctorContext = await browser.newContext({ timezoneId: CLINIC_TIME_ZONE, viewport: { width, height: width > 600 ? 900 : 800 } });
    const doctor = await doctorContext.newPage();
    // The visit's start: late in the IST evening the slot "starting soon" is after midnight, on the next day's Today.
    await jumpToStart(slot, page, doctor);

    // Today: the patient comes in, staff mark them arrived.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: patientName });
    await expect(row).toContainText('Confirmed');
    await row.getByRole('button', { name: /^Mark arrived/ }).click();
    await expect(page.getByText('Marked arrived: the doctor sees them waiting')).toBeVisible();
    await expect(row).toContainText(/Arrived at \d{1,2}:\d{2}/);
    await expect(row.getByRole('button', { name: /^Mark arrived/ })).toHaveCount(0);
    // Arrived: completed is possible, a no-show never.
    await expect(row.getByRole('button', { name: /^Mark completed/ })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Mark no-show/ })).toHaveCount(0);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-front-desk-a/today-arrived-${width}.png`, fullPage: true });

    // The doctor, signed in on their own device, sees who waits at the clinic.
    const { id: doctorId } = (await adminGet<{ id: number; name: string }[]>(page, '/doctors')).find((d) => d.name === DOCTOR.name)!;
    const login = await page.request.put(`/api/v1/doctors/${doctorId}/login`, { headers, data: { email: DOCTOR.email, password: DOCTOR_PASSWORD } });
    expect(login.status()).toBe(200);
    await doctor.goto('/admin');
    await doctor.getByLabel('Email').fill(DOCTOR.email);
    await doctor.getByLabel('Password').fill(DOCTOR_PASSWORD);
    await doctor.getByRole('button', { name: 'Login' }).click();
    await expect(doctor).toHaveURL(/\/admin\/my-schedule$/);
    const waiting = doctor.getByRole('region', { name: /^Waiting at the clinic/ });
    await expect(waiting).toBeVisible();
    await expect(waiting.getByRole('listitem').filter({ hasText: patientName })).toContainText(/arrived \d{1,2}:\d{2}/);
    const card = doctor.getByRole('region', { name: /^Today · / }).getByRole('article', { name: new RegExp(`${patientName}$`) });
    await expect(card).toContainText('Arrived');
    await expect(card.getByRole('button', { name: /^Mark no-show/ })).toHaveCount(0);
    await expectNoAxeViolations(doctor);
    await doctor.screenshot({ path: `/tmp/shots-front-desk-a/my-schedule-waiting-${width}.png`, fullPage: true });

    // Seen: completed, and no longer waiting.
    await card.getByRole('button', { name: /^Mark completed/ }).click();
    const confirm = doctor.getByRole('dialog', { name: 'Mark Completed' });
    await confirm.getByRole('button', { name: 'Mark Completed' }).click();
    await expect(card).toContainText('Completed');
    await expect(waiting.getByText(patientName)).toHaveCount(0);
    await doctorContext.close();
  });
}
