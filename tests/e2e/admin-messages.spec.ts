import { expectNoAxeViolations } from './support/accessibility';
import { expect, test } from './support/admin';
import { paidBooking, signedInPatient } from './booking-support';

test('A booking made on the local server shows its confirmation in the admin Messages screen', async ({ adminPage: page }) => {
  const patient = await signedInPatient(page.request);
  // The latest free slot, so the appointment heads the appointments list (newest time first).
  const now = Date.now();
  const slots = (await (
    await page.request.get('/api/v1/time-slots/available', {
      // One reading of the clock: two could be a millisecond apart, past the 31 days the API allows.
      params: { startDate: new Date(now).toISOString(), endDate: new Date(now + 31 * 86_400_000).toISOString() },
    })
  ).json()) as { id: number }[];
  const booking = { userId: patient.userId, slotId: slots.at(-1)!.id, serviceId: 1, description: 'Headaches every evening' };
  const appointment = await paidBooking(page.request, patient.token, booking);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { name: 'Messages' })).toBeVisible();
  const confirmation = page.getByRole('row').filter({ hasText: patient.mobile }).filter({ hasText: 'Booking confirmed' });
  // Sent right after the booking by the local server's dispatcher (recorded by the local channel).
  await expect(async () => {
    await page.reload();
    await expect(confirmation).toContainText('Sent', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(confirmation).toContainText('SMS');
  await expectNoAxeViolations(page);

  await page.getByLabel('Status').selectOption('sent');
  await expect(confirmation).toBeVisible();
  await confirmation.getByRole('link', { name: /Read/ }).click();
  await expect(page.getByRole('heading', { name: 'Your appointment is confirmed' })).toBeVisible();
  await expect(page.getByText(/consultation with Dr\. .* on .* IST is confirmed\./)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Messages' }).click();

  // The doctor's e-mail of the same booking, with its calendar file, from the appointment's messages.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Appointments' }).click();
  await page.getByRole('link', { name: `Messages of appointment ${appointment.id}` }).click();
  await expect(page.getByText(`Messages about appointment ${appointment.id}.`)).toBeVisible();
  const doctorMail = page.getByRole('row').filter({ hasText: 'E-mail' }).filter({ hasText: 'Booking confirmed' }).first();
  await doctorMail.getByRole('link', { name: /Read/ }).click();
  await expect(page.getByRole('heading', { name: /^New appointment: Returning Patient/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download appointment.ics' })).toBeVisible();
  await expect(page.frameLocator('iframe[title^="E-mail"]').getByText('Jamnagar Ayurveda Clinic').first()).toBeVisible();
});
