import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/clinic-clock';
import { catalogueOf } from '../../src/i18n/catalogues';
import { formatPaise } from '../../src/lib/format/money';
import { latestCode, signedInPatient } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { hydrateIslands } from './support/islands';

test.use({ timezoneId: 'Asia/Kolkata' });

const SHOTS = '/work/shots-w2';
const hi = catalogueOf('hi');
const en = catalogueOf('en');
const hiSeats = hi.workshopSessions.workshopSessions;

/** A session's card in the list, by its class title. */
const sessionCard = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title }) });

/** The seats left of a mode, as the card prints them ("30 सीटें बची हैं" → 30). */
async function seatsLeft(card: Locator, mode: 'in_person' | 'online'): Promise<number> {
  const text = (await card.getByTestId(`seats-${mode}`).locator('dd').textContent()) ?? '';
  return Number.parseInt(text, 10);
}

test('the page in English at 1366 px lists the seeded sessions with seats left, linked from the services index', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/services');
  await page.getByRole('link', { name: /Workshop & Classes/ }).click();
  await expect(page).toHaveURL(/\/workshops\/?$/);
  await expect(page.getByRole('heading', { level: 1, name: en.workshops.workshopsPage.title })).toBeVisible();
  const list = page.getByRole('list', { name: en.workshopSessions.workshopSessions.listLabel });
  for (const title of ['Garbhasanskar', 'Yoga for arthritis', 'Ayurvedic cooking workshop']) {
    await expect(list.getByRole('heading', { level: 3, name: title }).first()).toBeVisible();
  }
  const cooking = sessionCard(page, 'Ayurvedic cooking workshop');
  await expect(cooking.getByText('₹800.00 per seat')).toBeVisible();
  await expect(cooking.getByTestId('seats-in_person')).toContainText(/\d+ seats? left|Full/);
  await page.screenshot({ path: `${SHOTS}/workshops-en-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${SHOTS}/workshops-en-360.png`, fullPage: true });
  await expectNoAxeViolations(page);
});

test('a patient books an online seat in Hindi at 360 px: phone code, local checkout, and the seats left drop', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  // A returning patient whose details are on file; the code is verified again in the page.
  const patient = await signedInPatient(request, 'Seat Patient');
  const national = patient.mobile.slice(3);

  await page.goto('/hi/workshops');
  await expect(page.getByRole('heading', { level: 1, name: hi.workshops.workshopsPage.title })).toBeVisible();
  await hydrateIslands(page);
  const title = 'आयुर्वेदिक पाक कला कार्यशाला';
  const card = sessionCard(page, title);
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByTestId('seats-online')).toContainText(/\d/);
  const before = await seatsLeft(card, 'online');
  await page.screenshot({ path: `${SHOTS}/workshops-hi-360.png`, fullPage: true });

  await card.getByRole('button', { name: hiSeats.bookFor(title) }).click();
  await card.getByRole('radio', { name: new RegExp(hiSeats.modes.online) }).check();
  await card.getByLabel(hi.booking.bookingCopy.mobile).fill(national);
  await expectNoAxeViolations(page, { label: 'the seat form' });
  // The form fits the card on a 360 px phone: nothing in it reaches past the card's edge.
  const overflow = await card.evaluate((li) => {
    const edge = li.getBoundingClientRect().right;
    return [...li.querySelectorAll('input, select, button, p, a')].filter((element) => element.getBoundingClientRect().right > edge + 0.5).length;
  });
  expect(overflow).toBe(0);
  await card.screenshot({ path: `${SHOTS}/workshops-hi-360-form.png` });
  await card.getByRole('button', { name: hi.booking.bookingCopy.sendOtp }).click();
  await card.getByLabel(hi.booking.bookingCopy.otp, { exact: true }).fill(await latestCode(request, patient.mobile));
  await card.getByRole('button', { name: hi.booking.bookingCopy.verifyOtp }).click();

  await card.getByRole('button', { name: hiSeats.pay(formatPaise(80_000, 'hi')) }).click();
  const checkout = page.getByRole('dialog', { name: hi.booking.bookingCopy.localCheckout.title });
  await checkout.getByRole('button', { name: new RegExp(`^${hi.booking.bookingCopy.localCheckout.pay}`) }).click();

  const booked = card.getByRole('region', { name: hiSeats.confirmedTitle });
  await expect(booked).toBeVisible();
  await expect(booked).toContainText(hiSeats.modes.online);
  await expect(booked).toContainText(hiSeats.onlineLinkNote);
  await expect(booked.getByRole('link', { name: hiSeats.myAppointments })).toHaveAttribute('href', '/hi/my-appointments');
  await expect.poll(() => seatsLeft(card, 'online')).toBe(before - 1);
  await page.screenshot({ path: `${SHOTS}/workshops-hi-360-booked.png`, fullPage: true });

  // The same patient again: the server's refusal, in Hindi, beside the button.
  await page.reload();
  await hydrateIslands(page);
  const again = sessionCard(page, title);
  await again.getByRole('button', { name: hiSeats.bookFor(title) }).click();
  await again.getByRole('radio', { name: new RegExp(hiSeats.modes.online) }).check();
  await again.getByRole('button', { name: hiSeats.pay(formatPaise(80_000, 'hi')) }).click();
  await expect(again.getByRole('alert')).toHaveText(hi.messages.classSeats.alreadyHasSeat);
});

test('Hindi at 1366 px', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/hi/workshops');
  await expect(page.getByRole('list', { name: hiSeats.listLabel })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/workshops-hi-1366.png`, fullPage: true });
});
