import type { Page } from '@playwright/test';
import { signedInPatient } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { expect, exportCsv, test } from './support/admin';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { serverNowMs } from './support/slot-starting-soon';

/*
 * Running a class (issue 48) at a desk's width: paid seats made through the API (the desk sale),
 * then staff open the session's roster, check a patient in, download the roster, send one message
 * to all, cancel the session and see every seat refunded once. The roster is photographed at 360
 * and 1366 px for review.
 */
test.use({ timezoneId: 'Asia/Kolkata' });

const SHOTS = '/work/shots-w2';
const staffHeaders = async (page: Page) => ({ Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` });

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(`/api/v1${path}`, { headers: await staffHeaders(page), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as T;
}

test('staff check a patient in, export the roster, message all, cancel the session and every seat is refunded once', async ({
  adminPage: page,
  request,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  const therapists = (await (await page.request.get('/api/v1/therapists', { headers: await staffHeaders(page) })).json()) as {
    id: number;
    active: boolean;
  }[];
  const title = `Breathing workshop ${Date.now() % 100_000}`;
  const cls = await post<{ id: number }>(page, '/classes', {
    title: { en: title, hi: 'श्वास कार्यशाला', gu: 'શ્વાસ કાર્યશાળા' },
    teacher: { kind: 'therapist', id: therapists.find((t) => t.active)!.id },
    roomId: null,
    inPersonSeats: 0,
    onlineSeats: 4,
    pricePaise: 50_000,
    seatSale: 'session',
  });
  // Half an hour from the server's clock, or ten minutes late in the IST evening: check-in is open
  // on the session's day only (a CI run at 23:48 IST once put the session past midnight).
  const now = await serverNowMs(page);
  const onFiveMinutes = (ms: number) => new Date(Math.ceil(ms / 300_000) * 300_000);
  const halfAnHourOn = onFiveMinutes(now + 30 * 60_000);
  const startsAt = (indiaDateOf(halfAnHourOn) === indiaDateOf(new Date(now)) ? halfAnHourOn : onFiveMinutes(now + 10 * 60_000)).toISOString();
  const [session] = await post<{ id: number }[]>(page, `/classes/${cls.id}/sessions`, { startsAt, minutes: 45 });
  const names = ['Kavya Sharma', 'Rohan Mehta'];
  for (const [i, name] of names.entries()) {
    const patient = await signedInPatient(request, name);
    await post(page, `/class-sessions/${session!.id}/desk-seat`, { patientId: patient.userId, mode: 'online', method: i === 0 ? 'cash' : 'upi' });
  }

  await page.goto('/admin/classes');
  await page.getByRole('link', { name: `Edit ${title}` }).click();
  await page
    .getByRole('button', { name: /^Roster of/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Roster' });
  const roster = dialog.getByRole('table', { name: /^Seats for/ });
  await expect(roster.getByRole('row')).toHaveCount(3);

  await roster.getByRole('button', { name: 'Check in Kavya Sharma' }).click();
  await expect(page.getByText('Kavya Sharma checked in.')).toBeVisible();
  await expect(roster.getByRole('row', { name: /Kavya Sharma/ })).toContainText('Checked in');
  await expect(roster.getByRole('row', { name: /Rohan Mehta/ })).toContainText('Not yet');
  await expectNoAxeViolations(page, { label: 'roster 1366' });
  await page.screenshot({ path: `${SHOTS}/class-roster-1366.png`, fullPage: true });

  const csv = await exportCsv(page);
  expect(csv.fileName).toMatch(/^class_roster_.*\.csv$/);
  expect(csv.lines[0]).toBe('Name,Phone,Seat,Paid,Refunded,Checked in');
  expect(csv.lines.find((line) => line.startsWith('Kavya Sharma'))).toMatch(/Online,"?₹500\.00"?,,.*IST/);

  await dialog.getByLabel('Message to all attendees').fill('Today the link opens ten minutes early.');
  await dialog.getByRole('button', { name: 'Send to all' }).click();
  await expect(page.getByText('Message sent to every attendee.')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 800 });
  // The roster turns into cards: nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: `${SHOTS}/class-roster-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await dialog.getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('button', { name: /^Cancel / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Cancel session' }).getByRole('button', { name: 'Cancel session' }).click();
  await expect(page.getByText('Session cancelled: seats refunded and attendees told.')).toBeVisible();
  await page
    .getByRole('button', { name: /^Roster of/ })
    .first()
    .click();
  await expect(dialog.getByText('This session is cancelled: each paid seat is refunded once.')).toBeVisible();
  for (const name of names) await expect(roster.getByRole('row', { name: new RegExp(name) })).toContainText('Refunded ₹500.00');
  await expect(roster.getByRole('cell', { name: /^Refunded ₹/ })).toHaveCount(2);
});
