import type { Page } from '@playwright/test';
import { formatDate } from '../../src/lib/format/date';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import type { Appointment } from '../../src/lib/api/types';
import { adminGet, expect, exportCsv, test } from './support/admin';

// The browser shows India time, so the date picker's days are the clinic's days.
const TIME_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: TIME_ZONE });

interface Slot {
  id: number;
  start_time: string;
  doctor: { id: number; name: string };
}

/** A free slot of the confirmed visit's doctor three or more days ahead, from the public slot lookup (the dialog offers that doctor's first). */
async function freeSlotAhead(page: Page): Promise<Slot> {
  const visits = await adminGet<Appointment[]>(page, '/appointments/admin');
  const doctorId = visits.find((a) => a.user.name === 'Kavya Sharma' && a.status === 'confirmed')!.doctor.id;
  const from = new Date(Date.now() + 3 * 86_400_000);
  const to = new Date(Date.now() + 9 * 86_400_000);
  const res = await page.request.get('/api/v1/time-slots/available', { params: { startDate: from.toISOString(), endDate: to.toISOString() } });
  expect(res.status()).toBe(200);
  const slots = ((await res.json()) as Slot[]).filter((slot) => slot.doctor.id === doctorId);
  expect(slots.length).toBeGreaterThan(0);
  return slots[0]!;
}

const confirmedRow = (page: Page) => page.getByRole('row').filter({ hasText: 'Kavya Sharma' }).filter({ hasText: 'Confirmed' });

test('Admin reschedules a booked appointment to another slot and sees the new time', async ({ adminPage: page }) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Appointments' }).click();
  await expect(page.getByRole('heading', { name: 'Appointments' })).toBeVisible();
  // The demo patient's completed visit cannot be rescheduled; both visits are paid.
  const completed = page.getByRole('row').filter({ hasText: 'Kavya Sharma' }).filter({ hasNotText: 'Confirmed' });
  await expect(completed).toContainText('Join Meet');
  await expect(completed.getByRole('button', { name: /Reschedule/ })).toHaveCount(0);
  await expect(confirmedRow(page)).toContainText('Join Meet');
  await expect(confirmedRow(page)).toContainText('Completed'); // the payment
  await expect(confirmedRow(page)).toContainText(/₹[\d,]+\.\d{2}/);

  const slot = await freeSlotAhead(page);
  await confirmedRow(page)
    .getByRole('button', { name: /Reschedule/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule Appointment' });
  await expect(dialog).toContainText('Kavya Sharma');
  const reschedule = dialog.getByRole('button', { name: 'Reschedule' });
  await expect(reschedule).toBeDisabled();

  // Past the two seeded weeks there are no slots.
  await dialog.getByLabel('New Date').fill(indiaDateOf(new Date(Date.now() + 85 * 86_400_000)));
  await expect(dialog.getByText('No available time slots for this date')).toBeVisible();
  await expect(reschedule).toBeDisabled();

  await dialog.getByLabel('New Date').fill(indiaDateOf(new Date(slot.start_time)));
  await dialog.getByLabel('New Time Slot').selectOption(String(slot.id));
  await expect(dialog.getByLabel('New Time Slot').locator('option:checked')).toHaveText(
    `${formatDate(slot.start_time, 'time', TIME_ZONE)} (${slot.doctor.name})`,
  );
  await reschedule.click();

  await expect(page.getByText('Appointment rescheduled successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(confirmedRow(page)).toContainText(formatDate(slot.start_time, 'short', TIME_ZONE));
});

test('Appointments and patients exports have the SPEC header rows', async ({ adminPage: page }) => {
  await page.goto('/admin/appointments');
  await expect(confirmedRow(page)).toBeVisible();
  const appointments = await exportCsv(page);
  expect(appointments.fileName).toMatch(/^appointments_export_.*\.csv$/);
  expect(appointments.lines[0]).toBe(
    // SPEC's columns, then the consultation mode (issue 20), clinic time, rupees, doctor, service and mobile (issue 21).
    // Then why it was cancelled and what went back (issue 27).
    'id,user_name,user_email,appointment_time,status,google_meet_link,payment_status,payment_amount_paise,razorpay_payment_id,mode,time_ist,amount_inr,doctor_name,service_name,user_mobile,cancellation_reason,refund_inr,refund_status',
  );
  expect(appointments.lines.some((line) => line.includes('Kavya Sharma,kavya.sharma@example.com'))).toBe(true);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Patients' }).click();
  // The seeded Kavya, by her e-mail: the booking wizard's test registers another Kavya Sharma.
  const patient = page.getByRole('row').filter({ hasText: 'kavya.sharma@example.com' });
  await expect(patient).toContainText('Kavya Sharma');
  await expect(patient).toContainText('female');
  await expect(patient).toContainText('Active');
  const patients = await exportCsv(page);
  expect(patients.fileName).toMatch(/^patients_export_.*\.csv$/);
  expect(patients.lines[0]).toBe('id,name,email,mobile,gender,role,status,firebase_uid,created_at,updated_at');
});
