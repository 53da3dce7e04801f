import { type Page } from '@playwright/test';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { expect, test } from './support/clinic-clock';

/**
 * My day in a phone's browser (issue 47). Courses are written by the course planner, which the
 * browser tests cannot call yet, so the two course-session routes are answered here with the
 * shapes tests/api/course-views.test.ts checks against the real server; the session is a
 * therapist's token (the admin app only reads its role and expiry). What this covers is the
 * screen itself at 360 px: the list, the dialog, the note sent, the day re-read.
 */
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const THERAPIST_TOKEN = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ id: 41, role: 'therapist', exp: 4_102_444_800 })}.unsigned`;

const at = (hoursFromNow: number) => new Date(Date.now() + hoursFromNow * 3_600_000).toISOString();
const session = (id: number, startsIn: number, patient: string, therapy: string, room: string) => ({
  id,
  startsAt: at(startsIn),
  endsAt: at(startsIn + 0.75),
  phase: 'purvakarma',
  status: 'planned',
  note: '',
  markedAt: null as string | null,
  patient: { name: patient },
  therapy: { name: therapy },
  room: { name: room },
  coTherapists: [] as string[],
});

async function openMyDay(page: Page) {
  const today = [
    { ...session(1, -0.5, 'Ramesh Patel', 'Abhyanga', 'Abhyanga Room 1'), coTherapists: ['Bina Shah'] },
    session(2, 3, 'Meena Joshi', 'Shirodhara', 'Shirodhara Room'),
  ];
  const asked: string[] = [];
  const marked: unknown[] = [];
  await page.route('**/api/v1/course-sessions/**', async (route) => {
    const request = route.request();
    asked.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
    if (request.method() === 'POST') {
      marked.push(request.postDataJSON());
      today[0] = { ...today[0]!, status: 'done', note: (request.postDataJSON() as { note: string }).note, markedAt: at(0) };
      return route.fulfill({ json: today[0] });
    }
    return route.fulfill({ json: today });
  });
  await page.goto('/admin');
  await page.evaluate((token) => localStorage.setItem('token', token), THERAPIST_TOKEN);
  await page.goto('/admin');
  return { asked, marked };
}

test.use({ viewport: { width: 360, height: 800 } });

test('a therapist lands on My day at 360 px, sees the day and marks a session done with a note', async ({ page }, testInfo) => {
  const { asked, marked } = await openMyDay(page);
  await expect(page).toHaveURL(/\/admin\/my-day$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My day' })).toBeVisible();
  const first = page.getByRole('article', { name: /Ramesh Patel$/ });
  await expect(first).toBeVisible();
  expect(asked[0]).toBe(`GET /api/v1/course-sessions/mine?date=${indiaDateOf(new Date())}`);
  await expect(first.getByText('Abhyanga Room 1')).toBeVisible();
  await expect(first.getByText('Bina Shah')).toBeVisible();
  await expect(page.getByRole('article', { name: /Meena Joshi$/ }).getByRole('button', { name: 'Mark done' })).toHaveCount(0);
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('my-day-360.png'), fullPage: true });

  // The menu offers My day alone.
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link')).toHaveText(['My day', 'Logout']);
  await page.getByRole('button', { name: 'Menu' }).click();

  await first.getByRole('button', { name: 'Mark done' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark done: Abhyanga for Ramesh Patel' });
  await expect(dialog.getByLabel('Note (optional)')).toBeFocused();
  await dialog.getByLabel('Note (optional)').fill('Oil well tolerated; rested 15 minutes after.');
  await page.screenshot({ path: testInfo.outputPath('my-day-dialog-360.png') });
  await dialog.getByRole('button', { name: 'Mark done' }).click();
  await expect(dialog).toBeHidden();
  expect(marked).toEqual([{ note: 'Oil well tolerated; rested 15 minutes after.' }]);
  await expect(first.getByText('Done')).toBeVisible();
  await expect(first.getByText('Oil well tolerated; rested 15 minutes after.')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Mark done' })).toHaveCount(0);
});

test('the day moves with the keyboard: next day, and back to today', async ({ page }) => {
  const { asked } = await openMyDay(page);
  await expect(page.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'Next day' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Back to today' })).toBeVisible();
  expect(asked.at(-1)).not.toBe(asked[0]);
  await page.getByRole('button', { name: 'Back to today' }).press('Enter');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^Today, /);
});
