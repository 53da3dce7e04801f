import { expect, exportCsv, test } from './support/admin';

const rowOf = (page: import('@playwright/test').Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('Admin changes a contact query status from the list and sees it in the table', async ({ adminPage: page }) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Contact Queries' }).click();
  await expect(page.getByRole('heading', { name: 'Manage Contact Queries' })).toBeVisible();
  const row = rowOf(page, 'Anita Rao');
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /Change status/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Change Query Status' });
  await expect(dialog).toContainText('Diet plan for arthritis');
  await expect(dialog).toContainText('Anita Rao (anita.rao@example.com)');
  await dialog.getByLabel('New Status').selectOption('resolved');
  await dialog.getByRole('button', { name: 'Update Status' }).click();

  await expect(page.getByText('Contact query status updated to resolved!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, 'Anita Rao')).toContainText('Resolved');
});

test('Admin opens a query sent from the contact form, changes its status and sees its details', async ({ adminPage: page }) => {
  const subject = 'Panchakarma for chronic back pain and a very long subject line';
  const sent = await page.request.post('/api/v1/contact-queries', {
    data: { name: 'Meena Iyer', email: 'meena@example.com', mobile: '9988776655', subject, message: 'Is an online consultation possible?' },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };

  await page.goto('/admin/contact-queries');
  const row = rowOf(page, 'Meena Iyer');
  await expect(row).toContainText(`${subject.slice(0, 40)}...`);
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} (AM|PM)$/);
  await row.getByRole('link', { name: `View query ${id}` }).click();

  await expect(page.getByRole('heading', { name: `Query #${id}` })).toBeVisible();
  await expect(page.getByText('meena@example.com')).toBeVisible();
  await expect(page.getByText('9988776655')).toBeVisible();
  await expect(page.getByText('Is an online consultation possible?')).toBeVisible();
  await expect(page.getByText('Submitted')).toBeVisible();
  await page.getByRole('button', { name: 'Change Status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Query Status' });
  await dialog.getByLabel('New Status').selectOption('closed');
  await dialog.getByRole('button', { name: 'Update Status' }).click();
  await expect(page.getByText('Query status updated to closed!')).toBeVisible();
  await expect(page.locator('.admin-query-header')).toContainText('Closed');

  await page.getByRole('link', { name: 'Back to Contact Queries' }).click();
  await expect(rowOf(page, 'Meena Iyer')).toContainText('Closed');
});

test('Admin deletes a contact query after confirming', async ({ adminPage: page }) => {
  await page.goto('/admin/contact-queries');
  const row = rowOf(page, 'Sanjay Mehta');
  await row.getByRole('button', { name: /Delete query/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText('Are you sure you want to delete this contact query?');
  await expect(dialog).toContainText('Sanjay Mehta (sanjay.mehta@example.com)');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Contact query deleted successfully!')).toBeVisible();
  await expect(rowOf(page, 'Sanjay Mehta')).toHaveCount(0);
});

test('The detail screen without a query id says so', async ({ adminPage: page }) => {
  await page.goto('/admin/contact-queries/view');
  await expect(page.getByText('No query ID provided.')).toBeVisible();
});

test('Contact queries export has the SPEC header row', async ({ adminPage: page }) => {
  await page.goto('/admin/contact-queries');
  await expect(rowOf(page, 'Ritu Desai')).toBeVisible();
  const { fileName, lines } = await exportCsv(page);
  expect(fileName).toMatch(/^contact_queries_export_\d{4}-\d{2}-\d{2}T.*\.csv$/);
  expect(lines[0]).toBe('id,name,email,mobile,subject,message,status,createdAt,updatedAt');
  expect(lines.some((line) => line.includes('ritu.desai@example.com'))).toBe(true);
});
