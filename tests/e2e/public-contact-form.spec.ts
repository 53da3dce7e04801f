import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/clinic-clock';

const SUCCESS = "Your message has been sent successfully! We'll get back to you soon.";

/** The form is a client:visible (home) or client:interaction (Contact Us) island: wait until React owns it. */
async function hydratedForm(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  const island = page.locator('astro-island:has(form.contact-form)');
  await island.scrollIntoViewIfNeeded();
  await island.hover();
  await expect(island).not.toHaveAttribute('ssr');
  return island.locator('form');
}

/** React 19 marks its elements with this symbol name: a script holding it is a React chunk. */
const REACT_MARKER = 'react.transitional.element';

test.describe('Contact Us on a phone, before the island hydrates', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('No React chunk loads until the visitor reaches for the form', async ({ page }) => {
    const reactScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes(REACT_MARKER)) reactScripts.push(response.url());
    });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    expect(reactScripts).toEqual([]);
    await page.getByLabel('Name').tap();
    await expect(page.locator('astro-island:has(form.contact-form)')).not.toHaveAttribute('ssr');
    expect(reactScripts).not.toEqual([]);
  });

  test('A scroll with the form on screen gets it ready before the visitor taps it', async ({ page }) => {
    await page.goto('/contact', { waitUntil: 'networkidle' });
    const island = page.locator('astro-island:has(form.contact-form)');
    await expect(island).toHaveAttribute('ssr');
    await page.mouse.wheel(0, 200);
    await expect(island).not.toHaveAttribute('ssr');
  });

  test('What the visitor types while the island loads is kept, and sent once it has hydrated', async ({ page }) => {
    // Hold the island's code until everything is typed: the slowest phone's download.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/_astro/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact');
    const island = page.locator('astro-island:has(form.contact-form)');
    const form = island.locator('form');
    await form.getByLabel('Name').tap();
    await page.keyboard.type('Asha');
    await form.getByLabel('Email').fill('asha@example.in');
    await form.getByLabel('Subject').fill('Knee pain');
    await form.getByLabel('Message').fill('Can Panchakarma help');
    await expect(island).toHaveAttribute('ssr');
    release();
    await expect(island).not.toHaveAttribute('ssr');
    await expect(form.getByLabel('Name')).toHaveValue('Asha');
    // Typing goes on in the hydrated form, after what came before.
    await form.getByLabel('Name').press('End');
    await page.keyboard.type(' Patel');
    await form.getByLabel('Message').press('End');
    await page.keyboard.type(' my knee pain?');
    await expect(form.getByLabel('Message')).toHaveValue('Can Panchakarma help my knee pain?');
    const posted = page.waitForRequest('**/api/v1/contact-queries');
    await form.getByRole('button', { name: 'Send Message' }).tap();
    expect((await posted).postDataJSON()).toEqual({
      name: 'Asha Patel',
      email: 'asha@example.in',
      mobile: null,
      subject: 'Knee pain',
      message: 'Can Panchakarma help my knee pain?',
    });
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('Typing straight away, then sending, works whether or not the island has hydrated by then', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Name').tap();
    await page.keyboard.type('Ravi Shah');
    await form.getByLabel('Email').tap();
    await page.keyboard.type('ravi@example.com');
    await form.getByLabel('Subject').tap();
    await page.keyboard.type('Evening hours');
    await form.getByLabel('Message').tap();
    await page.keyboard.type('Do you offer evening consultations?');
    await expect(form.getByLabel('Name')).toHaveValue('Ravi Shah');
    await form.getByRole('button', { name: 'Send Message' }).tap();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  });
});

test.describe('Contact Us without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('The form posts and the visitor sees that it was sent', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Name').fill('Asha Patel');
    await form.getByLabel('Email').fill('asha@example.in');
    await form.getByLabel('Subject').fill('Knee pain');
    await form.getByLabel('Message').fill('Can Panchakarma help my knee pain?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact#contact-status-success$/);
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(1);
  });

  test('A message the server refuses says why, and the home form comes back to the home page', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('form.contact-form');
    await form.getByLabel('Name').fill('Ravi Shah');
    await form.getByLabel('Email').fill('ravi@example.com');
    await form.getByLabel('Mobile (optional)').fill('98240 1100');
    await form.getByLabel('Message').fill('Do you offer evening consultations?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/#contact-status-mobileInvalid$/);
    await expect(page.getByRole('status').filter({ hasText: 'Please enter a valid 10-digit mobile number!' })).toBeVisible();
  });
});

test.describe('Contact form', () => {
  test('Contact Us loads no island JavaScript until the visitor reaches for the form', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    const island = page.locator('astro-island:has(form.contact-form)');
    await expect(island).toHaveAttribute('ssr');
    await page.getByLabel('Name').focus();
    await expect(island).not.toHaveAttribute('ssr');
    expect(scripts.some((url) => url.includes('/_astro/ContactForm'))).toBe(true);
  });

  test('Without JavaScript the form still sends, and the page says so in its language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/hi/contact');
    const form = page.locator('form.contact-form');
    await form.locator('input[name="name"]').fill('Asha Patel');
    await form.locator('input[name="email"]').fill('asha@example.in');
    await form.locator('input[name="subject"]').fill('Knee pain');
    await form.locator('textarea[name="message"]').fill('Can Panchakarma help my knee pain?');
    await form.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/hi\/contact#contact-status-success$/);
    const sent = page.locator('#contact-status-success');
    await expect(sent).toBeVisible();
    await expect(sent).not.toHaveText(SUCCESS);
    await expect(page.locator('#contact-status-failure')).toBeHidden();
    await context.close();
  });

  test('Contact Us shows each validation message in SPEC order', async ({ page }) => {
    const form = await hydratedForm(page, '/contact');
    const send = form.getByRole('button', { name: 'Send Message' });
    const steps: [string, string, string][] = [
      ['Name', '   ', 'Name is required!'],
      ['Name', 'Asha Patel', 'Email is required!'],
      ['Email', 'asha@example', 'Subject is required!'],
      ['Subject', 'Knee pain', 'Message is required!'],
      ['Message', 'Can Panchakarma help my knee pain?', 'Please enter a valid email address!'],
      ['Email', 'asha@example.in', ''],
    ];
    for (const [label, value, message] of steps) {
      await form.getByLabel(label).fill(value);
      if (!message) break;
      await send.click();
      await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();
      // The same text beside its field; the previous message's toast is replaced, not stacked.
      await expect(form.getByText(message)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /!$/ })).toHaveCount(1);
    }
    await form.getByLabel('Mobile (optional)').fill('98240 1100');
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: 'Please enter a valid 10-digit mobile number!' })).toBeVisible();
  });

  test('A valid message shows the submitting state, then success, and the form is cleared', async ({ page }) => {
    const form = await hydratedForm(page, '/contact');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sentBody: unknown;
    await page.route('**/api/v1/contact-queries', async (route) => {
      sentBody = route.request().postDataJSON();
      await held;
      await route.continue();
    });
    await form.getByLabel('Name').fill('Asha Patel');
    await form.getByLabel('Email').fill('asha@example.in');
    await form.getByLabel('Mobile (optional)').fill('98240 11001');
    await form.getByLabel('Subject').fill('Knee pain');
    await form.getByLabel('Message').fill('Can Panchakarma help my knee pain?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(form.getByRole('button', { name: 'Sending Message...' })).toBeDisabled();
    for (const label of ['Name', 'Email', 'Mobile (optional)', 'Subject', 'Message']) await expect(form.getByLabel(label)).toBeDisabled();
    release();

    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    for (const label of ['Name', 'Email', 'Mobile (optional)', 'Subject', 'Message']) await expect(form.getByLabel(label)).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // One toast per flow: a new validation message replaces the success instead of piling on it.
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Name is required!' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toHaveCount(0);
    await expect(form.getByLabel('Name')).toHaveAccessibleDescription('Name is required!');
    expect(sentBody).toEqual({
      name: 'Asha Patel',
      email: 'asha@example.in',
      mobile: '98240 11001',
      subject: 'Knee pain',
      message: 'Can Panchakarma help my knee pain?',
    });
  });

  test('The home form sends the subject General Inquiry and no mobile when left empty', async ({ page, request }) => {
    const form = await hydratedForm(page, '/');
    const posted = page.waitForRequest('**/api/v1/contact-queries');
    await form.getByLabel('Name').fill('Ravi Shah');
    await form.getByLabel('Email').fill('ravi@example.com');
    await form.getByLabel('Message').fill('Do you offer evening consultations?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect((await posted).postDataJSON()).toEqual({
      name: 'Ravi Shah',
      email: 'ravi@example.com',
      mobile: null,
      subject: 'General Inquiry',
      message: 'Do you offer evening consultations?',
    });
    await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect((await request.get('/api/v1/services')).status()).toBe(200);
  });

  test('A server failure shows the server’s error and keeps the values', async ({ page }) => {
    const form = await hydratedForm(page, '/contact');
    await page.route('**/api/v1/contact-queries', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many messages sent. Please try again later.', code: 'rate_limited' }),
      }),
    );
    await form.getByLabel('Name').fill('Asha Patel');
    await form.getByLabel('Email').fill('asha@example.in');
    await form.getByLabel('Subject').fill('Knee pain');
    await form.getByLabel('Message').fill('Can Panchakarma help?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Too many messages sent. Please try again later.' })).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Asha Patel');
    await expect(form.getByLabel('Message')).toHaveValue('Can Panchakarma help?');
    await expect(form.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('A failure without a server message shows the generic failure and keeps the values', async ({ page }) => {
    const form = await hydratedForm(page, '/contact');
    await page.route('**/api/v1/contact-queries', (route) => route.abort('failed'));
    await form.getByLabel('Name').fill('Asha Patel');
    await form.getByLabel('Email').fill('asha@example.in');
    await form.getByLabel('Subject').fill('Knee pain');
    await form.getByLabel('Message').fill('Can Panchakarma help?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Failed to send message. Please try again.' })).toBeVisible();
    await expect(form.getByLabel('Subject')).toHaveValue('Knee pain');
  });
});
