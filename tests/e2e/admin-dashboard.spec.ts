import type { DashboardOperations } from '../../src/lib/api/types';
import { expectNoAxeViolations } from './support/accessibility';
import { adminGet, expect, test } from './support/admin';

test("Staff see today's appointments and switch the 30-day chart to a table", async ({ adminPage: page }) => {
  const figures = await adminGet<DashboardOperations>(page, '/dashboard/operations');
  const today = page.getByRole('region', { name: /^Today, / });
  await expect(today).toBeVisible();
  if (figures.today_appointments.length === 0) {
    await expect(today.getByText('No appointments today')).toBeVisible();
  } else {
    await expect(today.getByRole('row')).toHaveCount(figures.today_appointments.length + 1);
  }
  await expect(page.getByRole('region', { name: 'Next 7 days' }).getByRole('listitem')).toHaveCount(7);
  await expect(page.getByRole('heading', { name: 'Revenue this month' })).toBeVisible();

  const chart = page.getByRole('figure');
  await expect(chart.getByRole('img', { name: /^Bookings per day/ })).toBeVisible();
  const toggle = chart.getByRole('button', { name: 'Show as table' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const table = chart.getByRole('table', { name: /^Bookings and revenue per day/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  await expect(chart.getByRole('img')).toHaveCount(0);

  await expectNoAxeViolations(page);

  await toggle.click();
  await expect(chart.getByRole('table')).toHaveCount(0);
});

test('The dashboard fits a 360 px phone: only its tables scroll sideways', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'Show as table' })).toBeVisible();
  await page.getByRole('button', { name: 'Show as table' }).click();
  const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(width.scroll).toBeLessThanOrEqual(width.inner);
});
