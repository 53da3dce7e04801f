import { expect, test } from './support/clinic-clock';
import { E2E_ADMIN } from '../../playwright.config';

test('Staff member who forgot the password asks for a link from the login screen and is told it is on its way', async ({ page }) => {
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText('a link to choose a new password is on its way');
  await page.getByRole('link', { name: 'Back to the login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('A reset link that is broken or used says so and offers a new one', async ({ page }) => {
  await page.goto('/admin/reset-password');
  await expect(page.getByText('This link has expired or was already used. Ask for a new one.')).toBeVisible();

  await page.goto('/admin/reset-password#token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('The new password again').fill('a-different-password');
  await expect(page.getByText('The two passwords differ')).toBeVisible();
  await page.getByLabel('The new password again').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toHaveText('This link has expired or was already used. Ask for a new one.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
