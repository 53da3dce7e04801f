import { type Page } from '@playwright/test';
import { expect, test } from './support/clinic-clock';
import { nextClinicDay, openWithStoredSession, pickCalendarDay, signedInPatient, slotRadios } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { CONTENT_ROUTES } from './support/public-routes';
import { islandsHydrated } from './support/islands';

test.use({ timezoneId: 'Asia/Kolkata' });

const PHONE_WIDTHS = [320, 360, 390];
const PUBLIC_PAGES = [
  ...CONTENT_ROUTES,
  '/book-appointment',
  '/policies/cancellation-refund',
  '/policies/privacy',
  '/policies/terms',
  '/no-such-page',
];

/**
 * No sideways scrolling, and the header's brand and its tools sit on one row (on a desktop the
 * links take a second row under them, so the clinic's name shows whole: allow for it there).
 */
async function expectFitsPhone(page: Page, what: string, maxHeaderHeight = 80) {
  const fit = await page.evaluate(() => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const brand = document.querySelector('.brand')!.getBoundingClientRect();
    const tools = document.querySelector('.nav-tools')!.getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      headerHeight: header.height,
      oneRow: brand.top < tools.bottom && tools.top < brand.bottom,
    };
  });
  expect(fit.scrollWidth, `${what}: page wider than the screen`).toBeLessThanOrEqual(fit.innerWidth);
  expect(fit.oneRow, `${what}: header wraps`).toBe(true);
  expect(fit.headerHeight, `${what}: header taller than it should be`).toBeLessThan(maxHeaderHeight);
}

for (const width of PHONE_WIDTHS) {
  test(`Every public page fits a ${width} px phone with a one-row header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await expectFitsPhone(page, `${path} at ${width}`);
    }
  });

  test(`Every wizard step fits a ${width} px phone`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/book-appointment');
    await islandsHydrated(page);
    await expectFitsPhone(page, 'choice');
    await page.getByRole('button', { name: 'First Time Booking' }).click();
    await expectFitsPhone(page, 'register');
    await page.getByRole('button', { name: 'Booked with us before? Sign in instead' }).click();
    await expectFitsPhone(page, 'verification');

    await openWithStoredSession(page, await signedInPatient(request));
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Personalized Consultation' });
    await page.getByLabel('Describe your condition').fill('Acidity after meals');
    await expectFitsPhone(page, 'service details');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(page.getByRole('grid')).toBeVisible();
    await expectFitsPhone(page, 'select date');
    await pickCalendarDay(page, nextClinicDay());
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(slotRadios(page).first()).toBeVisible();
    await expectFitsPhone(page, 'select time');
    await slotRadios(page).first().check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expectFitsPhone(page, 'confirmation');
    await page.getByRole('button', { name: 'Pay ₹800.00' }).click();
    await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Pay ₹800.00' }).click();
    await expect(page.getByRole('region', { name: 'Your appointment is booked' })).toBeVisible();
    await expectFitsPhone(page, 'booked');
  });
}

test('Every public page fits a 320 px phone in wider fonts than this machine has', async ({ page }) => {
  // Another machine may lack our fonts and fall back to wider ones: widen every letter and
  // nothing may set a minimum width beyond the screen (the header has its own one-row test).
  await page.setViewportSize({ width: 320, height: 740 });
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    const scrollWidth = await page.evaluate(() => {
      document.documentElement.style.letterSpacing = '0.04em';
      document.querySelector<HTMLElement>('.site-header')?.style.setProperty('letter-spacing', 'normal');
      return document.documentElement.scrollWidth;
    });
    expect(scrollWidth, `${path} in a wider font`).toBeLessThanOrEqual(320);
  }
});

test('A translate failure shows its message without moving the header', async ({ page }) => {
  await page.route('https://translate.google.com/**', (route) => route.abort());
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/about');
    const before = await page.locator('.site-header').boundingBox();
    await page.getByRole('button', { name: 'Translate' }).click();
    await expect(page.getByText('Translation is unavailable right now. Please try again later.')).toBeVisible();
    expect(await page.locator('.site-header').boundingBox()).toEqual(before);
    await expectFitsPhone(page, `translate failure at ${width}`, width > 1180 ? 120 : 80);
  }
});

test('The policy pages and the contact details have no accessibility violations', async ({ page }) => {
  for (const path of ['/policies/cancellation-refund', '/policies/privacy', '/policies/terms', '/contact']) {
    await page.goto(path);
    await expectNoAxeViolations(page, { label: path });
  }
  await page.goto('/policies/cancellation-refund');
  await expect(page.getByText('24 hours or more before the start: a full refund.')).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/policies/privacy');
  await expect(footer).toContainText('Jamnagar, Gujarat');
  // No social icon links to nowhere.
  await expect(footer.locator('a[href="#"]')).toHaveCount(0);
});
