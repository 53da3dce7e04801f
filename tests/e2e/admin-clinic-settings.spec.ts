import { expect, test } from './support/admin';

for (const width of [1366, 360]) {
  test(`Admin corrects the clinic's address and the form keeps it (${width} px)`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/clinic-settings');
    await expect(page.getByRole('heading', { name: 'Clinic Settings' })).toBeVisible();
    await expect(page.getByLabel('Address line 1')).toHaveValue('2nd floor, Shanti Complex');
    await page.getByLabel('PIN code').fill('36100');
    await page.getByRole('button', { name: 'Save Clinic Details' }).click();
    await expect(page.getByRole('main').getByText('PIN code must be 6 digits')).toBeVisible();
    await page.getByLabel('PIN code').fill('361008');
    await page.getByLabel('Latitude').fill('22.4707');
    await page.getByLabel('Longitude').fill('70.0577');
    await page.screenshot({ path: `/tmp/front-desk-clinic-settings-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save Clinic Details' }).click();
    await expect(page.getByText('Clinic details saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Latitude')).toHaveValue('22.4707');
  });
}
