import { expect, test } from './support/clinic-clock';

test('Visitor opens the home page and sees the clinic', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Quick Links');
});

test('Visitor on an unknown path sees Page Not Found with a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('The API health check answers through the same server', async ({ request }) => {
  const res = await request.get('/api/health');
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  const services = await request.get('/api/v1/services');
  expect(((await services.json()) as unknown[]).length).toBe(5);
});
