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
