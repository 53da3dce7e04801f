import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/clinic-clock';
import { SESSION_KEYS } from '../../src/lib/booking/patient-session';
import { latestCode, signedInPatient, uniqueMobile } from './booking-support';
import { islandsHydrated } from './support/islands';

test.use({ timezoneId: 'Asia/Kolkata' });

/** Someone registers the victim's number first, with their own e-mail (the number is not yet verified). */
async function preRegister(request: APIRequestContext, phone: string) {
  const res = await request.post('/api/v1/users', { data: { name: 'Mallory', email: 'mallory@evil.example', mobile: `+91${phone}` } });
  expect(res.status()).toBe(201);
}

/** The phone's owner signs in with the code sent to it, on whichever page's form is open. */
async function verifyPhone(page: Page, request: APIRequestContext, phone: string) {
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your mobile number')).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await latestCode(request, `+91${phone}`));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

const confirmStep = (page: Page, title = 'Are these your details?') => page.getByRole('dialog', { name: title });

test('A patient whose number someone else registered must confirm the details, on the wizard and on My appointments, even after a reload', async ({
  page,
  request,
}) => {
  const phone = uniqueMobile();
  await preRegister(request, phone);

  await page.goto('/book-appointment');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Existing User' }).click();
  await verifyPhone(page, request, phone);
  await expect(confirmStep(page).getByLabel('Email (optional)')).toHaveValue('mallory@evil.example');

  // A reload keeps the stored session, and the server still says the details are unconfirmed.
  await page.reload();
  await expect(confirmStep(page).getByLabel('Email (optional)')).toHaveValue('mallory@evil.example');

  // The same session on My appointments: the step is there too.
  await page.goto('/my-appointments');
  await expect(confirmStep(page).getByLabel('Name')).toHaveValue('Mallory');

  // Signing in on My appointments itself (another device, nothing stored) shows it as well.
  const device = await page
    .context()
    .browser()!
    .newContext({ timezoneId: 'Asia/Kolkata', viewport: { width: 360, height: 800 } });
  const phonePage = await device.newPage();
  await phonePage.goto('/my-appointments');
  // A new context has nothing cached: under CI's load its island has taken over 10 s to hydrate.
  await expect(phonePage.getByRole('textbox', { name: 'Mobile number' })).toBeVisible({ timeout: 30_000 });
  await verifyPhone(phonePage, request, phone);
  await expect(confirmStep(phonePage).getByLabel('Name')).toHaveValue('Mallory');
  await phonePage.reload();
  await expect(confirmStep(phonePage).getByLabel('Name')).toHaveValue('Mallory');

  // The owner corrects the details: the step is gone for good, on every page.
  const step = confirmStep(phonePage);
  await step.getByLabel('Name').fill('Asha Patel');
  await step.getByLabel('Email (optional)').fill('asha@example.com');
  await step.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(phonePage.getByText('Your details are confirmed.')).toBeVisible();
  await expect(confirmStep(phonePage)).toHaveCount(0);
  await phonePage.reload();
  await expect(phonePage.getByRole('button', { name: 'Not you? Sign out' })).toBeVisible();
  await expect(confirmStep(phonePage)).toHaveCount(0);
  await device.close();

  await page.goto('/book-appointment');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(confirmStep(page)).toHaveCount(0);
});

test('The confirm step is asked in Hindi and Gujarati too, from a stored session', async ({ page, request }) => {
  const patient = await signedInPatient(request, 'Mallory', { confirm: false });
  await page.goto('/hi/my-appointments');
  await page.evaluate(
    ({ keys, values }) => {
      localStorage.setItem(keys.token, values.token);
      localStorage.setItem(keys.expiry, String(Date.now() + 3_600_000));
      localStorage.setItem(keys.firebaseUid, values.firebaseUid);
      localStorage.setItem(keys.userId, String(values.userId));
    },
    { keys: SESSION_KEYS, values: patient },
  );
  await page.reload();
  await expect(confirmStep(page, 'क्या ये आपकी जानकारी है?').getByLabel('नाम')).toHaveValue('Mallory');
  await page.goto('/gu/book-appointment');
  await expect(confirmStep(page, 'શું આ આપની વિગતો છે?').getByLabel('નામ')).toHaveValue('Mallory');
});
