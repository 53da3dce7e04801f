import type { Page } from '@playwright/test';
import type { Appointment, AvailableSlot } from '../../src/lib/api/types';
import { indiaDateOf, indiaDateTimeOf } from '../../src/lib/time/clinic-time';
import { expectNoAxeViolations } from './support/accessibility';
import { adminGet, expect, exportCsv, test } from './support/admin';

// The browser shows India time, so its days are the clinic's days.
test.use({ timezoneId: 'Asia/Kolkata' });

/** The demo patient's upcoming visit (seeded two days ahead, paid, confirmed). */
async function confirmedVisit(page: Page): Promise<Appointment> {
  const appointments = await adminGet<Appointment[]>(page, '/appointments/admin');
  const visit = appointments.find((a) => a.user.name === 'Kavya Sharma' && a.status === 'confirmed');
  expect(visit).toBeDefined();
  return visit!;
}

const filters = (page: Page) => page.getByRole('search', { name: 'Filter appointments' });
const appointmentRows = (page: Page) => page.getByRole('table', { name: 'Appointments' }).getByRole('row');

test("Staff filter appointments to one doctor's day, see who comes for what, and the URL keeps it", async ({ adminPage: page }) => {
  const visit = await confirmedVisit(page);
  const day = indiaDateOf(new Date(visit.time));
  await page.goto('/admin/appointments');
  await expect(appointmentRows(page).filter({ hasText: 'Rohan Mehta' })).toBeVisible();

  await filters(page).getByLabel('Doctor').selectOption({ label: visit.doctor.name });
  await filters(page).getByLabel('From', { exact: true }).fill(day);
  await filters(page).getByLabel('To', { exact: true }).fill(day);
  await expect(page).toHaveURL(new RegExp(`doctor_id=${visit.doctor.id}.*from=${day}.*to=${day}`));
  const row = appointmentRows(page).filter({ hasText: 'Kavya Sharma' });
  // The header and the one visit of that doctor's day.
  await expect(appointmentRows(page)).toHaveCount(2);
  await expect(row).toContainText(visit.doctor.name);
  await expect(row).toContainText(visit.service.name);
  await expect(row.getByRole('link', { name: '+91 98123 45678' })).toHaveAttribute('href', 'tel:+919812345678');
  await expect(row).toContainText('Joint stiffness in the mornings');

  // The export is the filtered list, with clinic time and rupees a spreadsheet shows as they are.
  const exported = await exportCsv(page);
  expect(exported.lines[0]).toContain(',mode,time_ist,amount_inr,doctor_name,service_name,user_mobile');
  expect(exported.lines.filter((line) => line !== '')).toHaveLength(2);
  expect(exported.lines[1]).toContain(`,${indiaDateTimeOf(new Date(visit.time))},800.00,${visit.doctor.name},${visit.service.name},`);

  await page.reload();
  await expect(filters(page).getByLabel('Doctor')).toHaveValue(String(visit.doctor.id));
  await expect(filters(page).getByLabel('From', { exact: true })).toHaveValue(day);
  await expect(appointmentRows(page)).toHaveCount(2);

  // Completed visits only: none that day; Back returns to the day's list.
  await filters(page).getByLabel('Status').selectOption({ label: 'Completed' });
  await expect(page.getByText('No records found.')).toBeVisible();
  await page.goBack();
  await expect(filters(page).getByLabel('Status')).toHaveValue('');
  await expect(row).toBeVisible();

  // "Today" and "Upcoming" are one click each, and say which one is on.
  const today = indiaDateOf(new Date());
  await filters(page).getByRole('button', { name: 'Upcoming' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}`));
  await expect(page).not.toHaveURL(/to=/);
  await expect(filters(page).getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row).toBeVisible();
  await filters(page).getByRole('button', { name: 'Today' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(row).toBeHidden();
});

test('The reschedule dialog offers the same doctor and names a move to another one', async ({ adminPage: page }) => {
  const visit = await confirmedVisit(page);
  const from = new Date(Date.now() + 3 * 86_400_000);
  const to = new Date(Date.now() + 9 * 86_400_000);
  const res = await page.request.get('/api/v1/time-slots/available', { params: { startDate: from.toISOString(), endDate: to.toISOString() } });
  const free = (await res.json()) as AvailableSlot[];
  const own = free.find((slot) => slot.doctor.id === visit.doctor.id)!;
  const day = indiaDateOf(new Date(own.start_time));
  const other = free.find((slot) => slot.doctor.id !== visit.doctor.id && indiaDateOf(new Date(slot.start_time)) === day)!;
  expect(other).toBeDefined();

  await page.goto(`/admin/appointments?doctor_id=${visit.doctor.id}`);
  await appointmentRows(page)
    .filter({ hasText: 'Kavya Sharma' })
    .filter({ hasText: 'Confirmed' })
    .getByRole('button', { name: /Reschedule/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Reschedule Appointment' });
  await expect(dialog).toContainText(`Doctor: ${visit.doctor.name}`);
  await dialog.getByLabel('New Date').fill(day);
  const slotSelect = dialog.getByLabel('New Time Slot');
  const options = slotSelect.locator('option:not([value=""])');
  await expect(options.first()).toBeAttached();
  for (const text of await options.allTextContents()) expect(text).toContain(`(${visit.doctor.name})`);

  const others = dialog.getByLabel("Show other doctors' slots");
  await others.check();
  await slotSelect.selectOption(String(other.id));
  await expect(dialog.getByText(`This moves the appointment to ${other.doctor.name}.`)).toBeVisible();
  await others.uncheck();
  await expect(slotSelect).toHaveValue('');
  await expect(dialog.getByText(/This moves the appointment/)).toHaveCount(0);

  await slotSelect.selectOption(String(own.id));
  await dialog.getByRole('button', { name: 'Reschedule' }).click();
  await expect(page.getByText('Appointment rescheduled successfully!')).toBeVisible();
  const moved = (await adminGet<Appointment[]>(page, '/appointments/admin')).find((a) => a.id === visit.id)!;
  expect(moved.doctor.id).toBe(visit.doctor.id);
  expect(moved.time).toBe(own.start_time);
});

test('Sortable headers say which way they sort', async ({ adminPage: page }) => {
  await page.goto('/admin/appointments');
  const header = page.getByRole('columnheader', { name: 'Appointment Time' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  // Headers the server cannot sort by are plain text.
  await expect(page.getByRole('columnheader', { name: 'Doctor and service' })).not.toHaveAttribute('aria-sort');
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
});

test("A 1280 px screen shows the whole appointments table, SPEC's columns and the patient's mobile, doctor and service", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/appointments');
  const table = page.getByRole('table', { name: 'Appointments' });
  const headers = ['ID', 'User name', 'Appointment Time', 'Doctor and service', 'Status', 'Meet Link', 'Payment Status', 'Amount Paid', 'Actions'];
  await expect(table.getByRole('columnheader')).toHaveText(headers.map((name) => new RegExp(`^${name}`)));
  // A long page, so the widest rows (every action, a refund note) are among those measured.
  await page.getByLabel('Rows per page').selectOption('30');
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: 'Kavya Sharma' }).filter({ hasText: 'Confirmed' });
  await expect(row.getByRole('link', { name: '+91 98123 45678' })).toBeVisible();
  await expect(row).toContainText('Video');
  const box = await table.evaluate((element) => ({ scroll: element.parentElement!.scrollWidth, client: element.parentElement!.clientWidth }));
  expect(box.scroll, 'the table scrolls sideways inside its box').toBeLessThanOrEqual(box.client);
});

const ADMIN_PAGES = [
  '/admin/dashboard',
  '/admin/appointments',
  '/admin/time-slots',
  '/admin/patients',
  '/admin/contact-queries',
  '/admin/doctors',
  '/admin/services',
  '/admin/recipes',
  '/admin/refunds',
  '/admin/messages',
];

test('No admin page scrolls sideways on a 360 px phone, and table rows are cards with their actions', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ADMIN_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(width.scroll, `${path} is wider than the screen`).toBeLessThanOrEqual(width.inner);
  }
  await page.goto('/admin/appointments');
  const card = page.locator('.admin-table tbody tr').filter({ hasText: 'Kavya Sharma' }).filter({ hasText: 'Confirmed' });
  const reschedule = card.getByRole('button', { name: /Reschedule/ });
  await reschedule.scrollIntoViewIfNeeded();
  await expect(reschedule).toBeInViewport({ ratio: 1 });
  const box = (await card.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
});

for (const path of ['/admin/appointments?status=confirmed', '/admin/patients?q=kav', '/admin/contact-queries', '/admin/refunds']) {
  test(`${path} has no accessibility violations, on a desktop and a phone`, async ({ adminPage: page }) => {
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
      await expectNoAxeViolations(page, { label: String(width) });
    }
  });
}

test('Time slots open on the upcoming ones and filter by doctor', async ({ adminPage: page }) => {
  const today = indiaDateOf(new Date());
  const opened = page.waitForRequest((request) => request.url().includes('/api/v1/time-slots?') && request.url().includes(`from=${today}`));
  await page.goto('/admin/time-slots');
  await opened;
  const bar = page.getByRole('search', { name: 'Filter time slots' });
  await expect(bar.getByRole('button', { name: 'Upcoming' })).toHaveAttribute('aria-pressed', 'true');
  await bar.getByLabel('Doctor').selectOption({ label: 'Dr. Arjun Trivedi' });
  await expect(page).toHaveURL(/doctor_id=\d+/);
  const doctors = page
    .getByRole('table', { name: 'Time slots' })
    .getByRole('cell')
    .filter({ hasText: /^Dr\. / });
  await expect(doctors.first()).toHaveText('Dr. Arjun Trivedi');
  expect(new Set(await doctors.allTextContents())).toEqual(new Set(['Dr. Arjun Trivedi']));
  await bar.getByRole('button', { name: 'All dates' }).click();
  await expect(page).toHaveURL(/from=(&|$)/);
  await expect(bar.getByRole('button', { name: 'All dates' })).toHaveAttribute('aria-pressed', 'true');
});

test('Patients are searched on the server by name or mobile as staff type', async ({ adminPage: page }) => {
  await page.goto('/admin/patients');
  const search = page.getByRole('searchbox', { name: 'Search' });
  const searched = page.waitForRequest((request) => request.url().includes('/api/v1/users/patients') && request.url().includes('q=98123+45679'));
  await search.fill('98123 45679');
  await searched;
  const rows = page.getByRole('table', { name: 'Patients' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('Rohan Mehta');
  await page.reload();
  await expect(search).toHaveValue('98123 45679');
  await expect(rows).toHaveCount(2);
});
