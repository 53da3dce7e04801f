import type { Room, Therapist } from '../../src/lib/api/types';
import { expectNoAxeViolations } from './support/accessibility';
import { adminGet, expect, test } from './support/admin';

const SHOTS = '/tmp/admin-therapists';

for (const width of [1366, 360]) {
  test(`Staff add a therapist with training and hours, edit them and give them leave (${width} px)`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = `geeta.${width}@ayurvedaclinic.in`;
    // Beside Doctors in the menu (which a phone opens with its Menu button).
    if (width > 760) await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Therapists' }).click();
    else await page.goto('/admin/therapists');
    await expect(page.getByRole('heading', { name: 'Therapists' })).toBeVisible();
    // The seeded wing's therapists are listed with what they give.
    await expect(page.getByRole('row').filter({ hasText: 'Lakshmi Nair' })).toContainText('Shirodhara');
    await page.screenshot({ path: `${SHOTS}-list-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `therapists ${width}` });
    await page.getByRole('link', { name: 'Add Therapist' }).click();
    await expect(page).toHaveURL(/\/admin\/therapists\/create$/);

    await page.getByLabel('Name', { exact: true }).fill(`Geeta Solanki ${width}`);
    await page.getByLabel('Login e-mail').fill(email);
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByRole('checkbox', { name: 'Abhyanga' }).check();
    await page.getByRole('checkbox', { name: 'Shirodhara' }).check();
    // Saturday is a half day; Sunday is off (unticked at first).
    await page.getByLabel('Saturday until').fill('13:00');
    await page.getByRole('button', { name: 'Add Therapist' }).click();
    // The server's own rules, checked in the browser first: a new login needs a password, a day must end after it starts.
    await expect(page.getByRole('main').getByText('Set a password for the new login')).toBeVisible();
    await page.getByLabel('Password').fill('warm sesame oil');
    await page.getByLabel('Monday until').fill('07:00');
    await page.getByRole('button', { name: 'Add Therapist' }).click();
    await expect(page.getByRole('main').getByText('A working day must end after it starts')).toBeVisible();
    await page.getByLabel('Monday until').fill('17:00');
    await page.screenshot({ path: `${SHOTS}-create-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `create therapist ${width}` });
    await page.getByRole('button', { name: 'Add Therapist' }).click();
    await expect(page.getByText('Therapist added.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/therapists$/);

    const row = page.getByRole('row').filter({ hasText: `Geeta Solanki ${width}` });
    await expect(row).toContainText('Female');
    await expect(row).toContainText('Abhyanga, Shirodhara');
    await expect(row).toContainText('Active');
    const saved = (await adminGet<Therapist[]>(page, '/therapists')).find((t) => t.email === email)!;
    expect(saved.hours).toEqual([
      ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, startMinute: 480, endMinute: 1020 })),
      { weekday: 6, startMinute: 480, endMinute: 780 },
    ]);

    await page.getByRole('link', { name: `Edit Geeta Solanki ${width}` }).click();
    await expect(page).toHaveURL(/\/admin\/therapists\/edit$/);
    await expect(page.getByLabel('Login e-mail')).toHaveValue(email);
    await expect(page.getByRole('checkbox', { name: 'Shirodhara' })).toBeChecked();
    await expect(page.getByLabel('Saturday until')).toHaveValue('13:00');
    await page.getByRole('checkbox', { name: 'Nasya' }).check();
    await page.getByRole('checkbox', { name: 'Sunday' }).check();
    await page.getByLabel('Sunday from').fill('10:00');
    await page.getByLabel('Sunday until').fill('14:00');

    // Leave, saved at once (the form above has its own button).
    await page.getByLabel('From', { exact: true }).fill('2027-01-11');
    await page.getByLabel('To', { exact: true }).fill('2027-01-10');
    await page.getByRole('button', { name: 'Add Leave' }).click();
    await expect(page.getByRole('main').getByText('The leave must end on or after its first day')).toBeVisible();
    await page.getByLabel('To', { exact: true }).fill('2027-01-13');
    await page.getByLabel('Note', { exact: true }).fill('Family wedding');
    await page.getByRole('button', { name: 'Add Leave' }).click();
    await expect(page.getByText('Leave added.')).toBeVisible();
    const leave = page.getByRole('listitem').filter({ hasText: 'Family wedding' });
    await expect(leave).toContainText('Monday, January 11, 2027 to Wednesday, January 13, 2027');
    await page.screenshot({ path: `${SHOTS}-edit-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `edit therapist ${width}` });
    await page.getByRole('button', { name: 'Remove leave from 2027-01-11 to 2027-01-13' }).click();
    await expect(page.getByText('Leave removed.')).toBeVisible();
    await expect(leave).toHaveCount(0);
    await expect(page.getByText('No leave.')).toBeVisible();

    await page.getByLabel('Active (can log in and be planned)').uncheck();
    await page.getByRole('button', { name: 'Update Therapist' }).click();
    await expect(page.getByText('Therapist updated.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/therapists$/);
    await expect(row).toContainText('Abhyanga, Shirodhara, Nasya');
    await expect(row).toContainText('Inactive');
    const edited = (await adminGet<Therapist[]>(page, '/therapists')).find((t) => t.email === email)!;
    expect(edited.hours[0]).toEqual({ weekday: 0, startMinute: 600, endMinute: 840 });
  });

  test(`Staff add a room with its fittings and opening hours, and edit it (${width} px)`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    const name = `Nasya Room ${width}`;
    await page.goto('/admin/rooms');
    await expect(page.getByRole('heading', { name: 'Rooms' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Shirodhara Room' })).toContainText('Dhara stand');
    await expectNoAxeViolations(page, { label: `rooms ${width}` });
    await page.getByRole('link', { name: 'Add Room' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('checkbox', { name: 'Treatment table' }).check();
    await page.getByRole('checkbox', { name: 'Saturday' }).uncheck();
    await page.getByLabel('Friday from').fill('09:00');
    await page.screenshot({ path: `${SHOTS}-room-create-${width}.png`, fullPage: true });
    await expectNoAxeViolations(page, { label: `create room ${width}` });
    await page.getByRole('button', { name: 'Add Room' }).click();
    await expect(page.getByText('Room added.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/rooms$/);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Treatment table');
    const room = (await adminGet<Room[]>(page, '/rooms')).find((r) => r.name === name)!;
    expect(room.hours).toEqual([
      ...[1, 2, 3, 4].map((weekday) => ({ weekday, startMinute: 450, endMinute: 1080 })),
      { weekday: 5, startMinute: 540, endMinute: 1080 },
    ]);

    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByLabel('Friday from')).toHaveValue('09:00');
    await page.getByRole('checkbox', { name: 'Steam chamber' }).check();
    await page.getByLabel('From', { exact: true }).fill('2026-12-15');
    await page.getByLabel('To', { exact: true }).fill('2026-12-15');
    await page.getByLabel('Note', { exact: true }).fill('Steam chamber repair');
    await page.getByRole('button', { name: 'Add Leave' }).click();
    await expect(page.getByText('Leave added.')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Steam chamber repair' })).toContainText('Tuesday, December 15, 2026');
    await page.screenshot({ path: `${SHOTS}-room-edit-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Update Room' }).click();
    await expect(page.getByText('Room updated.')).toBeVisible();
    await expect(row).toContainText('Treatment table, Steam chamber');
  });
}
