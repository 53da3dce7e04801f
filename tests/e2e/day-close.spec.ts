import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { Appointment, AvailableSlot, DayCloseReport } from '../../src/lib/api/types';
import { formatPaise } from '../../src/lib/format/money';
import { RECEPTIONIST_NAV } from '../../src/admin/layout/admin-nav';
import { differenceText } from '../../src/admin/day-close/difference-text';
import { chooseDayAndTime, uniqueMobile } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { adminGet, expect, test } from './support/admin';
import { serverNowMs } from './support/slot-starting-soon';
import { pdfPageTexts } from '../support/pdf-text';

// Issue 51 items 11 and 9: a receptionist's login runs the front desk and closes the day's cash.
const TIME_ZONE = 'Asia/Kolkata';
test.use({ timezoneId: TIME_ZONE });
const SHOTS = '/tmp/shots-day-close';
const SERVICE = 'Personalized Consultation';

/** A free slot of the service two or more days ahead of the server's clock, from the public lookup. */
async function freeSlot(page: Page, serviceId: number): Promise<AvailableSlot> {
  const now = await serverNowMs(page);
  const res = await page.request.get('/api/v1/time-slots/available', {
    params: { startDate: new Date(now + 2 * 86_400_000).toISOString(), endDate: new Date(now + 12 * 86_400_000).toISOString(), serviceId },
  });
  expect(res.status()).toBe(200);
  const slots = (await res.json()) as AvailableSlot[];
  expect(slots.length).toBeGreaterThan(0);
  return slots[0]!;
}

/** The amount an element shows, in paise ("₹2,600.00" → 260000). */
const paiseIn = async (page: Page, testId: string) =>
  Math.round(Number((await page.getByTestId(testId).textContent())!.replace(/[^\d.]/g, '')) * 100);

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('a receptionist sees only the desk, takes a cash payment and closes the day with the counted cash', async ({ adminPage: page }) => {
    const serviceId = (await adminGet<{ id: number; name: string }[]>(page, '/services')).find((s) => s.name === SERVICE)!.id;
    const slot = await freeSlot(page, serviceId);

    // Staff give the front desk a login on the Staff accounts screen.
    const suffix = Date.now().toString(36);
    const receptionist = { name: `Rekha Desk ${suffix}`, email: `rekha.${suffix}@clinic.example`, password: 'front-desk-pass' };
    await page.goto('/admin/staff-accounts');
    await page.getByRole('button', { name: 'Add receptionist' }).click();
    await page.getByLabel('Name').fill(receptionist.name);
    await page.getByLabel('Login e-mail').fill(receptionist.email);
    await page.getByLabel('Password').fill(receptionist.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row').filter({ hasText: receptionist.email })).toContainText('Active');
    await page.screenshot({ path: `${SHOTS}/staff-accounts-1366.png` });

    // The receptionist signs in through the login screen and lands on the dashboard.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto('/admin');
    await page.getByLabel('Email').fill(receptionist.email);
    await page.getByLabel('Password').fill(receptionist.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByText('Front desk', { exact: true })).toBeVisible();
    // The sidebar lists the desk only.
    const links = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
    await expect(links).toHaveText([...RECEPTIONIST_NAV.map((item) => item.label), 'Logout']);
    // A forbidden screen by its address shows the app's "not allowed" page.
    await page.goto('/admin/audit-log');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await page.goto('/admin/dashboard');

    // A walk-in pays cash at the desk, less a discount.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Appointments' }).click();
    await page.getByRole('button', { name: 'New appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New appointment' });
    await dialog.getByRole('button', { name: 'Add a new patient' }).click();
    await dialog.getByLabel('Name').fill(`Walk-in ${suffix}`);
    await dialog.getByLabel('Mobile').fill(uniqueMobile());
    await dialog.getByLabel('Service').selectOption({ label: `${SERVICE} (₹800.00)` });
    await dialog.getByLabel('Doctor').selectOption({ label: slot.doctor.name });
    await chooseDayAndTime(page, slot);
    await dialog.getByRole('radio', { name: 'In person' }).check();
    await expect(dialog.getByLabel('Method')).toHaveValue('cash');
    // A senior citizen's discount (issue 51 item 10): above the receptionist's 10 % the server refuses it beside the field.
    await expect(dialog.getByText('Up to 10 % for your role')).toBeVisible();
    await dialog.getByLabel('Discount (%) (optional)').fill('15');
    await dialog.getByLabel('Reason for the discount').fill('Senior citizen');
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('680');
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    await expect(dialog.getByText('This discount is more than your role may give')).toBeVisible();
    await dialog.getByLabel('Discount (%) (optional)').fill('10');
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('720');
    await expect(dialog.getByText('This discount is more than your role may give')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/discount-1366.png` });
    await dialog.getByRole('button', { name: 'Book appointment' }).click();
    const done = page.getByRole('dialog', { name: 'Appointment booked' });
    await expect(done).toContainText('₹720.00 by Cash');
    await expect(done).toContainText('10 %: Senior citizen');
    await done.getByRole('button', { name: 'Done' }).click();
    // The payment's receipt (item 10), as the desk downloads it: the fee, the discount with its reason, the total taken.
    const walkIn = (await adminGet<Appointment[]>(page, '/appointments/admin')).find((a) => a.user.name === `Walk-in ${suffix}`)!;
    const receipt = await page.request.get(`/api/v1/appointments/${walkIn.id}/receipt.pdf`, {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect(receipt.status()).toBe(200);
    const receiptText = (await pdfPageTexts(await receipt.body())).join('\n').replace(/\s+/g, ' ');
    expect(receiptText).toContain('₹800.00');
    expect(receiptText).toContain('Discount: Senior citizen -₹80.00');
    expect(receiptText).toContain('Total ₹720.00');

    // The day close: the receptionist's own row holds that cash.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Day close' }).click();
    await expect(page.getByRole('heading', { name: /^Day close/, level: 1 })).toBeVisible();
    const own = page.getByRole('row').filter({ hasText: receptionist.name });
    await expect(own.getByRole('cell').first()).toHaveText('₹720.00');
    await expect(own.getByRole('cell').nth(4)).toHaveText('1');
    await expectNoAxeViolations(page, { label: 'day close 1366' });

    // The CSV has the same row.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const csv = (await readFile(await (await downloading).path())).toString('utf8');
    expect(csv).toContain(`${receptionist.name},receptionist,720.00,0.00,0.00,0.00,1,0.00,0.00`);

    // Counted ₹50 short of what the drawer should hold.
    const expected = await paiseIn(page, 'day-close-expected');
    expect(expected).toBeGreaterThanOrEqual(72_000);
    await page.getByLabel('Counted cash (₹)').fill(String((expected - 5_000) / 100));
    await page.getByLabel('Note (optional)').fill('One ₹50 note short');
    await page.getByRole('button', { name: 'Close the day' }).click();
    await expect(page.getByRole('heading', { name: 'Day closed' })).toBeVisible();
    await expect(page.getByTestId('day-close-difference')).toHaveText('Short by ₹50.00');
    await expect(page.getByRole('region', { name: 'Day closed' })).toContainText(`Closed by${receptionist.name}`);
    await expect(page.getByRole('button', { name: 'Close the day' })).toHaveCount(0);
    // What the server recorded, as another desk would see it.
    const recorded = await adminGet<DayCloseReport>(page, '/day-close');
    expect(recorded.close).toMatchObject({ countedCashPaise: expected - 5_000, expectedCashPaise: expected, differencePaise: -5_000 });
    expect(differenceText(recorded.close!.differencePaise)).toBe('Short by ₹50.00');
    await expect(page.getByText(formatPaise(expected - 5_000), { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/day-close-1366.png`, fullPage: true });

    // Closing it again is refused by the server; the page prints without the app around it.
    const again = await page.request.post('/api/v1/day-close', {
      headers: { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` },
      data: { date: recorded.date, countedCashPaise: expected },
    });
    expect(again.status()).toBe(409);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    await expect(page.getByRole('table')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/day-close-print.png`, fullPage: true });
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the day close and staff accounts screens fit a phone', async ({ adminPage: page }) => {
    await page.goto('/admin/day-close');
    await expect(page.getByRole('heading', { name: /^Day close/, level: 1 })).toBeVisible();
    await expect(page.getByTestId('day-close-expected')).toBeVisible();
    // The page itself does not scroll sideways (the wide table scrolls in its own box).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, { label: 'day close 360' });
    await page.screenshot({ path: `${SHOTS}/day-close-360.png`, fullPage: true });
    await page.goto('/admin/staff-accounts');
    await expect(page.getByRole('heading', { name: 'Staff accounts' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SHOTS}/staff-accounts-360.png`, fullPage: true });
  });
});
