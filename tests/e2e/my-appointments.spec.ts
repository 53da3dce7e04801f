import { readFile } from 'node:fs/promises';
import { type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/clinic-clock';
import { formatMobile } from '../../src/lib/format/phone';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { chooseServiceDateAndSlot, latestCode, nextClinicDay, pickCalendarDay, slotRadios, uniqueMobile } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { loginThroughForm } from './support/admin';
import { islandsHydrated } from './support/islands';

test.use({ timezoneId: 'Asia/Kolkata' });

/** A Monday-to-Saturday India date at least `days` days ahead (the seed has slots then). */
function clinicDayAhead(days: number): string {
  for (let d = days; ; d++) {
    const date = new Date(Date.now() + d * 86_400_000 + 5.5 * 3_600_000);
    if (date.getUTCDay() !== 0) return date.toISOString().slice(0, 10);
  }
}

/** A new page logged in to the admin app through its form. */
async function adminPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await loginThroughForm(page);
  return page;
}

type Request = import('@playwright/test').APIRequestContext;

/** The code was sent: type it and verify. */
async function enterCode(page: Page, request: Request, phone: string) {
  await expect(page.getByText('OTP sent to your mobile number')).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await latestCode(request, `+91${phone}`));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

async function verifyPhone(page: Page, request: Request, phone: string) {
  // Typed before the island hydrates, the number would be wiped and the press lost.
  await islandsHydrated(page);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await enterCode(page, request, phone);
}

test('A new patient books, finds the appointment on another device with only the phone, adds it to the calendar, moves it, cancels it and sees the refund', async ({
  page,
  browser,
  request,
}) => {
  // The whole journey in one test (two devices, a booking, a move, a cancel): slow on a busy 2-core machine.
  test.slow();
  const phone = uniqueMobile();
  await page.goto('/book-appointment');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'First Time Booking' }).click();
  await page.getByLabel('Full name').fill('Meena Iyer');
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('checkbox', { name: /I have read this notice/ }).check();
  // Registration sends the code in the same press.
  await page.getByRole('button', { name: 'Register and send OTP' }).click();
  await enterCode(page, request, phone);
  await chooseServiceDateAndSlot(page, nextClinicDay());
  await page.getByRole('button', { name: /^Pay ₹800\.00$/ }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay ₹800.00' }).click();
  await expect(page.getByText('Appointment booked successfully!')).toBeVisible();

  // Another device: nothing stored, only the phone.
  const device = await browser.newContext({ timezoneId: 'Asia/Kolkata', viewport: { width: 360, height: 800 } });
  const phonePage = await device.newPage();
  await phonePage.goto('/');
  await phonePage.getByRole('button', { name: 'Menu' }).click();
  await phonePage.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Appointments' }).click();
  await expect(phonePage.getByRole('heading', { name: 'My Appointments', level: 1 })).toBeVisible();
  const hasNoSideScroll = () => phonePage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await hasNoSideScroll()).toBe(true);
  await verifyPhone(phonePage, request, phone);

  const upcoming = phonePage.getByRole('region', { name: 'Upcoming' });
  const card = upcoming.getByRole('article', { name: 'Personalized Consultation' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Confirmed');
  await expect(card).toContainText('₹800.00');
  await expect(card).toContainText(/IST/);
  await expect(card).toContainText('The meeting link opens at');
  await expectNoAxeViolations(phonePage);
  expect(await hasNoSideScroll()).toBe(true);

  const [download] = await Promise.all([phonePage.waitForEvent('download'), card.getByRole('button', { name: 'Add to calendar' }).click()]);
  const ics = await readFile(await download.path(), 'utf8');
  // A patient without an e-mail gets a plain download: PUBLISH, as RFC 5546 has no attendee to invite (issue 44).
  expect(ics).toContain('METHOD:PUBLISH');
  expect(ics).toMatch(/UID:appointment-\d+@/);

  await card.getByRole('button', { name: /Reschedule/ }).click();
  const movedTo = clinicDayAhead(4);
  await pickCalendarDay(phonePage, movedTo);
  await slotRadios(phonePage).first().check();
  await card.getByRole('button', { name: 'Move appointment' }).click();
  await expect(phonePage.getByText('Your appointment has been moved.')).toBeVisible();
  await expect(card).toContainText('1 move left');

  await card.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(card).toContainText('You will be refunded ₹800.00 of ₹800.00.');
  await card.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(phonePage.getByText('Your appointment has been cancelled.')).toBeVisible();
  const past = phonePage.getByRole('region', { name: 'Past and cancelled' });
  await expect(past.getByRole('article', { name: 'Personalized Consultation' })).toContainText('Cancelled');
  await expect(past.getByRole('article', { name: 'Personalized Consultation' })).toContainText('₹800.00, processed');
  await expect(upcoming).toContainText('No upcoming appointments.');
  await device.close();

  // Staff see the same refund, settled.
  const staff = await adminPage(browser);
  await staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Appointments' }).click();
  // Its day, on the longest page: the worker's earlier tests have booked visits on later days (the list runs latest first).
  const filters = staff.getByRole('search', { name: 'Filter appointments' });
  await filters.getByRole('textbox', { name: 'From' }).fill(movedTo);
  await filters.getByRole('textbox', { name: 'To' }).fill(movedTo);
  await staff.getByLabel('Rows per page').selectOption('30');
  // This patient's row by the mobile: a retried run has registered a Meena Iyer before.
  const patientRow = staff.getByRole('row').filter({ hasText: formatMobile(`91${phone}`) });
  await expect(patientRow).toContainText('Meena Iyer');
  await expect(patientRow).toContainText('Refunded ₹800.00');
  const appointmentId = (await patientRow.getByRole('cell').first().textContent())!.trim();
  await staff.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Refunds' }).click();
  await expect(staff.getByRole('heading', { name: 'Refunds' })).toBeVisible();
  const refundRow = staff
    .getByRole('row')
    .filter({ hasText: 'Meena Iyer' })
    .filter({ has: staff.locator('td:nth-child(3)', { hasText: new RegExp(`^${appointmentId}$`) }) });
  await expect(refundRow).toContainText('Processed');
  await staff.close();
});

test('Staff mark a started appointment as no-show', async ({ browser }) => {
  const page = await adminPage(browser);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Appointments' }).click();
  // The seeded visit was yesterday: appointments until then only, as the filters put them in the
  // address (other specs book ahead, which would push it off the first page).
  const yesterday = indiaDateOf(new Date(Date.now() - 86_400_000));
  await page.goto(`/admin/appointments?to=${yesterday}`);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(yesterday);
  const row = page.getByRole('row').filter({ hasText: 'Rohan Mehta' });
  await expect(row).toContainText('Confirmed');
  // Started: no Cancel, but the outcome buttons.
  await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await row.getByRole('button', { name: /Mark no-show/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark No-show' });
  await dialog.getByRole('button', { name: 'Mark No-show' }).click();
  await expect(page.getByText('Appointment marked as no-show.')).toBeVisible();
  await expect(row).toContainText('No show');
  await expect(row.getByRole('button', { name: /Mark/ })).toHaveCount(0);
  await page.close();
});
