import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/clinic-clock';
import { doctors as clinicDoctors } from '../../src/content/doctors';
import { CLINIC_TIME_ZONE } from '../../src/lib/time/clinic-time';
import { E2E_ADMIN } from '../../playwright.config';
import {
  chooseServiceDateAndSlot,
  nextClinicDay,
  openWithStoredSession,
  paidBooking,
  signedInPatient,
  slotRadios,
  uniqueMobile,
} from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { loginThroughForm } from './support/admin';
import { jumpToStart, type Slot, slotStartingSoon } from './support/slot-starting-soon';
import { islandsHydrated } from './support/islands';

// Issue 27: what a new patient and clinic staff tripped on, at a phone's width and a desktop's.
test.use({ timezoneId: CLINIC_TIME_ZONE });

const WIDTHS = [360, 1366] as const;

/** A patient books and pays for a slot through the API, as the wizard does. */
async function bookAs(request: APIRequestContext, patient: { userId: number; token: string }, slotId: number) {
  const booking = { userId: patient.userId, slotId, serviceId: 1, description: 'Pain in the knees for a month' };
  return (await paidBooking(request, patient.token, booking)).id;
}

/** The first free slot of the next clinic day that doctor 1 (who offers service 1) has. */
async function freeSlotTomorrow(request: APIRequestContext): Promise<number> {
  const date = nextClinicDay();
  const res = await request.get('/api/v1/time-slots/available', {
    params: { startDate: new Date(`${date}T00:00:00+05:30`).toISOString(), endDate: new Date(`${date}T23:59:59+05:30`).toISOString(), serviceId: 1 },
  });
  const slots = (await res.json()) as Slot[];
  expect(slots.length).toBeGreaterThan(0);
  return slots[Math.floor(Math.random() * slots.length)]!.id;
}

/** Waits until every island on the page has hydrated (Astro drops the ssr attribute then). */

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('A signed-in patient goes back from review and pay, pays, and the confirmation stays in view with focus', async ({ page, request }) => {
      await openWithStoredSession(page, await signedInPatient(request, 'Rekha Confirmed'));
      await expect(page.getByRole('heading', { name: 'Service Details' })).toBeVisible();
      // SPEC §2: Previous on Service Details leads to the verified number, never to sending a new code (issue 45).
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
      await expect(page.getByText('Verified mobile number')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Use another number' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Send OTP' })).toHaveCount(0);
      await page.screenshot({ path: `test-results/journey-verified-number-${width}.png` });
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Service Details' })).toBeVisible();
      // Every fee shows before a service is chosen.
      const fees = page.getByRole('list', { name: 'Fee of each service' });
      await expect(fees).toContainText('Personalized Consultation: ₹800.00');
      await expect(fees).toContainText('Panchakarma: ₹2,500.00');

      await chooseServiceDateAndSlot(page);
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('heading', { name: 'Select Time' })).toBeVisible();
      await expect(slotRadios(page).first()).toBeChecked();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Confirmation' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();

      await page.getByRole('button', { name: /^Pay ₹800\.00$/ }).click();
      await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay ₹800.00' }).click();
      await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
      await expect(page.getByText('Ready to book another appointment!')).toBeVisible();
      // SPEC's reset happened (the new form waits below) while view and focus stay on the confirmation.
      await expect(page.getByLabel('Service', { exact: true })).toHaveValue('');
      const confirmed = page.getByRole('heading', { name: 'Your appointment is booked' });
      await expect(confirmed).toBeFocused();
      await expect(confirmed).toBeInViewport();
      await page.screenshot({ path: `test-results/journey-confirmation-${width}.png` });
    });

    test('My appointments: no verify prompt once signed in, the booking reference on the card, a readable open Reschedule', async ({
      page,
      request,
    }) => {
      const patient = await signedInPatient(request, 'Suresh Reference');
      const id = await bookAs(request, patient, await freeSlotTomorrow(request));
      await openWithStoredSession(page, patient);
      await page.goto('/my-appointments');
      const card = page.getByRole('article').first();
      await expect(card).toContainText('Booking reference');
      await expect(card).toContainText(`#${id}`);
      await expect(page.getByText('Verify your mobile number to continue.')).toHaveCount(0);

      const reschedule = card.getByRole('button', { name: /^Reschedule/ });
      await reschedule.click();
      await expect(reschedule).toHaveAttribute('aria-expanded', 'true');
      // The pointer stays on the button it tapped, as a finger's would.
      await expectNoAxeViolations(page, { include: '.appointment-card' });
      await page.screenshot({ path: `test-results/journey-my-appointments-${width}.png`, fullPage: true });
    });

    test('My appointments asks a patient who is not signed in to verify the number', async ({ page }) => {
      await page.goto('/my-appointments');
      await expect(page.getByText('Verify your mobile number to continue.')).toBeVisible();
    });

    test("Register: the country code's select lines up with the mobile field", async ({ page }) => {
      await page.goto('/book-appointment');
      await islandsHydrated(page);
      await page.getByRole('button', { name: 'First Time Booking' }).click();
      const select = await page.getByLabel('Country code').boundingBox();
      const mobile = await page.getByRole('textbox', { name: 'Mobile number' }).boundingBox();
      expect(Math.abs(select!.y + select!.height - (mobile!.y + mobile!.height))).toBeLessThanOrEqual(2);
      expect(Math.abs(select!.height - mobile!.height)).toBeLessThanOrEqual(2);
    });

    test('Existing User with an unknown number is told to press the button on screen', async ({ page }) => {
      await page.goto('/book-appointment');
      await islandsHydrated(page);
      await page.getByRole('button', { name: 'Existing User' }).click();
      await page.getByRole('textbox', { name: 'Mobile number' }).fill(uniqueMobile());
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await expect(page.getByText('No account found for this mobile number. Press “Register with this number” to register.').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Register with this number' })).toBeVisible();
    });

    test('Admin: a good login after a failed one leaves only the success toast', async ({ page }) => {
      await page.goto('/admin');
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Password').fill('not-the-password');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText(/^Login failed/)).toBeVisible();
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
      await expect(page.getByText('Login successful')).toBeVisible();
      await expect(page.getByText(/^Login failed/)).toHaveCount(0, { timeout: 2000 });

      // The failed try is in the trail as nobody's, with its time in IST; the page stays within a phone.
      await page.goto('/admin/audit-log');
      await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
      const failed = page.getByRole('row').filter({ hasText: 'Login failed' }).first();
      await expect(failed).toContainText('Not signed in');
      await expect(failed).toContainText(/IST/);
      expect(await scrollsSideways(page)).toBe(false);
    });
  });
}

test('The clinic name shows whole in the header from 1024 px up, in every language', async ({ page }) => {
  for (const width of [1024, 1181, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/about', '/services', '/hi/contact', '/gu/about', '/gu/']) {
      await page.goto(path);
      const brand = page.locator('.brand');
      await expect(brand.locator('.brand-full')).toBeVisible();
      const { scrollWidth, clientWidth } = await brand.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scrollWidth, `${path} at ${width}`).toBeLessThanOrEqual(clientWidth);
    }
  }
});

test('Fees show on /services and on a service page, in Hindi too', async ({ page }) => {
  await page.goto('/services');
  await expect(page.getByText('Fee: ₹2,500.00')).toBeVisible();
  await page.goto('/services/personalized-consultation');
  await expect(page.getByText('Fee: ₹800.00')).toBeVisible();
  await page.goto('/hi/services/garbhasanskar');
  await expect(page.getByText(/^शुल्क: ₹/)).toBeVisible();
});

test("Admin: a doctor's login saved after a too-short password shows only “Login saved.”", async ({ page }) => {
  await loginThroughForm(page);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Doctors' }).click();
  await page.getByRole('link', { name: `Edit ${clinicDoctors[2]!.name}` }).click();
  const login = page.getByRole('region', { name: 'Login' });
  await expect(login.getByLabel('Login e-mail')).not.toHaveValue('');
  await login.getByLabel('Password').fill('short');
  await login.getByRole('button', { name: 'Save Login' }).click();
  const toasts = page.getByRole('status');
  await expect(toasts.filter({ hasText: 'The password must be at least 8 characters' })).toBeVisible();
  await login.getByLabel('Password').fill('a-long-enough-password');
  await login.getByRole('button', { name: 'Save Login' }).click();
  await expect(toasts.filter({ hasText: 'Login saved.' })).toBeVisible();
  // Gone well before its own 4 s would end: the success replaced it.
  await expect(toasts.filter({ hasText: 'The password must be at least 8 characters' })).toHaveCount(0, { timeout: 2000 });
});

test.describe('before the carousel loads', () => {
  test.use({ viewport: { width: 360, height: 800 }, javaScriptEnabled: false });

  test('Home at 360 shows one testimonial to a row, not three squeezed columns', async ({ page }) => {
    await page.goto('/');
    const card = page.locator('.slick-slide:not(.slick-cloned) .testimonial-card').first();
    await card.scrollIntoViewIfNeeded();
    expect((await card.boundingBox())!.width).toBeGreaterThan(250);
    expect(await scrollsSideways(page)).toBe(false);
  });
});

test('Admin dashboard: Today comes first on a phone, and a started appointment is marked completed or opened from it', async ({ page }) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 360, height: 800 });
  await loginThroughForm(page);
  const soon = await slotStartingSoon(page, clinicDoctors[0]!.name);
  const name = `Dashboard Patient ${Date.now().toString(36)}`;
  const patient = await signedInPatient(page.request, name);
  const id = await bookAs(page.request, patient, soon.id);
  await jumpToStart(soon, page);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/dashboard');
    const today = page.getByRole('region', { name: /^Today, / });
    const totals = page.getByRole('list', { name: 'Totals' });
    await expect(today).toBeVisible();
    expect((await today.boundingBox())!.y).toBeLessThan((await totals.boundingBox())!.y);
    const row = today.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('button', { name: `Mark completed appointment ${id}` })).toBeVisible();
    await expect(row.getByRole('button', { name: `Mark no-show appointment ${id}` })).toBeVisible();
    await expect(row.getByRole('link', { name: `Open appointment ${id}` })).toBeVisible();
    await page.screenshot({ path: `test-results/journey-dashboard-${width}.png` });
  }

  const row = page
    .getByRole('region', { name: /^Today, / })
    .getByRole('row')
    .filter({ hasText: name });
  await row.getByRole('button', { name: `Mark completed appointment ${id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark Completed' });
  await dialog.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(page.getByText('Appointment marked completed.')).toBeVisible();
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await row.getByRole('link', { name: `Open appointment ${id}` }).click();
  await expect(page).toHaveURL(/\/admin\/appointments\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
});
