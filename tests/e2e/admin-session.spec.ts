import { E2E_ADMIN } from '../../playwright.config';
import { expect, loginThroughForm, storeToken, test, unsignedToken } from './support/admin';

const inOneHour = () => Math.floor(Date.now() / 1000) + 3600;

test('Admin logs in with e-mail and password and sees the dashboard with five totals', async ({ page }) => {
  await loginThroughForm(page);
  await expect(page.getByText('Login successful')).toBeVisible();
  const cards = page.getByRole('list', { name: 'Totals' }).getByRole('listitem');
  await expect(cards).toHaveCount(5);
  for (const label of ['Doctors', 'Appointments', 'Time Slots', 'Patients', 'Services']) {
    await expect(page.getByRole('heading', { name: label, exact: true })).toBeVisible();
  }
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const totals = await (await page.request.get('/api/v1/dashboard', { headers: { Authorization: `Bearer ${token}` } })).json();
  await expect(cards.filter({ hasText: 'Doctors' })).toHaveText(`Doctors${totals.totalDoctors}`);
  await expect(cards.filter({ hasText: 'Services' })).toHaveText(`Services${totals.totalServices}`);
  await expect(cards.filter({ hasText: 'Patients' })).toHaveText(`Patients${totals.totalUsers}`);
});

test('A wrong password shows Login failed and stays on the login screen', async ({ page }) => {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login failed. Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
});

test('An admin who is logged in and opens /admin goes to the dashboard; Logout ends the session', async ({ adminPage: page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  for (const label of ['Dashboard', 'Services', 'Doctors', 'Time Slots', 'Appointments', 'Patients', 'Recipes', 'Contact Queries', 'Logout']) {
    await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
  }
  // Logout ends the admin's sessions on the server (tested in the API suite); here it is answered
  // in the browser so the token this worker's other tests share stays valid.
  const loggedOut: string[] = [];
  await page.route('**/api/v1/users/logout', (route) => {
    loggedOut.push(route.request().headers().authorization ?? '');
    return route.fulfill({ json: { message: 'Logged out' } });
  });
  await sidebar.getByRole('link', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect.poll(() => loggedOut).toEqual([expect.stringMatching(/^Bearer \S+$/)]);
  await page.goto('/admin/doctors');
  await expect(page).toHaveURL(/\/admin$/);
});

test('An expired token in storage is removed with Session expired. Please log in again.', async ({ page }) => {
  await storeToken(page, await unsignedToken({ id: 1, role: 'admin', exp: Math.floor(Date.now() / 1000) - 60 }));
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('A token the server refuses logs out to /admin with the session-expired message', async ({ page }) => {
  await storeToken(page, await unsignedToken({ id: 1, role: 'admin', exp: inOneHour() }));
  await page.goto('/admin/dashboard');
  await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('A patient token leads to the /unauthorized page, which has a way back', async ({ page }) => {
  await storeToken(page, await unsignedToken({ id: 5, role: 'patient', exp: inOneHour() }));
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to admin login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
});

test('On a phone the sidebar folds behind the Menu button', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const sidebar = page.getByRole('navigation', { name: 'Admin' });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('link', { name: 'Services' }).click();
  await expect(sidebar).toBeHidden();
});
