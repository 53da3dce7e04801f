import type { Service } from '../../src/lib/api/types';
import { adminGet, expect, exportCsv, test } from './support/admin';

test('Admin adds, edits and deletes a service through the screens', async ({ adminPage: page }) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Services' }).click();
  await page.getByRole('link', { name: 'Add Service' }).click();
  await expect(page).toHaveURL(/\/admin\/services\/create$/);

  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByRole('main').getByText('Service name is required!')).toBeVisible();
  await page.getByLabel('Service Name').fill('Abhyanga Massage');
  await page.getByLabel('Price (₹)').fill('1499.5');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page.getByText('Service Updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/services$/);
  const row = page.getByRole('row').filter({ hasText: 'Abhyanga Massage' });
  await expect(row).toContainText('₹1,499.50');
  await expect(row).toContainText('Active');
  // Create and update share one success text: let the first toast go before looking for the second.
  await expect(page.getByText('Service Updated successfully!')).toBeHidden();

  await page.getByRole('link', { name: 'Edit Abhyanga Massage' }).click();
  await expect(page.getByLabel('Price (₹)')).toHaveValue('1499.5');
  await page.getByLabel('Price (₹)').fill('1600');
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Update Service' }).click();
  await expect(page.getByText('Service Updated successfully!')).toBeVisible();
  await expect(row).toContainText('₹1,600.00');
  await expect(row).toContainText('Inactive');

  await page.getByRole('button', { name: 'Delete Abhyanga Massage' }).click();
  await page.getByRole('dialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Service deleted successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Admin exports the services as CSV: id, name, price, status', async ({ adminPage: page }) => {
  await page.goto('/admin/services');
  await expect(page.getByRole('link', { name: 'Add Service' })).toBeVisible();
  const { fileName, lines } = await exportCsv(page);
  expect(fileName).toMatch(/^services_export_.+\.csv$/);
  expect(lines[0]).toBe('id,name,price,status');
  const services = await adminGet<Service[]>(page, '/services');
  expect(lines.slice(1)).toEqual(services.map((s) => `${s.id},${s.name.includes(',') ? `"${s.name}"` : s.name},${s.price},${s.status}`));
});
