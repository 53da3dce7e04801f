import { type Page } from '@playwright/test';
import { expect, test } from './support/clinic-clock';
import { CLINIC_TIME_ZONE } from '../../src/lib/time/clinic-time';
import { bookedPatient, openMyAppointments } from './booking-support';

// Issue 45: the third round's screens, at a phone's width and a desktop's.
test.use({ timezoneId: CLINIC_TIME_ZONE });

const WIDTHS = [360, 1366] as const;

/** Whether the page scrolls sideways. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('The header shows the clinic name whole, in every language', async ({ page }) => {
      for (const path of ['/book-appointment', '/hi/book-appointment', '/gu/book-appointment']) {
        await page.goto(path);
        const brand = page.locator('.brand');
        const { scrollWidth, clientWidth } = await brand.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
        expect(scrollWidth, `${path} at ${width}`).toBeLessThanOrEqual(clientWidth);
        await page.screenshot({ path: `test-results/header-${path.split('/')[1]}-${width}.png` });
      }
    });

    test('The intake panel keeps the page to the screen’s width', async ({ page, request }) => {
      const { patient } = await bookedPatient(request, 'Personalized Consultation', 'video', 'Intake Width');
      await openMyAppointments(page, patient);
      await page.getByRole('button', { name: 'Before your visit: history and reports' }).first().click();
      await expect(page.getByRole('group', { name: 'Tell the doctor before your visit' })).toBeVisible();
      await page.screenshot({ path: `test-results/intake-panel-${width}.png`, fullPage: true });
      const widest = await page.evaluate(() =>
        [...document.querySelectorAll('.intake-panel *')]
          .map((el) => ({ tag: `${el.tagName}.${el.className}`, right: Math.round(el.getBoundingClientRect().right) }))
          .filter((e) => e.right > document.documentElement.clientWidth),
      );
      expect(widest).toEqual([]);
      expect(await scrollsSideways(page)).toBe(false);
    });
  });
}
