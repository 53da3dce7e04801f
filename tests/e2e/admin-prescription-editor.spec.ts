import type { APIRequestContext } from '@playwright/test';
import { doctors as clinicDoctors } from '../../src/content/doctors';
import { clinicDayRangeIso } from '../../src/lib/time/booking-day';
import { CLINIC_TIME_ZONE } from '../../src/lib/time/clinic-time';
import { answerIntake, clinicDayAhead, paidBooking, signedInPatient } from './booking-support';
import { adminGet, expect, test } from './support/admin';

// The browser shows India time, as the clinic's doctors see it.
test.use({ timezoneId: CLINIC_TIME_ZONE });

// Not the first doctor: the doctor-schedule spec gives that one a login and expects none before.
const DOCTOR = clinicDoctors[1]!;
const DOCTOR_PASSWORD = 'e2e-prescription-doctor-password';

/** A patient books the doctor's last free slot in two days, answers the intake (allergic to sulfa) and uploads two reports. */
async function patientWithAllergyAndReports(request: APIRequestContext, name: string, reports: { png: Buffer; pdf: Buffer }) {
  const patient = await signedInPatient(request, name);
  const headers = { Authorization: `Bearer ${patient.token}` };
  const slots = (await (
    await request.get('/api/v1/time-slots/available', { params: { ...clinicDayRangeIso(clinicDayAhead(2)), serviceId: 1 } })
  ).json()) as { id: number; doctor: { name: string } }[];
  const slot = slots.filter((s) => s.doctor.name === DOCTOR.name).at(-1)!;
  const booking = { userId: patient.userId, slotId: slot.id, serviceId: 1, description: `${name}: joint pain`, mode: 'video' as const };
  const { id } = await paidBooking(request, patient.token, booking);
  const answers = { age: 41, main_complaint: 'Joint pain', since_when: 'Two months', has_allergies: true, allergies: 'Sulfa drugs' };
  await answerIntake(request, patient.token, id, () => answers);
  for (const [fileName, mimeType, buffer] of [
    ['blood-test.png', 'image/png', reports.png],
    ['x-ray-report.pdf', 'application/pdf', reports.pdf],
  ] as const) {
    const uploaded = await request.post(`/api/v1/appointments/${id}/reports`, { headers, multipart: { file: { name: fileName, mimeType, buffer } } });
    expect(uploaded.status()).toBe(201);
  }
}

for (const width of [1366, 360]) {
  test(`At ${width} px the doctor writes a prescription in labelled fields, sees a sulfa allergy warning and previews the reports in place`, async ({
    adminPage: page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const patientName = `Allergic ${width} ${Date.now().toString(36)}`;
    // The reports: an image and a PDF the browser makes itself.
    await page.setContent('<h1 style="font:32px sans-serif;padding:24px">Haemoglobin 13.2 g/dL</h1>');
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 120 } });
    const pdf = await page.pdf({ width: '480px', height: '320px' });
    await patientWithAllergyAndReports(page.request, patientName, { png, pdf });

    const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
    const { id: doctorId } = (await adminGet<{ id: number; name: string }[]>(page, '/doctors')).find((d) => d.name === DOCTOR.name)!;
    expect(
      (await page.request.put(`/api/v1/doctors/${doctorId}/login`, { headers, data: { email: DOCTOR.email, password: DOCTOR_PASSWORD } })).status(),
    ).toBe(200);
    const doctorContext = await browser.newContext({ timezoneId: CLINIC_TIME_ZONE, viewport: { width, height: 900 } });
    const doctor = await doctorContext.newPage();
    await doctor.goto('/admin');
    await doctor.getByLabel('Email').fill(DOCTOR.email);
    await doctor.getByLabel('Password').fill(DOCTOR_PASSWORD);
    await doctor.getByRole('button', { name: 'Login' }).click();
    await expect(doctor).toHaveURL(/\/admin\/my-schedule$/);

    await doctor
      .getByRole('article', { name: new RegExp(`${patientName}$`) })
      .getByRole('button', { name: /^Open visit/ })
      .click();
    const dialog = doctor.getByRole('dialog', { name: new RegExp(`^Visit: ${patientName}`) });
    await expect(dialog.getByText('Allergies recorded in the intake: Sulfa drugs')).toBeVisible();

    // Reports: the image and the PDF shown in place, from the admin app's own blob: URLs.
    await dialog.getByRole('button', { name: 'Preview blood-test.png' }).click();
    const image = dialog.getByRole('img', { name: 'Preview of blood-test.png' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    await dialog.getByRole('button', { name: 'Preview x-ray-report.pdf' }).click();
    await expect(dialog.locator('iframe[title="Preview of x-ray-report.pdf"]')).toHaveAttribute('src', /^blob:/);
    await image.scrollIntoViewIfNeeded();
    await doctor.screenshot({ path: `/tmp/prescription-reports-${width}.png` });

    // A medicine line: every field labelled, forms and timings by name, nothing cut off.
    await dialog.getByRole('button', { name: 'Add medicine' }).click();
    const line = dialog.getByRole('group', { name: 'Medicine 1' });
    await expect(line.getByLabel('Form').locator('option')).toContainText(['Churna', 'Vati', 'Kashaya', 'Taila', 'Ghrita', 'Asava/Arishta']);
    await line.getByLabel('Form').selectOption({ label: 'Asava/Arishta' });
    expect(await line.getByLabel('Form').evaluate((select: HTMLSelectElement) => select.scrollWidth <= select.clientWidth)).toBe(true);
    await expect(line.getByLabel('When').locator('option')).toContainText(['Before food', 'After food', 'With food', 'Empty stomach', 'At bedtime']);
    await line.getByLabel('Dose').fill('2 tablets (250 mg each)');
    await line.getByLabel('Take with (anupana)').fill('Warm water');
    await line.getByLabel('Duration').fill('30 days');
    await expect(line.getByRole('alert')).toHaveCount(0);
    await line.getByLabel('Medicine').fill('Sulfasalazine');
    await expect(line.getByRole('alert')).toHaveText(
      'Allergy warning: the patient recorded an allergy to “Sulfa drugs”. Check before prescribing Sulfasalazine.',
    );
    for (const label of ['Medicine', 'Dose', 'Take with (anupana)', 'Duration']) {
      const fits = await line.getByLabel(label).evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth);
      expect(fits, `${label} shows all it holds at ${width} px`).toBe(true);
    }
    await doctor.screenshot({ path: `/tmp/prescription-editor-${width}.png`, fullPage: true });
    await dialog.screenshot({ path: `/tmp/prescription-dialog-${width}.png` });
    // The dialog uses the screen: at 1366 px a medicine's fields share one row (their bottoms in line).
    if (width === 1366) {
      const boxes = await Promise.all(['Medicine', 'Form', 'Dose', 'When', 'Duration'].map((label) => line.getByLabel(label).boundingBox()));
      expect(new Set(boxes.map((box) => Math.round(box!.y + box!.height))).size).toBe(1);
    }
    expect(await doctor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await doctorContext.close();
  });
}
