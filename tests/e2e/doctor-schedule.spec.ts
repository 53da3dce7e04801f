import type { APIRequestContext } from '@playwright/test';
import { doctors as clinicDoctors } from '../../src/content/doctors';
import { CLINIC_TIME_ZONE } from '../../src/lib/time/clinic-time';
import { paidBooking, signedInPatient } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test } from './support/admin';
import { jumpToStart, type Slot, slotStartingSoon } from './support/slot-starting-soon';

// The browser shows India time, as the clinic's doctors see it.
test.use({ timezoneId: CLINIC_TIME_ZONE });

const DOCTOR = clinicDoctors[0]!;
const OTHER_DOCTOR = clinicDoctors[1]!;
const DOCTOR_PASSWORD = 'e2e-doctor-password';

/** The doctor's first free slot between two instants. */
async function availableSlot(request: APIRequestContext, doctorName: string, from: Date, to: Date): Promise<Slot> {
  const res = await request.get('/api/v1/time-slots/available', { params: { startDate: from.toISOString(), endDate: to.toISOString() } });
  expect(res.status()).toBe(200);
  const slot = ((await res.json()) as Slot[]).find((s) => s.doctor.name === doctorName);
  expect(slot, `a free slot of ${doctorName}`).toBeDefined();
  return slot!;
}

/** A patient books and pays for a slot through the API, as the wizard does. */
async function bookAs(request: APIRequestContext, patientName: string, slot: Slot) {
  const patient = await signedInPatient(request, patientName);
  await paidBooking(request, patient.token, {
    userId: patient.userId,
    slotId: slot.id,
    serviceId: 1,
    description: `${patientName}: pain in the knees`,
  });
  return patient;
}

test('Staff give a doctor a login; the doctor sees only their own day, completes a started consultation and writes a note', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(150_000);
  const suffix = Date.now().toString(36);
  const ownPatient = `Asha Own ${suffix}`;
  const otherPatient = `Vikram Other ${suffix}`;

  // Today's consultation with the doctor, starting within two minutes, and one with another doctor.
  const soon = await slotStartingSoon(page, DOCTOR.name);
  await bookAs(page.request, ownPatient, soon);
  const otherSlot = await availableSlot(page.request, OTHER_DOCTOR.name, new Date(), new Date(Date.now() + 6 * 86_400_000));
  await bookAs(page.request, otherPatient, otherSlot);

  // Staff give the doctor a login on the doctor's edit screen.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Doctors' }).click();
  await page.getByRole('link', { name: `Edit ${DOCTOR.name}` }).click();
  const login = page.getByRole('region', { name: 'Login' });
  await expect(login).toContainText('No login yet.');
  await expect(login.getByLabel('Login e-mail')).toHaveValue(DOCTOR.email);
  await login.getByRole('button', { name: 'Save Login' }).click();
  await expect(login.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');
  await expect(login.getByText('Set a password for the new login')).toBeVisible();
  await login.getByLabel('Password').fill('short');
  await login.getByRole('button', { name: 'Save Login' }).click();
  await expect(login.getByText('The password must be at least 8 characters')).toBeVisible();
  await login.getByLabel('Password').fill(DOCTOR_PASSWORD);
  await login.getByRole('button', { name: 'Save Login' }).click();
  await expect(page.getByText('Login saved.')).toBeVisible();
  await expect(login).toContainText(`Current login: ${DOCTOR.email} Active`);
  await expect(login.getByLabel('Password')).toHaveValue('');
  await expect(login.getByText('Leave blank to keep the current password.')).toBeVisible();

  // The doctor logs in on the same screen as staff, in a browser of their own.
  const doctorContext = await browser.newContext({ timezoneId: CLINIC_TIME_ZONE });
  const doctor = await doctorContext.newPage();
  await doctor.goto('/admin');
  await doctor.getByLabel('Email').fill(DOCTOR.email);
  await doctor.getByLabel('Password').fill(DOCTOR_PASSWORD);
  await doctor.getByRole('button', { name: 'Login' }).click();
  await expect(doctor).toHaveURL(/\/admin\/my-schedule$/);
  await expect(doctor.getByRole('heading', { name: 'My Schedule', level: 1 })).toBeVisible();
  const sidebar = doctor.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar).toContainText(DOCTOR.name);
  await expect(sidebar.getByRole('link')).toHaveText(['My Schedule', 'Past appointments', 'Logout']);

  // Only the doctor's own patients, today's under Today.
  const today = doctor.getByRole('region', { name: /^Today · / });
  const card = today.getByRole('article', { name: new RegExp(`${ownPatient}$`) });
  await expect(card).toContainText(`${ownPatient}: pain in the knees`);
  await expect(card).toContainText('Confirmed');
  await expect(card.getByRole('link', { name: `Join the video consultation with ${ownPatient}` })).toHaveAttribute('href', /^https:\/\//);
  await expect(doctor.getByText(otherPatient)).toHaveCount(0);
  await expectNoAxeViolations(doctor);

  // Staff screens stay closed to a doctor.
  await doctor.goto('/admin/doctors');
  await expect(doctor).toHaveURL(/\/unauthorized$/);
  await expect(doctor.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await doctor.goto('/admin');
  await expect(doctor).toHaveURL(/\/admin\/my-schedule$/);

  // From the start time on, the doctor records the outcome (that the screen notices the start by
  // itself, without a reload, is my-schedule.test's; here the clock jumps to the start).
  const markCompleted = card.getByRole('button', { name: /^Mark completed/ });
  await expect(markCompleted).toHaveCount(0);
  await jumpToStart(soon, doctor);
  await doctor.reload();
  await expect(markCompleted).toBeVisible();
  await markCompleted.click();
  const confirm = doctor.getByRole('dialog', { name: 'Mark Completed' });
  await expect(confirm).toContainText(ownPatient);
  await confirm.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(doctor.getByText('Appointment marked completed.')).toBeVisible();
  await expect(card).toContainText('Completed');
  await expect(card.getByRole('button', { name: /^Mark / })).toHaveCount(0);

  // The consultation note, in the recipe editor.
  await card.getByRole('button', { name: /^Write note/ }).click();
  const noteDialog = doctor.getByRole('dialog', { name: `Note for ${ownPatient}` });
  const editor = noteDialog.getByRole('textbox', { name: 'Consultation note' });
  await expect(noteDialog.getByRole('button', { name: 'Save note' })).toBeDisabled();
  await editor.fill('Knee pain eases with warm sesame oil massage. Review in two weeks.');
  await noteDialog.getByRole('button', { name: 'Save note' }).click();
  await expect(doctor.getByText('Note saved.')).toBeVisible();
  await expect(noteDialog).toBeHidden();
  await expect(card).toContainText('Knee pain eases with warm sesame oil massage. Review in two weeks.');
  await expect(card.getByRole('button', { name: /^Edit note/ })).toBeVisible();
  await expectNoAxeViolations(doctor);

  // Earlier consultations: the seeded ones of this doctor, newest first, none of another's.
  await sidebar.getByRole('link', { name: 'Past appointments' }).click();
  await expect(doctor.getByRole('heading', { name: 'Past appointments', level: 1 })).toBeVisible();
  const rows = doctor.getByRole('row');
  await expect(rows.filter({ hasText: 'Rohan Mehta' })).toContainText('Recurring headaches and poor digestion');
  await expect(rows.filter({ hasText: 'Kavya Sharma' })).toContainText('Completed');
  await expect(rows.filter({ hasText: ownPatient })).toHaveCount(0);
  await expectNoAxeViolations(doctor);

  await sidebar.getByRole('link', { name: 'Logout' }).click();
  await expect(doctor.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await doctorContext.close();
});

test('Staff cannot open a doctor screen', async ({ adminPage: page }) => {
  await page.goto('/admin/my-schedule');
  await expect(page).toHaveURL(/\/unauthorized$/);
});
