import type { TimeSlot } from '../../src/lib/api/types';
import { adminGet, expect, test } from './support/admin';

test('Admin deactivates, reactivates and deletes a time slot after confirming', async ({ adminPage: page }) => {
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Time Slots' }).click();
  await expect(page.getByRole('heading', { name: 'Time Slots' })).toBeVisible();
  const [slot] = (await adminGet<TimeSlot[]>(page, '/time-slots')).filter((s) => !s.is_booked && s.status);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Delete slot ${slot!.id}`, exact: true }) });
  await expect(row).toContainText('No');
  await expect(row).toContainText(slot!.doctor.name);

  await row.getByRole('button', { name: `Deactivate slot ${slot!.id}` }).click();
  const statusDialog = page.getByRole('dialog', { name: 'Change Time Slot Status' });
  await expect(statusDialog).toContainText(String(slot!.id));
  await expect(statusDialog).toContainText(slot!.doctor.name);
  await statusDialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Time Slot status updated to Inactive!')).toBeVisible();
  await expect(row).toContainText('Inactive');

  await row.getByRole('button', { name: `Activate slot ${slot!.id}` }).click();
  await statusDialog.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Time Slot status updated to Active!')).toBeVisible();

  await row.getByRole('button', { name: `Delete slot ${slot!.id}` }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
  await expect(deleteDialog).toContainText('Are you sure you want to delete this time slot?');
  await expect(deleteDialog).toContainText(slot!.doctor.name);
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Time Slot deleted successfully!')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('Admin generates slots for a doctor; running it again skips the overlapping ones', async ({ adminPage: page }) => {
  await page.goto('/admin/time-slots');
  await page.getByRole('button', { name: 'Generate Slots' }).click();
  const form = page.getByRole('form', { name: 'Generate Slots' });
  const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Doctor').selectOption('Dr. Arjun Trivedi');
  await form.getByLabel('Start Date').fill(day);
  await form.getByLabel('End Date').fill(day);
  for (const weekday of ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']) await form.getByLabel(weekday).check();
  await form.getByLabel('Daily Start Time').fill('14:00');
  await form.getByLabel('Daily End Time').fill('15:00');
  await form.getByLabel('Slot Length (minutes)').fill('20');
  await form.getByRole('button', { name: 'Generate Slots' }).click();
  await expect(page.getByText('3 time slots created, 0 skipped.')).toBeVisible();

  await form.getByRole('button', { name: 'Generate Slots' }).click();
  await expect(page.getByText('0 time slots created, 3 skipped.')).toBeVisible();
  const slots = (await adminGet<TimeSlot[]>(page, '/time-slots')).filter(
    (s) => s.doctor.name === 'Dr. Arjun Trivedi' && s.start_time.startsWith(day),
  );
  // 14:00 India time is 08:30 UTC.
  expect(slots.map((s) => s.start_time)).toEqual([`${day}T08:30:00.000Z`, `${day}T08:50:00.000Z`, `${day}T09:10:00.000Z`]);
});
