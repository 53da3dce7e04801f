import type { Page } from '@playwright/test';
import { doctors as clinicDoctors } from '../../src/content/doctors';
import { CLINIC_TIME_ZONE } from '../../src/lib/time/clinic-time';
import { TELECONSULTATION_CONSENT_VERSION } from '../../src/lib/validation/consent';
import { openMyAppointments, paidBooking, signedInPatient } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { adminGet, expect, test, withClinicGstin } from './support/admin';
import { jumpToStart, slotStartingSoon } from './support/slot-starting-soon';

/*
 * Issue 50 item 6 (docs/decisions/065): after a video visit whose doctor prescribed from the
 * catalogue, the patient orders the medicines on My appointments at a phone's width, pays through
 * the checkout, and the dispensary prepares them and hands them over on its Orders screen; the
 * patient sees each state. The capture dispensed the unit from stock.
 */
test.use({ timezoneId: CLINIC_TIME_ZONE });

/** The same doctor and password admin-consultation.spec.ts and journey-fixes.spec.ts give a login, so they agree in any order. */
const DOCTOR = clinicDoctors[2]!;
const DOCTOR_PASSWORD = 'a-long-enough-password';
const SHOTS = '/tmp/shots-medicine-orders';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function shoot(page: Page, name: string, widths: number[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 360 ? 800 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a patient orders the medicines of a video visit on My appointments, pays, and the dispensary hands them over', async ({
  adminPage: page,
  adminToken,
  browser,
}) => {
  test.setTimeout(150_000);
  const headers = bearer(adminToken);
  const suffix = Date.now().toString(36);
  const medicineName = `Avipattikar Churna ${suffix}`;
  const patientName = `Nisha Orders ${suffix}`;

  // A catalogue medicine with four jars in stock.
  const made = await page.request.post('/api/v1/dispensary/medicines', {
    headers,
    data: {
      name: medicineName,
      form: 'churna',
      kind: 'classical',
      hsn: '30049011',
      gstRate: 5,
      unit: 'jar',
      packSize: '100 g',
      mrpPaise: 12_000,
      reorderLevel: 1,
    },
  });
  expect(made.status()).toBe(201);
  const { medicine } = (await made.json()) as { medicine: { id: number } };
  const received = await page.request.post(`/api/v1/dispensary/medicines/${medicine.id}/batches`, {
    headers,
    data: { batchNumber: `AV-${suffix}`, mfgDate: '2026-01-10', quantity: 4, costPaise: 6_000, supplier: 'Kottakkal Arya Vaidya Sala' },
  });
  expect(received.status()).toBe(201);

  // The patient books and pays a video visit that starts in a few minutes.
  const slot = await slotStartingSoon(page, DOCTOR.name);
  const patient = await signedInPatient(page.request, patientName);
  const booking = { userId: patient.userId, slotId: slot.id, serviceId: 1, description: 'Acidity after meals', mode: 'video' as const };
  const { id: appointmentId } = await paidBooking(page.request, patient.token, booking, { consent_version: TELECONSULTATION_CONSENT_VERSION });

  // The patient's phone, opened now so the clock's jump to the visit reaches it too.
  const patientContext = await browser.newContext({ timezoneId: CLINIC_TIME_ZONE, viewport: { width: 360, height: 800 } });
  const phone = await patientContext.newPage();
  await jumpToStart(slot, page, phone);

  // The doctor sees the patient and finalises a prescription picked from the catalogue, and one free-text line.
  const { id: doctorId } = (await adminGet<{ id: number; name: string }[]>(page, '/doctors')).find((d) => d.name === DOCTOR.name)!;
  const login = await page.request.put(`/api/v1/doctors/${doctorId}/login`, { data: { email: DOCTOR.email, password: DOCTOR_PASSWORD }, headers });
  expect(login.status()).toBe(200);
  const doctorToken = (
    (await (await page.request.post('/api/v1/users/login', { data: { email: DOCTOR.email, password: DOCTOR_PASSWORD } })).json()) as { token: string }
  ).token;
  const line = { form: 'churna', dose: '1 tsp', timing: 'after_food', anupana: 'Warm water', duration: '15 days' };
  const record = {
    assessment: 'Amlapitta',
    prescription: [
      { ...line, medicine: medicineName, medicine_id: medicine.id },
      { ...line, medicine: 'Jeera water' },
    ],
  };
  const saved = await page.request.put(`/api/v1/appointments/${appointmentId}/record`, { data: record, headers: bearer(doctorToken) });
  expect(saved.status(), await saved.text()).toBe(200);
  const finalised = await page.request.post(`/api/v1/appointments/${appointmentId}/record/finalise`, { headers: bearer(doctorToken) });
  expect(finalised.status(), await finalised.text()).toBe(200);

  // My appointments on the phone: the catalogue line at MRP, collected at the clinic by default.
  await openMyAppointments(phone, patient);
  const medicines = phone.getByRole('region', { name: 'Your medicines' });
  const visit = medicines.getByRole('article', { name: new RegExp(`^Prescribed on .* by ${DOCTOR.name}$`) });
  await expect(visit).toContainText(`${medicineName} · 1 jar · ₹120.00`);
  await expect(visit).not.toContainText('Jeera water');
  await expect(visit.getByRole('radio', { name: 'Collect at the clinic' })).toBeChecked();
  await expectNoAxeViolations(phone, { label: 'medicine order 360' });
  await visit.scrollIntoViewIfNeeded();
  await shoot(phone, 'patient-offer', [360]);

  // The order is refused while the clinic has no GSTIN (no tax invoice could be issued): said in place.
  await visit.getByRole('button', { name: 'Pay ₹120.00' }).click();
  await expect(visit.getByRole('alert')).toContainText('The clinic has no GSTIN in its settings');
  await expect(phone.getByRole('dialog', { name: 'Test checkout' })).toHaveCount(0);
  await withClinicGstin(page, async () => {
    await visit.getByRole('button', { name: 'Pay ₹120.00' }).click();
    const checkout = phone.getByRole('dialog', { name: 'Test checkout' });
    await checkout.getByRole('button', { name: /^Pay/ }).click();
    await expect(visit).toContainText('Paid: being prepared');
  });
  const invoice = visit.getByRole('button', { name: /^Tax invoice JACT\/\d{4}\/\d{6} \(PDF\)$/ });
  await expect(invoice).toBeVisible();
  await expect(visit.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await shoot(phone, 'patient-paid', [360, 1366]);

  // Paid: the unit was dispensed from the batch at once.
  const detail = await adminGet<{ medicine: { usable: number } }>(page, `/dispensary/medicines/${medicine.id}`);
  expect(detail.medicine.usable).toBe(3);

  // The dispensary prepares the order, then hands it over.
  await page.goto('/admin/dispensary/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: patientName });
  await expect(row).toContainText(`${medicineName} × 1`);
  await expect(row).toContainText('Collect at the clinic');
  await expect(row).toContainText('Paid: to prepare');
  await expect(row.getByRole('button', { name: /^Mark dispatched/ })).toHaveCount(0);
  await expectNoAxeViolations(page, { label: 'orders 1366' });
  await row.getByRole('button', { name: /^Mark ready/ }).click();
  await expect(row).toContainText('Ready for collection');
  await shoot(page, 'orders-ready', [1366, 360]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await phone.reload();
  await expect(phone.getByRole('region', { name: 'Your medicines' })).toContainText('Ready for collection at the clinic');

  await row.getByRole('button', { name: /^Mark collected/ }).click();
  await expect(row).toContainText('Collected');
  await expect(row.getByRole('button', { name: /^Mark / })).toHaveCount(0);
  await phone.reload();
  await expect(phone.getByRole('region', { name: 'Your medicines' })).toContainText('Collected');
  await patientContext.close();
});
