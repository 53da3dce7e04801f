import { expect, test } from './support/admin';

/** Where the screenshots go, to be looked at after a run (testInfo keeps them beside the report too). */
const shot = (name: string) => `/tmp/catalogue-${name}.png`;

test.describe('the therapy catalogue and course templates (issue 47)', () => {
  test('staff edit a therapy and write a course template with steps', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Therapies' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Shirodhara' });
    await expect(row).toContainText('Dhara stand');
    await expect(page.getByRole('button', { name: 'Delete Shirodhara' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Edit Shirodhara' }).click();
    await expect(page.getByLabel('Name (Hindi)')).toHaveValue('शिरोधारा');
    await expect(page.getByLabel('Name (Hindi)')).toHaveAttribute('lang', 'hi');
    await page.getByLabel('Minutes').fill('5');
    await page.getByRole('button', { name: 'Update Therapy' }).click();
    await expect(page.getByText('A session lasts a whole number of minutes from 10 to 240').first()).toBeVisible();
    await page.getByLabel('Minutes').fill('50');
    await page.getByLabel('Pre-instructions for the patient (English)').fill('Wash and dry your hair the night before.');
    await page.screenshot({ path: shot('therapy-form-1366'), fullPage: true });
    await page.getByRole('button', { name: 'Update Therapy' }).click();
    await expect(page.getByText('Therapy updated.')).toBeVisible();
    await expect(row).toContainText('50');
    await page.screenshot({ path: shot('therapies-1366'), fullPage: true });

    await nav.getByRole('link', { name: 'Course templates' }).click();
    await page.getByRole('link', { name: 'Add Course template' }).click();
    await page.getByLabel('Name (English)').fill('Weekend Shirodhara');
    await page.getByLabel('Name (Hindi)').fill('सप्ताहांत शिरोधारा');
    await page.getByLabel('Name (Gujarati)').fill('સપ્તાહાંત શિરોધારા');
    await page.getByLabel('Days').fill('2');
    await page.getByLabel('Price of the whole course (₹)').fill('7500');
    const step = (n: number) => page.getByRole('group', { name: `Step ${n}` });
    await step(1).getByLabel('Therapy').selectOption({ label: 'Abhyanga (60 min)' });
    await step(1).getByLabel('Time of day').selectOption('Morning');
    await page.getByRole('button', { name: 'Add step' }).click();
    await step(2).getByLabel('Therapy').selectOption({ label: 'Shirodhara (50 min)' });
    await page.getByRole('button', { name: 'Add step' }).click();
    await step(3).getByLabel('Day', { exact: true }).fill('2');
    await step(3).getByLabel('Phase').selectOption('Paschatkarma (recovery)');
    await step(3).getByLabel('Therapy').selectOption({ label: 'Shirodhara (50 min)' });
    // Shirodhara first on day 1, by keyboard.
    await page.getByRole('button', { name: 'Move step 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(step(1).getByLabel('Therapy').locator('option:checked')).toHaveText('Shirodhara (50 min)');
    await page.screenshot({ path: shot('course-template-form-1366'), fullPage: true });
    await page.getByRole('button', { name: 'Add Course template' }).click();
    await expect(page.getByText('Course template added.')).toBeVisible();
    const template = page.getByRole('row').filter({ hasText: 'Weekend Shirodhara' });
    await expect(template).toContainText('₹7,500.00');
    await expect(template).toContainText('Active');

    await page.getByRole('link', { name: 'Edit Weekend Shirodhara' }).click();
    await expect(step(1).getByLabel('Therapy').locator('option:checked')).toHaveText('Shirodhara (50 min)');
    await expect(step(2).getByLabel('Therapy').locator('option:checked')).toHaveText('Abhyanga (60 min)');
    await expect(step(3).getByLabel('Day', { exact: true })).toHaveValue('2');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: shot('course-template-form-360'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('the resource grid (issue 47)', () => {
  test('at 1366 px a day has a column per room; staff block a room and release the block', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Resource grid' }).click();
    await expect(page.getByRole('heading', { name: 'Resource grid' })).toBeVisible();
    const calendar = page.locator('.rbc-time-view');
    await expect(calendar.locator('.rbc-header', { hasText: 'Basti Room' })).toBeVisible();
    await expect(calendar.locator('.rbc-header', { hasText: 'Shirodhara Room' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Legend' })).toContainText('Blocked');

    // Tomorrow, so the range is free whatever the time of the run.
    await page.getByRole('button', { name: 'Next day' }).click();

    // Selecting a free range in a room's column opens the dialog for that room.
    const column = calendar.locator('.rbc-day-slot').nth(4);
    const box = (await column.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 260, { steps: 5 });
    await page.mouse.up();
    const dialog = page.getByRole('dialog', { name: 'Block time' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Room, therapist or doctor')).toHaveValue(/^room:\d+$/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The keyboard's way: the toolbar's button and typed times.
    await page.getByRole('button', { name: 'Block time' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Room, therapist or doctor').selectOption({ label: 'Basti Room (Room)' });
    await dialog.getByLabel('From').fill('11:00');
    await dialog.getByLabel('Until').fill('10:00');
    await dialog.getByRole('button', { name: 'Block time' }).click();
    await expect(dialog.getByText('The end must be after the start')).toBeVisible();
    await dialog.getByLabel('Until').fill('12:30');
    await dialog.getByLabel('Note (why)').fill('Deep clean');
    await dialog.getByRole('button', { name: 'Block time' }).click();
    await expect(page.getByText('Time blocked.')).toBeVisible();
    const block = calendar.locator('.rbc-event', { hasText: 'Deep clean' });
    await expect(block).toBeVisible();
    await page.screenshot({ path: shot('grid-1366'), fullPage: true });

    // The week in one calendar: each event names the room it holds.
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(calendar.locator('.rbc-event', { hasText: 'Basti Room: Deep clean' })).toBeVisible();
    await page.screenshot({ path: shot('grid-week-1366'), fullPage: true });
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await expect(block).toBeVisible();

    // A block that meets it is refused with the server's words.
    await page.getByRole('button', { name: 'Block time' }).click();
    await dialog.getByLabel('Room, therapist or doctor').selectOption({ label: 'Basti Room (Room)' });
    await dialog.getByLabel('From').fill('12:00');
    await dialog.getByLabel('Until').fill('13:00');
    await dialog.getByRole('button', { name: 'Block time' }).click();
    await expect(page.getByText(/Basti Room is already reserved on/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // The list shows the same day, and releases the block by keyboard.
    await page.getByRole('button', { name: 'List', exact: true }).click();
    const basti = page.getByRole('region', { name: 'Basti Room (Room)' });
    await basti.getByRole('button', { name: /Deep clean/ }).focus();
    await page.keyboard.press('Enter');
    const release = page.getByRole('dialog', { name: 'Release this block?' });
    await expect(release).toContainText('Basti Room');
    await release.getByRole('button', { name: 'Release block' }).click();
    await expect(page.getByText('Block released.')).toBeVisible();
    await expect(basti).toContainText('Free');
  });

  test.describe('in a browser in New York', () => {
    test.use({ timezoneId: 'America/New_York' });

    test('times are the clinic’s (IST), and a doctor’s time can be blocked', async ({ adminPage: page }) => {
      await page.setViewportSize({ width: 1366, height: 900 });
      await page.goto('/admin/resource-grid');
      await page.getByRole('button', { name: 'Next day' }).click();
      await page.getByRole('button', { name: 'Block time' }).click();
      const dialog = page.getByRole('dialog', { name: 'Block time' });
      const options = await dialog.getByLabel('Room, therapist or doctor').locator('option').allTextContents();
      const doctor = options.find((option) => option.endsWith('(Doctor)'))!;
      await dialog.getByLabel('Room, therapist or doctor').selectOption({ label: doctor });
      // 6:00 AM IST is the evening before in New York: typed and shown as the clinic's time.
      await dialog.getByLabel('From').fill('06:00');
      await dialog.getByLabel('Until').fill('06:45');
      await dialog.getByLabel('Note (why)').fill('Hospital round');
      await dialog.getByRole('button', { name: 'Block time' }).click();
      await expect(page.getByText('Time blocked.')).toBeVisible();
      await page.getByRole('button', { name: 'List', exact: true }).click();
      const column = page.getByRole('region', { name: doctor });
      await expect(column).toContainText('6:00 AM – 6:45 AM');
      await column.getByRole('button', { name: /Hospital round/ }).click();
      await page.getByRole('dialog', { name: 'Release this block?' }).getByRole('button', { name: 'Release block' }).click();
      await expect(page.getByText('Block released.')).toBeVisible();
    });
  });

  test('at 360 px the grid is a list per resource', async ({ adminPage: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/admin/resource-grid');
    await expect(page.getByRole('heading', { name: 'Resource grid' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Abhyanga Room 1 (Room)' })).toBeVisible();
    await expect(page.locator('.rbc-time-view')).toHaveCount(0);
    await page.getByRole('button', { name: 'Week', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: shot('grid-360'), fullPage: true });
  });
});
