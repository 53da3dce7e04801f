import type { AvailableSlot } from '../../src/lib/api/types';
import { paidBooking, signedInPatient } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { adminDelete, adminGet, expect, exportCsv, test } from './support/admin';

test('Staff edit a service and see the change in the Audit Log, its CSV and the service History', async ({ adminPage: page }) => {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  const name = `Audit Trail Massage ${Date.now()}`;
  await nav.getByRole('link', { name: 'Services' }).click();
  await page.getByRole('link', { name: 'Add Service' }).click();
  await page.getByLabel('Service Name').fill(name);
  await page.getByLabel('Price (₹)').fill('1000');
  await page.getByRole('button', { name: 'Add Service' }).click();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel('Price (₹)')).toHaveValue('1000');
  await page.getByLabel('Price (₹)').fill('1250');
  await page.getByRole('button', { name: 'Update Service' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('₹1,250.00');

  await nav.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Record type').selectOption('service');
  await filters.getByLabel('Action').selectOption('update');
  await filters.getByRole('button', { name: 'Apply' }).click();
  // Newest first: the update just made heads the list.
  const update = page.getByRole('row').nth(1);
  await expect(update).toContainText('Price: ₹1,000.00 → ₹1,250.00');
  await expect(update).toContainText('Updated');
  await expect(update.getByRole('cell').nth(2)).toHaveText(/\S/);
  await expect(update).toContainText('Admin');
  await expect(update.getByRole('link', { name: /^Service \d+$/ })).toBeVisible();
  const eventId = (await update.getByRole('cell').first().textContent())!;
  await expect(page.getByRole('table', { name: 'Audit log' }).getByRole('row').filter({ hasText: 'Created' })).toHaveCount(0);

  await update.getByRole('button', { name: `Details of event ${eventId}` }).click();
  const details = page.getByRole('dialog', { name: `Audit event ${eventId}` });
  await expect(details.getByText(/"pricePaise": 100000/)).toBeVisible();
  await expect(details.getByText(/"pricePaise": 125000/)).toBeVisible();
  await expect(details.getByText(`"name": "${name}"`).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toBeHidden();

  const { fileName, lines } = await exportCsv(page);
  expect(fileName).toMatch(/^audit_log_export_.+\.csv$/);
  expect(lines[0]).toBe('id,at,actor_id,actor_name,actor_role,action,entity,entity_id,changes,before,after,ip');
  const rows = lines.slice(1).filter(Boolean);
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.every((line) => line.includes(',update,service,'))).toBe(true);
  expect(rows[0]).toContain('Price: ₹1,000.00 → ₹1,250.00');
  expect(rows[0]!.startsWith(`${eventId},`)).toBe(true);

  await nav.getByRole('link', { name: 'Services' }).click();
  await page.getByRole('button', { name: `History of ${name}` }).click();
  const history = page.getByRole('dialog', { name: `History of ${name}` });
  const entries = history.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^Details of event/ }) });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('Updated by');
  await expect(entries.first()).toContainText('Price: ₹1,000.00 → ₹1,250.00');
  await expect(entries.last()).toContainText('Created by');
  await expect(entries.last()).toContainText(`Name: ${name}`);
  await expectNoAxeViolations(page);
  await entries
    .first()
    .getByRole('button', { name: `Details of event ${eventId}` })
    .click();
  await expect(page.getByRole('dialog', { name: `Audit event ${eventId}` }).getByText(/"pricePaise": 125000/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: `Audit event ${eventId}` })).toBeHidden();
  await expect(history).toBeVisible();
  await history.getByRole('button', { name: 'Close' }).click();
  await expect(history).toBeHidden();
  // Leave the seeded clinic as it was for the specs after this one (they count its five services).
  const services = await adminGet<{ id: number; name: string }[]>(page, '/services');
  await adminDelete(page, `/services/${services.find((service) => service.name === name)!.id}`);
});

test("Staff read the doctor's consultation note of an appointment", async ({ adminPage: page, adminToken }) => {
  const admin = { Authorization: `Bearer ${adminToken}` };
  // A booking on the latest free slot, so it heads the appointments list (newest time first).
  const patient = await signedInPatient(page.request);
  const now = Date.now();
  const slots = (await (
    await page.request.get('/api/v1/time-slots/available', {
      // One reading of the clock: two could be a millisecond apart, past the 31 days the API allows.
      params: { startDate: new Date(now).toISOString(), endDate: new Date(now + 31 * 86_400_000).toISOString() },
    })
  ).json()) as AvailableSlot[];
  const slot = slots.at(-1)!;
  const booking = { userId: patient.userId, slotId: slot.id, serviceId: 1, description: 'Poor sleep' };
  const appointment = await paidBooking(page.request, patient.token, booking);

  await page.goto('/admin/appointments');
  await page.getByRole('button', { name: `Note of appointment ${appointment.id}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Consultation note' });
  await expect(dialog.getByText('No note yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The slot's doctor gets a login and writes the note.
  const login = { email: `doctor-${Date.now()}@clinic.example`, password: 'doctor-password-123' };
  expect((await page.request.put(`/api/v1/doctors/${slot.doctor.id}/login`, { data: login, headers: admin })).status()).toBe(200);
  const doctorToken = ((await (await page.request.post('/api/v1/users/login', { data: login })).json()) as { token: string }).token;
  const note = '<p>Sleeps <strong>five hours</strong>.</p><ul><li>Warm milk at night</li></ul><script>window.hacked = true</script>';
  const saved = await page.request.put(`/api/v1/doctor/appointments/${appointment.id}/note`, {
    data: { body: note },
    headers: { Authorization: `Bearer ${doctorToken}` },
  });
  expect(saved.ok()).toBe(true);

  await page.getByRole('button', { name: `Note of appointment ${appointment.id}` }).click();
  await expect(dialog.locator('strong', { hasText: 'five hours' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveText('Warm milk at night');
  await expect(dialog.getByText(/^Written by .+, last changed .+ IST\.$/)).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The note's writing is in the trail, under its appointment's id.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit Log' }).click();
  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByLabel('Record type').selectOption('consultation_note');
  await filters.getByLabel('Record ID').fill(String(appointment.id));
  await filters.getByRole('button', { name: 'Apply' }).click();
  const created = page.getByRole('row').nth(1);
  await expect(created).toContainText('Created');
  await expect(created).toContainText('Doctor');
  await expect(created).toContainText(`Consultation note ${appointment.id}`);
});
