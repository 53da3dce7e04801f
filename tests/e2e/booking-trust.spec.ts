import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Appointment } from '../../src/lib/api/types';
import { addDays, mondayIndex } from '../../src/lib/time/month-grid';
import { clinicBookingBounds } from '../../src/lib/time/booking-day';
import {
  calendarDay,
  chooseServiceDateAndSlot,
  latestCode,
  nextClinicDay,
  openWithStoredSession,
  pickCalendarDay,
  signedInPatient,
  slotRadios,
  uniqueMobile,
} from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, test } from './support/admin';
import { islandsHydrated } from './support/islands';

// The clinic's own zone: times show in IST without a second zone beside them.
test.use({ timezoneId: 'Asia/Kolkata' });

/** The flow's toasts (react-hot-toast's live regions), not the page's own status lines. */
const toasts = (page: Page) => page.locator('[role="status"][aria-live="polite"]').filter({ hasNotText: /^$/ });

async function payLocally(page: Page, price = '₹800.00') {
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await page
    .getByRole('dialog', { name: 'Test checkout' })
    .getByRole('button', { name: `Pay ${price}` })
    .click();
}

test('After a failed try and a successful retry, the confirmation stays with its reference, meeting link and calendar file', async ({
  page,
  request,
}) => {
  const session = await signedInPatient(request);
  await openWithStoredSession(page, session);
  await chooseServiceDateAndSlot(page);
  await expect(page.getByText('Step 5 of 5')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancellation and refund policy' })).toHaveAttribute('href', '/policies/cancellation-refund');
  await expect(page.getByText(/Cancel at least 24 hours before for a full refund/)).toBeVisible();

  await page.getByRole('button', { name: 'Pay ₹800.00' }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText('Payment failed. Please try again.')).toBeVisible();

  await payLocally(page);
  await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
  await expect(page.getByText('Payment failed. Please try again.')).toHaveCount(0);

  const panel = page.getByRole('region', { name: 'Your appointment is booked' });
  await expect(panel).toBeVisible();
  await expect(page.getByText('Ready to book another appointment!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service Details' })).toBeVisible();
  await page.waitForTimeout(5000);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(/Booking reference#\d+/);
  await expect(panel).toContainText('Personalized Consultation');
  await expect(panel).toContainText(/\d{1,2}:\d{2} (AM|PM) IST/);
  await expect(panel).toContainText('₹800.00');
  await expect(panel).toContainText('Video');
  await expect(panel.getByRole('link', { name: /^https:\/\/meet\.jit\.si\// })).toBeVisible();
  await expect(panel).toContainText(/Join opens at \d{1,2}:\d{2} (AM|PM) IST/);
  await expect(panel.getByRole('link', { name: 'My appointments' }).first()).toHaveAttribute('href', '/my-appointments');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Add to calendar' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^appointment-\d+\.ics$/);
  const ics = await readFile(await download.path(), 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain('meet.jit.si');

  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toHaveCount(0);
});

test('A patient on the wrong path switches both ways and keeps the number', async ({ page, request }) => {
  const newNumber = uniqueMobile();
  await page.goto('/book-appointment');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Existing User' }).click();
  await page.getByLabel('Mobile number').fill(newNumber);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(/No account found for this mobile number/);
  await page.getByRole('button', { name: 'Register with this number' }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue(newNumber);

  const existing = await signedInPatient(request);
  await page.getByLabel('Full name').fill('Meena Iyer');
  await page.getByLabel('Mobile number').fill(existing.mobile.slice(3));
  await page.getByRole('checkbox', { name: /I have read this notice/ }).check();
  await page.getByRole('button', { name: 'Register and send OTP' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription(/already exists/);
  await page.getByRole('button', { name: 'Sign in with this number' }).click();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await expect(page.getByLabel('Mobile number')).toHaveValue(existing.mobile.slice(3));

  // The choice stays changeable from the step itself.
  await page.getByRole('button', { name: 'New here? Register instead' }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  await page.getByRole('button', { name: 'Booked with us before? Sign in instead' }).click();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
});

test('One toast at a time: a wrong code says how many tries remain, then the success replaces it', async ({ page, request }) => {
  const phone = uniqueMobile();
  expect((await request.post('/api/v1/users', { data: { name: 'Ravi Kumar', mobile: `+91${phone}` } })).status()).toBe(201);
  await page.goto('/book-appointment');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Existing User' }).click();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(toasts(page)).toHaveText(['Please enter your mobile number']);
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(toasts(page)).toHaveText(['OTP sent to your mobile number']);
  await expect(page.getByLabel('OTP', { exact: true })).toBeFocused();

  const code = await latestCode(request, `+91${phone}`);
  await page.getByLabel('OTP', { exact: true }).fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByLabel('OTP', { exact: true })).toHaveAccessibleDescription('Invalid OTP. Please try again. 4 tries left.');
  await expect(toasts(page)).toHaveText(['Invalid OTP. Please try again. 4 tries left.']);
  await page.getByLabel('OTP', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(toasts(page)).toHaveText(['OTP verification successful!']);
  await expect(page.getByRole('heading', { name: 'Service Details' })).toBeVisible();
});

test('A Panchakarma booking, in person only: the calendar disables days without slots, only the Panchakarma doctor is offered, the confirmation gives the clinic address, and staff see the mode', async ({
  page,
  request,
  adminToken,
}) => {
  const name = `Visit Patient ${Date.now()}`;
  const session = await signedInPatient(request, name);
  await openWithStoredSession(page, session);
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Panchakarma' });
  // A hands-on therapy: the clinic offers it in person only (issue 34).
  await expect(page.getByRole('radio')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: /In person/ })).toBeChecked();
  await page.getByLabel('Describe your condition').fill('Stiff lower back for a year');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Select Date' })).toBeVisible();
  await expect(page.getByText('Checking which days have free times...')).toHaveCount(0);

  // The seed has no Sunday slots: the next Sunday is shown but disabled.
  const today = clinicBookingBounds(new Date()).min;
  const sunday = addDays(today, (6 - mondayIndex(today)) % 7 || 7);
  if (!(await calendarDay(page, sunday).isVisible())) await page.getByRole('button', { name: 'Later month' }).click();
  await expect(calendarDay(page, sunday)).toHaveAttribute('aria-disabled', 'true');
  await expect(calendarDay(page, sunday)).toHaveAccessibleName(/no free times/);
  await calendarDay(page, sunday).click({ force: true }); // Playwright waits forever on an aria-disabled button
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('Please select a date').first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Keyboard: the arrow keys move between days.
  await calendarDay(page, sunday).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(calendarDay(page, addDays(sunday, -1))).toBeFocused();

  const date = nextClinicDay();
  if (await page.getByRole('button', { name: 'Earlier month' }).isEnabled()) {
    if (!(await calendarDay(page, date).isVisible())) await page.getByRole('button', { name: 'Earlier month' }).click();
  }
  await pickCalendarDay(page, date);
  await expect(calendarDay(page, date)).toHaveAccessibleName(/\d+ free times?, Chosen day/);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Select Time' })).toBeVisible();
  await expect(page.getByRole('group', { name: /^Times with / })).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Times with Dr. Kavya Pandya' })).toBeVisible();
  await expect(page.getByText('GBAUSM/G-23106')).toBeVisible();
  await expectNoAxeViolations(page);
  await slotRadios(page).first().check();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await payLocally(page, '₹2,500.00');
  const panel = page.getByRole('region', { name: 'Your appointment is booked' });
  await expect(panel).toContainText('In person');
  await expect(panel).toContainText('2nd floor, Shanti Complex');
  await expect(panel).toContainText('Please arrive 10 minutes early.');
  const reference = (await panel.getByText(/^#\d+$/).textContent())!.slice(1);

  const admin = await request.get('/api/v1/appointments/admin', { headers: { Authorization: `Bearer ${adminToken}` } });
  expect(admin.status()).toBe(200);
  const booked = ((await admin.json()) as Appointment[]).find((a) => String(a.id) === reference)!;
  await page.evaluate((token) => localStorage.setItem('token', token), adminToken);
  // That doctor's day: the list runs latest first, ten to a page, and other tests book later visits.
  await page.goto(`/admin/appointments?doctor_id=${booked.doctor.id}&from=${date}&to=${date}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('In person');
  await expect(row.getByRole('cell').first()).toHaveText(reference);
});

test('A patient who has paid while the clinic is busy keeps being retried until the booking is confirmed', async ({ page, request }) => {
  const session = await signedInPatient(request);
  await openWithStoredSession(page, session);
  await chooseServiceDateAndSlot(page);
  // More busy answers than an unpaid call would wait through (BUSY_MAX_ATTEMPTS), then the real one.
  let busyAnswers = 6;
  await page.route('**/api/v1/appointments/verify-payment', async (route) => {
    if (busyAnswers === 0) return route.continue();
    busyAnswers -= 1;
    await route.fulfill({
      status: 503,
      headers: { 'Retry-After': '0' },
      contentType: 'application/json',
      body: JSON.stringify({
        error: "The clinic's booking system is busy. Please try again in a moment.",
        code: 'unavailable',
        key: 'busy.unavailable',
      }),
    });
  });
  await payLocally(page);
  await expect(page.getByText("The clinic's booking system is busy; trying again…")).toBeVisible();
  await expect(page.getByText('Appointment booked successfully!')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Your appointment is booked' })).toBeVisible();
  expect(busyAnswers).toBe(0);
});
