import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { doctors as clinicDoctors } from '../../src/content/doctors';
import { TELECONSULTATION_CONSENT_VERSION } from '../../src/lib/validation/consent';
import { CLINIC_TIME_ZONE } from '../../src/lib/time/clinic-time';
import { answerIntake, paidBooking, signedInPatient } from './booking-support';
import { adminGet, expect, test } from './support/admin';
import { jumpToStart, type Slot, slotStartingSoon } from './support/slot-starting-soon';
import { TEST_CODE_LIST_CSV, TEST_CODE_LIST_HEADER } from '../support/code-list-fixture';
import { pdfPageTexts } from '../support/pdf-text';

test.use({ timezoneId: CLINIC_TIME_ZONE });

// The prescription editor's doctor and password: the two specs set the same login.
const DOCTOR = clinicDoctors[1]!;
const DOCTOR_PASSWORD = 'e2e-prescription-doctor-password';
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A patient books the slot (consenting) and answers the intake: allergic to sulfa drugs, on metformin. */
async function bookedAllergicPatient(request: APIRequestContext, name: string, slot: Slot) {
  const patient = await signedInPatient(request, name);
  const booking = { userId: patient.userId, slotId: slot.id, serviceId: 1, description: 'Joint pain' };
  const appointment = await paidBooking(request, patient.token, booking, { consent_version: TELECONSULTATION_CONSENT_VERSION });
  await answerIntake(request, patient.token, appointment.id, () => ({
    age: 52,
    main_complaint: 'Joint pain',
    since_when: 'Two months',
    has_allergies: true,
    allergies: 'Sulfa drugs',
    current_medicines: 'Metformin 500 mg',
  }));
  return { patientId: patient.userId, appointmentId: appointment.id };
}

test('At 1366 px the doctor records an allergy, vitals and the Ashtavidha, confirms a prescription line matching the allergy, finalises; the patient page shows them', async ({
  adminPage: page,
  adminToken,
  browser,
}) => {
  test.setTimeout(180_000);
  const patientName = `Ravi Allergic ${Date.now().toString(36)}`;
  const slot = await slotStartingSoon(page, DOCTOR.name);
  const { patientId } = await bookedAllergicPatient(page.request, patientName, slot);
  const { id: doctorId } = (await adminGet<{ id: number; name: string }[]>(page, '/doctors')).find((d) => d.name === DOCTOR.name)!;
  const login = await page.request.put(`/api/v1/doctors/${doctorId}/login`, {
    headers: bearer(adminToken),
    data: { email: DOCTOR.email, password: DOCTOR_PASSWORD },
  });
  expect(login.status()).toBe(200);

  // Issue 51 item 4: the admin imports the code list (TEST DATA: made-up codes); a bad file is refused with its rows named.
  await page.goto('/admin/diagnosis-codes');
  const csvFile = page.getByLabel('Import a CSV file');
  await csvFile.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(`${TEST_CODE_LIST_HEADER}\n1,1,ZZA-1,,,,,1A00,`) });
  await expect(page.locator('.code-list-refusal')).toContainText('Row 2: the term is missing; the TM2 code “1A00” is not an ICD-11 TM2 code');
  await csvFile.setInputFiles({ name: 'namaste-test.csv', mimeType: 'text/csv', buffer: Buffer.from(TEST_CODE_LIST_CSV) });
  await expect(page.getByTestId('code-list-summary')).toContainText('4 codes from namaste-test.csv');
  await page.getByLabel('Code or term').fill('joint');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row', { name: /ZZA-2/ })).toContainText('SZ91 Test joint disorder');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: '/tmp/diagnosis-codes-1366.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '/tmp/diagnosis-codes-360.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1366, height: 900 });

  const doctorContext = await browser.newContext({ timezoneId: CLINIC_TIME_ZONE, viewport: { width: 1366, height: 900 } });
  const doctor = await doctorContext.newPage();
  await doctor.goto('/admin');
  await jumpToStart(slot, page, doctor);
  await doctor.getByLabel('Email').fill(DOCTOR.email);
  await doctor.getByLabel('Password').fill(DOCTOR_PASSWORD);
  await doctor.getByRole('button', { name: 'Login' }).click();
  await expect(doctor).toHaveURL(/\/admin\/my-schedule$/);
  await doctor
    .getByRole('article', { name: new RegExp(`${patientName}$`) })
    .getByRole('button', { name: /^Open visit/ })
    .click();
  const dialog = doctor.getByRole('dialog', { name: new RegExp(`^Visit: ${patientName}`) });

  // On file, from the intake until the doctor confirms it: the allergy gets its severity and reaction.
  const onFile = dialog.getByRole('region', { name: 'On file' });
  await expect(onFile).toContainText('From the intake, not yet confirmed');
  await expect(onFile).toContainText('Sulfa drugs');
  await onFile.getByRole('button', { name: 'Edit health file' }).click();
  const allergy = onFile.getByRole('group', { name: 'Allergy 1' });
  await expect(allergy.getByLabel('Substance')).toHaveValue('Sulfa drugs');
  await allergy.getByLabel('Reaction').fill('Rash and itching');
  await allergy.getByLabel('Severity').selectOption('severe');
  await onFile.getByRole('button', { name: 'Add condition' }).click();
  await onFile.getByRole('group', { name: 'Condition 1' }).getByLabel('Condition').fill('Type 2 diabetes');
  await onFile.getByRole('group', { name: 'Condition 1' }).getByLabel('Since').fill('2019');
  await onFile.getByRole('button', { name: 'Save health file' }).click();
  await expect(onFile).toContainText('Last saved');
  await expect(onFile).toContainText('Severe');

  // The record: vitals (a high BP and BMI flagged as typed), the Ashtavidha and the dosha.
  await dialog.getByLabel('Findings').fill('Joints swollen and warm.');
  await dialog.getByLabel('Assessment').fill('Amavata');
  await dialog.getByLabel('Search the NAMASTE / ICD-11 TM2 codes').fill('testamavata');
  await dialog.getByRole('button', { name: /^ZZA-1 Testamavata/ }).click();
  const coded = dialog.getByRole('list', { name: 'Coded diagnoses' });
  await expect(coded).toContainText('ZZA-1 Testamavata (परीक्षामवात) · ICD-11 TM2 SZ90 Test amavata disorder');
  await dialog.locator('.diagnosis-picker').screenshot({ path: '/tmp/diagnosis-picker-1366.png' });
  const vitals = dialog.getByRole('group', { name: 'Vitals' });
  await vitals.getByLabel('BP systolic (mmHg)').fill('150');
  await vitals.getByLabel('BP diastolic (mmHg)').fill('95');
  await vitals.getByLabel('Pulse (/min)').fill('82');
  await vitals.getByLabel('Weight (kg)').fill('78');
  await vitals.getByLabel('Height (cm)').fill('170');
  await expect(vitals).toContainText('BMI: 27 kg/m²');
  await expect(vitals.getByRole('status').first()).toHaveText('High (normal 90–139)');
  await onFile.screenshot({ path: '/tmp/doctors-room-onfile-1366.png' });
  await vitals.screenshot({ path: '/tmp/doctors-room-vitals-1366.png' });
  const ashtavidha = dialog.getByRole('group', { name: 'Ashtavidha pariksha' });
  await ashtavidha.getByRole('group', { name: 'Nadi (pulse)' }).getByRole('combobox').selectOption({ label: 'Vata (sarpa gati)' });
  await ashtavidha.getByRole('group', { name: 'Jihva (tongue)' }).getByRole('combobox').selectOption({ label: 'Coated (sama)' });
  await ashtavidha.getByRole('group', { name: 'Jihva (tongue)' }).getByRole('textbox').fill('White coat at the back');
  await ashtavidha.getByLabel('Prakriti (constitution) dosha').selectOption({ label: 'Vata-Pitta' });

  // A line matching the allergy on file warns as typed, and finalising asks for the doctor's check.
  await dialog.getByRole('button', { name: 'Add medicine' }).click();
  const line = dialog.getByRole('group', { name: 'Medicine 1' });
  await line.getByLabel('Medicine').fill('Sulfasalazine');
  await expect(line.getByRole('alert')).toContainText('allergy to “Sulfa drugs”');
  // Issue 51 item 5: the lines saved as the doctor's named template, then started from again.
  const templateName = `Amavata ${Date.now().toString(36)}`;
  await dialog.getByText('Save these lines as a template').click();
  await dialog.getByLabel('Template name').fill(templateName);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(doctor.getByText(`Saved as the template “${templateName}”.`)).toBeVisible();
  await line.getByLabel('Medicine').fill('Draft to replace');
  await dialog.getByLabel('Start from').selectOption({ label: templateName });
  await dialog.getByRole('button', { name: 'Replace the lines' }).click();
  await expect(line.getByLabel('Medicine')).toHaveValue('Sulfasalazine');
  // Issue 50: a second line picked from the dispensary's catalogue, with its form and stock state.
  await dialog.getByRole('button', { name: 'Add medicine' }).click();
  const picked = dialog.getByRole('group', { name: 'Medicine 2' });
  await picked.getByRole('combobox', { name: 'Medicine' }).fill('avipat');
  await doctor.setViewportSize({ width: 360, height: 780 });
  await picked.screenshot({ path: '/tmp/doctors-room-picker-360.png' });
  await doctor.setViewportSize({ width: 1366, height: 900 });
  await picked.getByRole('option', { name: /^Avipattikar Churna Churna, (In|Low) stock$/ }).click();
  await expect(picked.getByRole('combobox', { name: 'Medicine' })).toHaveValue('Avipattikar Churna');
  await expect(picked.getByLabel('Form')).toHaveValue('churna');
  await expect(picked.getByText(/^from the dispensary, (in|low) stock$/)).toBeVisible();
  await dialog.screenshot({ path: '/tmp/doctors-room-visit-1366.png' });
  await dialog.getByRole('button', { name: 'Save and finalise' }).click();
  const refusal = dialog.locator('.visit-allergy-refusal');
  await expect(refusal).toContainText('line 1 (Sulfasalazine) matches the allergy “Sulfa drugs”');
  await expect(dialog.getByRole('heading', { name: /finalised/ })).toHaveCount(0);
  await refusal.getByRole('button', { name: 'I checked the allergy: finalise' }).click();
  await expect(dialog.getByRole('heading', { name: /Record \(finalised/ })).toBeVisible();
  await expect(vitals.getByLabel('BP systolic (mmHg)')).toBeDisabled();
  await expect(coded.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  const [download] = await Promise.all([doctor.waitForEvent('download'), dialog.getByRole('button', { name: 'Download summary PDF' }).click()]);
  const summary = (await pdfPageTexts(await readFile(await download.path()))).join('\n').replace(/\s+/g, ' ');
  expect(summary).toContain('ZZA-1 Testamavata');
  expect(summary).toContain('ICD-11 TM2 SZ90 Test amavata disorder');
  // Item 3: the examination is printed on the summary too.
  expect(summary).toContain('Ashtavidha pariksha (eightfold examination)');
  expect(summary).toContain('Vata (sarpa gati)');
  // Item 6: the patient chose Hindi (recorded at the desk): the copy prints Hindi labels and instructions, the medicine names as written.
  const toHindi = await page.request.put(`/api/v1/users/patients/${patientId}`, {
    headers: bearer(adminToken),
    data: { name: patientName, language: 'hi' },
  });
  expect(toHindi.status(), await toHindi.text()).toBe(200);
  const [hindiDownload] = await Promise.all([doctor.waitForEvent('download'), dialog.getByRole('button', { name: 'Download summary PDF' }).click()]);
  const hindi = (await pdfPageTexts(await readFile(await hindiDownload.path()))).join('\n').replace(/\s+/g, ' ');
  // pdf.js gives Devanagari's pre-base vowel signs and reph in visual order, so the words checked avoid them.
  for (const label of ['सारांश', 'पंजीकरण संख्या', 'मात्रा', 'अनुपान', 'नाड़ी', 'भोजन के बाद', 'Sulfasalazine', 'Avipattikar Churna']) {
    expect(hindi).toContain(label);
  }
  expect(hindi).not.toContain('Ashtavidha pariksha (eightfold examination)');
  await doctor.setViewportSize({ width: 360, height: 780 });
  await doctor.screenshot({ path: '/tmp/doctors-room-visit-360.png', fullPage: true });
  await doctorContext.close();

  // The Dispense screen preselects the medicine the doctor picked (issue 50).
  const avipattikar = (await adminGet<{ id: number; name: string }[]>(page, '/dispensary/medicines')).find((m) => m.name === 'Avipattikar Churna')!;
  await page.goto('/admin/dispensary/dispense');
  await page.getByRole('link', { name: `Dispense for ${patientName}` }).click();
  const dispenseLines = page.getByRole('listitem').filter({ has: page.getByLabel('Medicine from the dispensary') });
  await expect(dispenseLines.nth(1).getByLabel('Medicine from the dispensary')).toHaveValue(String(avipattikar.id));
  await expect(dispenseLines.nth(0).getByLabel('Medicine from the dispensary')).toHaveValue('');

  // The patient's page: what is on file and the vitals, the high ones flagged.
  await page.goto(`/admin/patients/${patientId}`);
  const file = page.getByRole('region', { name: 'On file' });
  await expect(file).toContainText('Sulfa drugs');
  await expect(file).toContainText('Severe');
  await expect(file).toContainText('Type 2 diabetes since 2019');
  const trend = page.getByRole('region', { name: 'Vitals' });
  await expect(trend.getByRole('row', { name: /BP systolic/ })).toContainText('150 mmHg High');
  await expect(trend.getByRole('row', { name: /BMI/ })).toContainText('27 kg/m² High');
  await page.screenshot({ path: '/tmp/doctors-room-patient-1366.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await page.screenshot({ path: '/tmp/doctors-room-patient-360.png', fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
