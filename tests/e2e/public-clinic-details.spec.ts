import type { Page } from '@playwright/test';
import { expect, test } from './support/admin';

const NEW_HOURS = 'Monday to Friday: 9:00 AM – 6:00 PM IST';

/** The local server rebuilds the site after the save (a few minutes): reload until the page shows it. */
async function reloadUntil(page: Page, path: string, text: string) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByRole('contentinfo').getByText(text)).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 6 * 60_000, intervals: [5_000] });
}

// Issue 45 item 6: the public pages print the clinic's details as saved in the settings.
test("the Contact page and the footer show the clinic's new address, hours, registration and logo after staff save them", async ({
  adminPage: page,
  adminToken,
}) => {
  test.setTimeout(15 * 60_000);
  const original = await (await page.request.get('/api/v1/clinic-settings')).json();

  // A logo the browser draws itself: a PNG, as staff would upload one.
  await page.setContent('<div style="width:96px;height:96px;background:#2f6b3a;border-radius:48px"></div>');
  const logo = await page.screenshot({ clip: { x: 8, y: 8, width: 96, height: 96 } });

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin/clinic-settings');
  await page
    .getByLabel('Upload a logo')
    .setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') });
  await expect(page.getByText('The logo must be a PNG or JPEG image')).toBeVisible();
  await page.getByLabel('Upload a logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByText('Logo saved')).toBeVisible();
  await expect(page.getByRole('img', { name: "The clinic's logo" })).toBeVisible();
  await page.getByLabel('Address line 1').fill('5th floor, Patel Plaza');
  await page.getByLabel('Registration number').fill('GJ/JAM/CE/2024/117');
  await page.getByLabel('Opening hours').fill(`${NEW_HOURS}\nSaturday and Sunday: closed`);
  await page.screenshot({ path: '/tmp/clinic-settings-profile-1366.png', fullPage: true });
  await page.getByRole('button', { name: 'Save Clinic Details' }).click();
  await expect(page.getByText('Clinic details saved')).toBeVisible();

  await reloadUntil(page, '/contact', 'Patel Plaza');
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    const visitUs = page.getByRole('region', { name: 'Visit Us' });
    await expect(visitUs.getByText('Jamnagar Ayurveda Clinic, 5th floor, Patel Plaza')).toBeVisible();
    await expect(visitUs.getByText(NEW_HOURS)).toBeVisible();
    await expect(visitUs.getByText('Registration No.: GJ/JAM/CE/2024/117')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Call Us' }).getByText(`${NEW_HOURS}; Saturday and Sunday: closed`)).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Registration No.: GJ/JAM/CE/2024/117')).toBeVisible();
    await expect(footer.getByText(NEW_HOURS)).toBeVisible();
    const headerLogo = page.getByRole('banner').locator('.brand img');
    await expect(headerLogo).toHaveAttribute('src', /^\/api\/v1\/clinic-settings\/logo\?v=\d+$/);
    expect(await headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `/tmp/contact-clinic-details-${width}.png`, fullPage: true });
  }
  // The Hindi page prints the new address as staff wrote it (its translation was of the old one).
  await page.goto('/hi/contact');
  await expect(page.getByRole('contentinfo').getByText('Jamnagar Ayurveda Clinic, 5th floor, Patel Plaza')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('contentinfo').getByText('Patel Plaza')).toBeVisible();

  // Back to the seeded details, so the worker's later tests see the clinic they expect.
  const { addressLines: _, updatedAt: __, logoUrl: ___, ...restore } = original as Record<string, unknown>;
  const auth = { Authorization: `Bearer ${adminToken}` };
  expect((await page.request.put('/api/v1/clinic-settings', { data: restore, headers: auth })).status()).toBe(200);
  expect((await page.request.delete('/api/v1/clinic-settings/logo', { headers: auth })).status()).toBe(200);
  await reloadUntil(page, '/contact', 'Shanti Complex');
  await expect(async () => {
    await page.goto('/contact');
    await expect(page.getByRole('banner').locator('.brand img')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 6 * 60_000, intervals: [5_000] });
});
