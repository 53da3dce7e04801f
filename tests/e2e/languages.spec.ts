import { expect, test } from './support/clinic-clock';
import { en } from '../../src/i18n/catalogue';
import { catalogueOf } from '../../src/i18n/catalogues';
import { TRANSLATED_LOCALES } from '../../src/i18n/locales';
import { formatPaise } from '../../src/lib/format/money';
import { longDateName } from '../../src/lib/format/date';
import { SESSION_KEYS } from '../../src/lib/booking/patient-session';
import { latestCode, nextClinicDay, uniqueMobile } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { CONTENT_ROUTES } from './support/public-routes';
import { hydrateIslands } from './support/islands';

test.use({ timezoneId: 'Asia/Kolkata' });

/** Every public route (issue 16), as English has it; each exists under /hi and /gu. */
const ROUTES = [
  ...CONTENT_ROUTES,
  '/diet-plans/moong-dal%20khichdi',
  '/book-appointment',
  '/my-appointments',
  '/policies/cancellation-refund',
  '/no-such-page',
];

/** English sentences of the catalogue: none may show on a translated page (an English fallback). */
function englishSentences(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'function') return englishSentences((value as (...a: number[]) => unknown)(3, 5), out);
  if (typeof value === 'string') {
    if (value.split(' ').length >= 4 && /[a-z]/.test(value) && !value.includes('@')) out.add(value);
  } else if (value && typeof value === 'object') for (const item of Object.values(value)) englishSentences(item, out);
  return out;
}
const ENGLISH = [...englishSentences(en)];

for (const locale of TRANSLATED_LOCALES) {
  const t = catalogueOf(locale);

  for (const route of ROUTES) {
    // One load per page checks both its language and its accessibility on a phone: loading and
    // hydrating each page twice was most of this file's time (issue 42).
    test(`${locale}${route} speaks ${locale} (lang, alternates, canonical, no English left) and has no accessibility violations on a phone`, async ({
      page,
    }) => {
      const path = `/${locale}${route === '/' ? '/' : route}`;
      await page.setViewportSize({ width: 390, height: 844 });
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(route === '/no-such-page' ? 404 : 200);
      await hydrateIslands(page);
      await expectNoAxeViolations(page, { label: route });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), route).toBe(true);

      // The rest at a desktop width, where the navigation (and its text) is shown, not folded.
      await page.setViewportSize({ width: 1280, height: 720 });
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), new URL(link.getAttribute('href')!).pathname]));
      expect(alternates.map(([lang]) => lang)).toEqual(['en', 'hi', 'gu', 'x-default']);
      const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname;
      expect(alternates).toContainEqual([locale, canonical]);
      const text = await page.locator('body').innerText();
      expect(
        ENGLISH.filter((sentence) => text.includes(sentence)),
        path,
      ).toEqual([]);
      expect(text, path).not.toMatch(/undefined|\[object /);
      await expect(page.getByRole('navigation', { name: t.ui.layoutText.languageSwitcher })).toBeVisible();
    });
  }
}

test('The language switcher keeps the page, and the script fonts load only on translated pages', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/services/panchakarma');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.services.panchakarmaPage.title);
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);

  await page.getByRole('navigation', { name: en.ui.layoutText.languageSwitcher }).getByRole('link', { name: 'ગુજરાતી' }).click();
  await expect(page).toHaveURL(/\/gu\/services\/panchakarma\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogueOf('gu').services.panchakarmaPage.title);
  await page.waitForLoadState('networkidle');
  expect(fonts.some((font) => /noto-sans-gujarati/.test(font))).toBe(true);

  await page
    .getByRole('navigation', { name: catalogueOf('gu').ui.layoutText.languageSwitcher })
    .getByRole('link', { name: 'हिन्दी' })
    .click();
  await expect(page).toHaveURL(/\/hi\/services\/panchakarma\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogueOf('hi').services.panchakarmaPage.title);
  // Links inside a translated page stay in its language.
  const mainLinks = await page
    .getByRole('navigation', { name: catalogueOf('hi').site.mainNav.label })
    .getByRole('link')
    .evaluateAll((links) => links.filter((link) => !link.hasAttribute('hreflang')).map((link) => new URL((link as HTMLAnchorElement).href).pathname));
  expect(mainLinks.length).toBeGreaterThan(5);
  expect(mainLinks.filter((path) => !path.startsWith('/hi/'))).toEqual([]);

  await page
    .getByRole('navigation', { name: catalogueOf('hi').ui.layoutText.languageSwitcher })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/services\/panchakarma\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('On a recipe, the language switcher goes to the same recipe', async ({ page }) => {
  await page.goto('/hi/diet-plans/moong-dal%20khichdi');
  await expect(page.getByRole('heading', { level: 1, name: 'Moong Dal Khichdi' })).toBeVisible();
  await page
    .getByRole('navigation', { name: catalogueOf('hi').ui.layoutText.languageSwitcher })
    .getByRole('link', { name: 'ગુજરાતી' })
    .click();
  await expect(page).toHaveURL(/\/gu\/diet-plans\/moong-dal%20khichdi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moong Dal Khichdi' })).toBeVisible();
  await expect(page.getByRole('link', { name: catalogueOf('gu').dietPlans.recipePage.backLink })).toHaveAttribute('href', '/gu/diet-plans');
});

test('A patient books, reads and cancels an appointment entirely in Hindi, and is registered in Hindi', async ({ page, request }) => {
  const hi = catalogueOf('hi');
  const copy = hi.booking.bookingCopy;
  const m = hi.messages;
  const phone = uniqueMobile();
  // The service the API names 'Personalized Consultation', as the Hindi pages name it.
  const consultation = hi.services.serviceCards[0]!.title;
  expect(en.services.serviceCards[0]!.title).toBe('Personalized Consultation');

  await page.goto('/hi/book-appointment');
  // An unknown number on the returning-patient path: the API's answer, in Hindi.
  await page.getByRole('button', { name: copy.existingUser }).click();
  await page.getByRole('textbox', { name: copy.mobile }).fill(phone);
  await page.getByRole('button', { name: copy.sendOtp, exact: true }).click();
  await expect(page.getByText(m.verificationCode.unknownMobile).first()).toBeVisible();

  await page.getByRole('button', { name: copy.changePath.toNew }).click();
  await page.getByLabel(copy.name).fill('मीना अय्यर');
  await page.getByRole('textbox', { name: copy.mobile }).fill(phone);
  await page.getByRole('checkbox', { name: hi.consultation.privacyNotice.agree }).check();
  await page.getByRole('button', { name: copy.registerAndSend }).click();
  await expect(page.getByText(m.booking.otpSent)).toBeVisible();
  await page.getByLabel(copy.otp, { exact: true }).fill(await latestCode(request, `+91${phone}`));
  await page.getByRole('button', { name: copy.verifyOtp }).click();

  await expect(page.getByRole('heading', { name: copy.steps.service })).toBeVisible();
  await page.getByRole('button', { name: copy.next, exact: true }).click();
  await expect(page.getByText(m.booking.serviceAndDescriptionRequired).first()).toBeVisible();
  await page.getByLabel(copy.service, { exact: true }).selectOption({ label: consultation });
  const price = formatPaise(80_000, 'hi');
  await expect(page.getByText(price).first()).toBeVisible();
  await page.getByLabel(copy.describe).fill('तीन महीने से सुबह जोड़ों में दर्द');
  await page.getByRole('button', { name: copy.next, exact: true }).click();
  const date = nextClinicDay();
  const day = page.getByRole('grid').getByRole('button', { name: new RegExp(`^${longDateName(date, 'hi')}`) });
  if (!(await day.isVisible())) await page.getByRole('button', { name: copy.calendar.nextMonth }).click();
  await day.click();
  await page.getByRole('button', { name: copy.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: copy.steps.time })).toBeVisible();
  await page
    .getByRole('radio')
    .filter({ hasNot: page.locator('[value="any"]') })
    .last()
    .check();
  await page.getByRole('button', { name: copy.next, exact: true }).click();
  await expect(page.getByRole('heading', { name: copy.steps.confirm })).toBeVisible();
  await page.getByRole('button', { name: `${copy.pay} ${price}` }).click();
  await page
    .getByRole('dialog', { name: copy.localCheckout.title })
    .getByRole('button', { name: `${copy.localCheckout.pay} ${price}` })
    .click();
  await expect(page.getByText(m.booking.booked)).toBeVisible();
  await expect(page.getByRole('heading', { name: copy.confirmation.heading })).toBeVisible();

  // The registration kept the patient's language: their messages come in Hindi.
  const token = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEYS.token);
  const me = await request.get('/api/v1/users/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { language: string }).language).toBe('hi');

  await page.getByRole('link', { name: copy.confirmation.myAppointments }).first().click();
  await expect(page).toHaveURL(/\/hi\/my-appointments\/?$/);
  const portal = hi.myAppointments.myAppointmentsCopy;
  const card = page.getByRole('region', { name: portal.upcoming }).getByRole('article', { name: consultation });
  await expect(card).toContainText(portal.statusLabels.confirmed);
  await expect(card).toContainText(price);
  await card.getByRole('button', { name: portal.cancel }).click();
  await expect(card).toContainText(portal.refundOutcome(price, price));
  await card.getByRole('button', { name: portal.confirmCancel }).click();
  await expect(page.getByText(m.myAppointments.cancelled)).toBeVisible();
  await expect(page.getByRole('region', { name: portal.past }).getByRole('article', { name: consultation })).toContainText(
    portal.statusLabels.cancelled,
  );
});
