import { type Page } from '@playwright/test';
import { expect } from './clinic-clock';

/**
 * Brings each island on screen, and a pointer over those that wait for one (client:interaction),
 * then waits until it has hydrated, so a test reads and checks the page a visitor gets. One at a
 * time: a quick scroll through the page can pass a client:visible island before the browser has
 * painted it, and then it never hydrates. The page scrolls itself: an island whose content is
 * hidden has no box for Playwright's scroll to wait for.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  for (const island of await page.locator('astro-island').all()) {
    await island.evaluate((element) => {
      const shown = [...element.children].find((child) => child.getBoundingClientRect().height > 0);
      shown?.scrollIntoView({ block: 'center' });
      if (element.getAttribute('client') === 'interaction') element.dispatchEvent(new PointerEvent('pointerover'));
    });
    await expect(island, `${await island.getAttribute('component-url')} hydrates`).not.toHaveAttribute('ssr');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Every island on the page has hydrated (Astro drops `ssr` then): a click before that is lost. For pages whose islands all load at once. */
export const islandsHydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);
