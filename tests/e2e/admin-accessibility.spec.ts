import { expectNoAxeViolations } from './support/accessibility';
import { expect, test } from './support/admin';

for (const path of [
  '/admin/dashboard',
  '/admin/doctors',
  '/admin/doctors/create',
  '/admin/services',
  '/admin/time-slots',
  '/admin/appointments',
  '/admin/refunds',
  '/admin/patients',
  '/admin/recipes',
  '/admin/recipes/create',
  '/admin/contact-queries',
  '/admin/follow-ups',
]) {
  test(`The admin screen ${path} has no accessibility violations`, async ({ adminPage: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/Loading/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('The admin login screen has no accessibility violations', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  await expectNoAxeViolations(page);
});
