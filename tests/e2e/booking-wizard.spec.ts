import { expect, test } from './support/clinic-clock';
import {
  chooseServiceDateAndSlot,
  isSlotAvailable,
  latestCode,
  nextClinicDay,
  openWithStoredSession,
  pickCalendarDay,
  signedInPatient,
  slotRadios,
  uniqueMobile,
} from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { islandsHydrated } from './support/islands';

// The clinic's own zone: slot times show without the IST note, and "a day" is India's day.
test.use({ timezoneId: 'Asia/Kolkata' });

async function payThroughLocalCheckout(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: /^Pay ₹800\.00$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Test checkout' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Pay ₹800.00' }).click();
}

test('A first-time patient registers, verifies the code, pays and sees the booking confirmed', async ({ page, request }) => {
  const phone = uniqueMobile();
  await page.goto('/book-appointment');
  await expect(page.getByRole('img', { name: 'A patient choosing how to book a consultation' })).toBeVisible();
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'First Time Booking' }).click();
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();

  await page.getByRole('button', { name: 'Register and send OTP' }).click();
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('Name and phone number are required');

  await page.getByLabel('Full name').fill('Kavya Sharma');
  await page.getByLabel('Mobile number').fill(`0${phone}`);
  // The privacy notice (DPDP Act 2023) is read and ticked before registering.
  await page.getByRole('checkbox', { name: /I have read this notice/ }).check();
  // Registration sends the code in the same press (SPEC §4: on to the existing-user verification).
  await page.getByRole('button', { name: 'Register and send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Verification' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'OTP sent to your mobile number' })).toBeVisible();
  await expect(page.getByLabel('OTP', { exact: true })).toBeFocused();
  await expect(page.getByText(/Resend OTP in [12]:\d\d/)).toBeVisible();
  await page.getByLabel('OTP', { exact: true }).fill(await latestCode(request, `+91${phone}`));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByText('OTP verification successful!')).toBeVisible();

  const date = nextClinicDay();
  const slotId = await chooseServiceDateAndSlot(page, date);
  const summary = page.getByRole('definition');
  await expect(summary.filter({ hasText: 'Personalized Consultation' })).toBeVisible();
  await expect(summary.filter({ hasText: /\d{1,2}:\d{2} (AM|PM) IST$/ })).toBeVisible();

  await payThroughLocalCheckout(page);
  await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
  await expect(page.getByText('Ready to book another appointment!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service Details' })).toBeVisible();
  await expect(page.getByLabel('Service', { exact: true })).toHaveValue('');
  expect(await isSlotAvailable(request, slotId, date)).toBe(false);
});

test('An existing patient verifies with a code and books', async ({ page, request }) => {
  const phone = uniqueMobile();
  expect((await request.post('/api/v1/users', { data: { name: 'Arjun Rao', mobile: `+91${phone}` } })).status()).toBe(201);
  await page.goto('/book-appointment');
  await islandsHydrated(page);
  await page.getByRole('button', { name: 'Existing User' }).click();
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('Mobile number')).toHaveAccessibleDescription('Please enter your mobile number');
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByText('OTP sent to your mobile number')).toBeVisible();
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByLabel('OTP', { exact: true })).toHaveAccessibleDescription('Please enter the OTP');
  await page.getByLabel('OTP', { exact: true }).fill(await latestCode(request, `+91${phone}`));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  // The number was registered elsewhere before it was verified: the owner confirms the details on file.
  const confirm = page.getByRole('dialog', { name: 'Are these your details?' });
  await expect(confirm.getByLabel('Name')).toHaveValue('Arjun Rao');
  await confirm.getByLabel('Email (optional)').fill('arjun@example.com');
  await confirm.getByRole('button', { name: 'Confirm my details' }).click();
  await expect(page.getByText('Your details are confirmed.')).toBeVisible();
  await expect(confirm).toBeHidden();

  const date = nextClinicDay();
  const slotId = await chooseServiceDateAndSlot(page, date);
  await payThroughLocalCheckout(page);
  await expect(page.getByText('Appointment booked successfully!')).toBeVisible();
  expect(await isSlotAvailable(request, slotId, date)).toBe(false);
});

test('A returning patient with a stored session starts at Service Details', async ({ page, request }) => {
  const session = await signedInPatient(request);
  await openWithStoredSession(page, session);
  await expect(page.getByText('Welcome back! Your session is still active.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Service Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Service', { exact: true })).toHaveAccessibleDescription('Please select a service and describe your condition');
});

test('An expired stored session is removed and the wizard starts over', async ({ page, request }) => {
  const session = await signedInPatient(request);
  await openWithStoredSession(page, session, Date.now() - 1000);
  await expect(page.getByRole('button', { name: 'Existing User' })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('userSessionToken'),
      localStorage.getItem('userSessionExpiry'),
      localStorage.getItem('userFirebaseUid'),
    ]),
  ).toEqual([null, null, null]);
});

test('A failed payment shows the failure and books nothing', async ({ page, request }) => {
  const session = await signedInPatient(request);
  await openWithStoredSession(page, session);
  const date = nextClinicDay();
  const slotId = await chooseServiceDateAndSlot(page, date);
  await page.getByRole('button', { name: /^Pay ₹800\.00$/ }).click();
  await page.getByRole('dialog', { name: 'Test checkout' }).getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByText('Payment failed. Please try again.')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Still free: the patient who holds it still sees it offered.
  expect(await isSlotAvailable(request, slotId, date, session.token)).toBe(true);
});

test('The wizard has no accessibility violations on a phone, at the choice, the code entry and the slot list', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/book-appointment');
  await expect(page.getByRole('button', { name: 'Existing User' })).toBeVisible();
  await islandsHydrated(page);
  await expectNoAxeViolations(page);

  const session = await signedInPatient(request);
  await page.getByRole('button', { name: 'Existing User' }).click();
  await page.getByLabel('Mobile number').fill(session.mobile.slice(3));
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByLabel('OTP', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await openWithStoredSession(page, session);
  await expect(page.getByRole('heading', { name: 'Service Details' })).toBeVisible();
  await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Panchakarma' });
  await page.getByLabel('Describe your condition').fill('Stiff shoulders');
  await page.getByRole('button', { name: 'Next' }).click();
  await pickCalendarDay(page, nextClinicDay());
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(slotRadios(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});
