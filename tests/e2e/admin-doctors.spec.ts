import type { Doctor } from '../../src/lib/api/types';
import { doctors } from '../../src/content/doctors';
import { adminGet, expect, exportCsv, test } from './support/admin';

test('Admin adds, edits and deletes a doctor through the screens', async ({ adminPage: page }) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Doctors' }).click();
  await expect(page.getByRole('heading', { name: 'Doctors' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Doctor' }).click();
  await expect(page).toHaveURL(/\/admin\/doctors\/create$/);

  await page.getByLabel('Name').fill('Dr. Kavita Shah');
  await page.getByLabel('Specialization').fill('Panchakarma');
  await page.getByLabel('Email').fill('kavita.shah@clinic.example');
  await page.getByLabel('Mobile').fill('98240');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByRole('button', { name: 'Add Doctor' }).click();
  await expect(page.getByRole('main').getByText('Mobile number is invalid!')).toBeVisible();

  await page.getByLabel('Mobile').fill('919824011055');
  await page.getByRole('button', { name: 'Add Doctor' }).click();
  await expect(page.getByText('Doctor added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/doctors$/);
  const row = page.getByRole('row').filter({ hasText: 'Dr. Kavita Shah' });
  await expect(row).toContainText('kavita.shah@clinic.example');
  await expect(row).toContainText('Female');
  await expect(row).toContainText('Active');

  await page.getByRole('link', { name: 'Edit Dr. Kavita Shah' }).click();
  await expect(page).toHaveURL(/\/admin\/doctors\/edit$/);
  await expect(page.getByLabel('Email')).toHaveValue('kavita.shah@clinic.example');
  await page.getByLabel('Specialization').fill('Panchakarma and detox');
  await page.getByLabel('Active').uncheck();
  await page.getByRole('button', { name: 'Update Doctor' }).click();
  await expect(page.getByText('Doctor Updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/doctors$/);
  await expect(row).toContainText('Panchakarma and detox');
  await expect(row).toContainText('Inactive');

  await page.getByRole('button', { name: 'Delete Dr. Kavita Shah' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(dialog).toContainText('Are you sure you want to delete this Doctor?');
  // The modal takes focus, the safe choice first.
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: 'Delete Dr. Kavita Shah' }).click();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Doctor deleted successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Edit Doctor without an id in navigation state goes back to the list', async ({ adminPage: page }) => {
  await page.goto('/admin/doctors/edit');
  await expect(page.getByText('Doctor not found!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/doctors$/);
});

test('Admin exports the doctors as CSV with a header row and one line per doctor', async ({ adminPage: page }) => {
  await page.goto('/admin/doctors');
  await expect(page.getByRole('link', { name: 'Add Doctor' })).toBeVisible();
  const { fileName, lines } = await exportCsv(page);
  expect(fileName).toMatch(/^doctors_export_\d{4}-\d{2}-\d{2}T\d{2}[:_-]\d{2}[:_-]\d{2}[.\d]*Z?.*\.csv$/);
  expect(lines[0]).toBe('id,name,specialization,email,mobile,gender,status');
  const doctors = await adminGet<Doctor[]>(page, '/doctors');
  expect(lines.slice(1)).toEqual(doctors.map((d) => [d.id, d.name, d.specialization, d.email, d.mobile, d.gender, d.status].join(',')));
});

test('A registration number and photo staff edit show on the About page without a rebuild', async ({ adminPage: page, baseURL }) => {
  const meera = doctors[0]!;
  const editMeera = async (registration: string, photoUrl: string) => {
    await page.goto('/admin/doctors');
    await page.getByRole('link', { name: `Edit ${meera.name}` }).click();
    await page.getByLabel('Registration number').fill(registration);
    await page.getByLabel('Photo URL').fill(photoUrl);
    await page.getByRole('button', { name: 'Update Doctor' }).click();
    await expect(page.getByText('Doctor Updated successfully!')).toBeVisible();
  };
  await editMeera('GBAUSM/G-77777', `${baseURL}/favicon.svg`);
  try {
    await page.goto('/about');
    const card = page.getByRole('region', { name: 'Meet Our Team' }).getByRole('article').filter({ hasText: meera.name });
    await expect(card).toContainText('GBAUSM/G-77777');
    await expect(card).not.toContainText(meera.registrationNumber);
    await expect(card.locator('img')).toHaveAttribute('src', `${baseURL}/favicon.svg`);
    await expect.poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  } finally {
    await editMeera(meera.registrationNumber, '');
  }
  await page.goto('/about');
  const card = page.getByRole('region', { name: 'Meet Our Team' }).getByRole('article').filter({ hasText: meera.name });
  await expect(card).toContainText(meera.registrationNumber);
  await expect(card.locator('img')).toHaveCount(0);
});
