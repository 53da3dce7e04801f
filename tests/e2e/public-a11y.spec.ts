import { type Page } from '@playwright/test';
import { expect, test } from './support/clinic-clock';
import { expectNoAxeViolations } from './support/accessibility';
import { CONTENT_ROUTES } from './support/public-routes';
import { hydrateIslands } from './support/islands';

const PUBLIC_ROUTES = [...CONTENT_ROUTES, '/diet-plans/moong-dal%20khichdi', '/no-such-page'];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

/** Islands and client scripts render after load: wait for them so axe checks the real page. */
async function settle(page: Page, path: string) {
  await page.goto(path);
  await hydrateIslands(page);
  if (path.startsWith('/diet-plans/moong')) await expect(page.getByRole('heading', { level: 1, name: 'Moong Dal Khichdi' })).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe-core at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const path of PUBLIC_ROUTES) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await settle(page, path);
        await expectNoAxeViolations(page);
      });
    }
    test('/diet-plans Recipes tab and an open mobile menu have no violations', async ({ page }) => {
      await page.goto('/diet-plans');
      await page.getByRole('tab', { name: 'Recipes' }).click();
      await expect(page.getByRole('link', { name: /^View Recipe/ }).first()).toBeVisible();
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      else await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services', exact: true }).hover();
      await expectNoAxeViolations(page);
    });
  });
}
