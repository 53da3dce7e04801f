import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { doctors as clinicDoctors } from '../../src/content/doctors';
import type { Doctor, FollowUpDue, IntakeForm, Service } from '../../src/lib/api/types';
import { TELECONSULTATION_CONSENT_VERSION } from '../../src/lib/validation/consent';
import { CLINIC_TIME_ZONE, indiaDateOf } from '../../src/lib/time/clinic-time';
import { answerIntake, openWithStoredSession, paidBooking, signedInPatient } from './booking-support';
import { adminGet, expect, test } from './support/admin';
import { jumpToStart, type Slot, slotStartingSoon } from './support/slot-starting-soon';

test.use({ timezoneId: CLINIC_TIME_ZONE });

const SHOTS = '/tmp/shots-consultation';
/** The same doctor and password journey-fixes.spec.ts gives a login, so the two agree in any order. */
const DOCTOR = clinicDoctors[2]!;
const DOCTOR_PASSWORD = 'a-long-enough-password';

async function shoot(page: Page, name: string) {
  for (const width of [1366, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A patient books (consenting, as the wizard does) and pays for the slot, then answers the intake. */
async function bookedWithIntake(request: APIRequestContext, patientName: string, slot: Slot) {
  const patient = await signedInPatient(request, patientName);
  const booking = { userId: patient.userId, slotId: slot.id, serviceId: 1, description: 'Acidity after meals' };
  const { id: appointmentId, time } = await paidBooking(request, patient.token, booking, { consent_version: TELECONSULTATION_CONSENT_VERSION });
  await answerIntake(request, patient.token, appointmentId, (form) =>
    Object.fromEntries(
      form.questions.map((q) => [
        q.id,
        q.id === 'age'
          ? 46
          : q.type === 'number'
            ? 3
            : q.type === 'yes_no'
              ? false
              : q.type === 'single_choice'
                ? q.options![0]!.en
                : q.type === 'date'
                  ? '2026-12-01'
                  : `Answer to ${q.id}`,
      ]),
    ),
  );
  return { patient, appointmentId, day: indiaDateOf(new Date(time)) };
}

test('Staff edit a service’s intake form: a new single-choice question, saved as a new version', async ({ adminPage: page, adminToken }) => {
  const name = `Intake Trial ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/v1/services', { data: { name, price: 700, status: true }, headers: bearer(adminToken) });
  expect(created.status()).toBe(201);
  const service = (await created.json()) as Service;

  await page.goto('/admin/services');
  await page.getByRole('link', { name: `Edit ${name}` }).click();
  const editor = page.getByRole('region', { name: /Intake form/ });
  await expect(editor.getByRole('heading', { name: 'Intake form (version 1)' })).toBeVisible();
  await expect(editor.getByLabel('Wording (English)').first()).toHaveValue('Your age (years)');

  await editor.getByRole('button', { name: 'Add question' }).click();
  const question = editor.getByRole('group', { name: /^Question \d+$/ }).last();
  await question.getByLabel('Answer type').selectOption('single_choice');
  // A new question without words and options is refused in the browser, with the reason beside it.
  await editor.getByRole('button', { name: 'Save intake form' }).click();
  await expect(question.getByRole('alert')).toContainText('English wording');
  await question.getByLabel('Wording (English)').fill('How well do you sleep?');
  await question.getByLabel('Wording (Hindi)').fill('आपकी नींद कैसी है?');
  await question.getByRole('textbox', { name: /option 1 \(English\)/ }).fill('Well');
  await question.getByRole('textbox', { name: /option 2 \(English\)/ }).fill('Poorly');
  await question.getByLabel('Required').check();
  await question.getByRole('button', { name: /^Move up/ }).click();
  await shoot(page, 'admin-intake-editor');
  await editor.getByRole('button', { name: 'Save intake form' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Intake form saved as version 2' })).toBeVisible();
  await expect(editor.getByRole('heading', { name: 'Intake form (version 2)' })).toBeVisible();

  const form = (await (await page.request.get(`/api/v1/services/${service.id}/intake-form`)).json()) as IntakeForm;
  expect(form.version).toBe(2);
  const ids = form.questions.map((q) => q.id);
  // Moved up one place: second to last, with an id made from its English words.
  expect(ids.at(-2)).toBe('how_well_do_you_sleep');
  expect(form.questions.at(-2)).toMatchObject({
    type: 'single_choice',
    required: true,
    label: { en: 'How well do you sleep?', hi: 'आपकी नींद कैसी है?' },
    options: [{ en: 'Well' }, { en: 'Poorly' }],
  });
  // The trial service goes again (its forms with it), leaving the clinic's own services as seeded.
  expect((await page.request.delete(`/api/v1/services/${service.id}`, { headers: bearer(adminToken) })).status()).toBe(204);
});

test('Staff see an appointment’s consent and intake, then the follow-up the doctor asked for, until the patient rebooks', async ({
  adminPage: page,
  adminToken,
  browser,
}) => {
  test.setTimeout(120_000);
  const patientName = `Nisha Recall ${Date.now().toString(36)}`;
  // A visit starting within minutes: the doctor writes its record once it has started (issue 43).
  const slot = await slotStartingSoon(page, DOCTOR.name);
  const { appointmentId, day, patient } = await bookedWithIntake(page.request, patientName, slot);
  const doctors = await adminGet<Doctor[]>(page, '/doctors');
  const doctorId = doctors.find((d) => d.name === DOCTOR.name)!.id;

  // Staff open the appointment's consultation from the Appointments list (that doctor's day).
  await page.goto(`/admin/appointments?doctor_id=${doctorId}&from=${day}&to=${day}`);
  await page.getByRole('button', { name: `Consultation of appointment ${appointmentId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Consultation' });
  await expect(dialog).toContainText(`Teleconsultation consent v${TELECONSULTATION_CONSENT_VERSION} given`);
  await expect(dialog).toContainText(/ from \S+\./);
  await expect(dialog.getByRole('definition').first()).toHaveText('46');
  await expect(dialog).toContainText('Intake form v');
  await expect(dialog).toContainText('Nothing written yet.');
  await shoot(page, 'admin-consultation-dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The doctor finalises the visit with a follow-up in 5 days.
  const login = await page.request.put(`/api/v1/doctors/${doctorId}/login`, {
    data: { email: DOCTOR.email, password: DOCTOR_PASSWORD },
    headers: bearer(adminToken),
  });
  expect(login.status()).toBe(200);
  const doctorToken = (
    (await (await page.request.post('/api/v1/users/login', { data: { email: DOCTOR.email, password: DOCTOR_PASSWORD } })).json()) as {
      token: string;
    }
  ).token;
  const record = { assessment: 'Amlapitta', follow_up_days: 5, pathya: 'Moong dal and rice.' };
  const saveRecord = async () =>
    (await page.request.put(`/api/v1/appointments/${appointmentId}/record`, { data: record, headers: bearer(doctorToken) })).status();
  // Refused (409) until the visit starts, then saved.
  expect(await saveRecord()).toBe(409);
  await jumpToStart(slot, page);
  expect(await saveRecord()).toBe(200);
  expect((await page.request.post(`/api/v1/appointments/${appointmentId}/record/finalise`, { headers: bearer(doctorToken) })).status()).toBe(200);

  // The patient downloads the visit summary from My appointments.
  const patientContext = await browser.newContext({ timezoneId: CLINIC_TIME_ZONE });
  const patientPage = await patientContext.newPage();
  await openWithStoredSession(patientPage, patient);
  await patientPage.goto('/my-appointments');
  const card = patientPage.getByRole('article').filter({ hasText: `#${appointmentId}` });
  const downloading = patientPage.waitForEvent('download');
  await card.getByRole('button', { name: 'Download visit summary' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`visit-summary-${appointmentId}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await card.scrollIntoViewIfNeeded();
  await shoot(patientPage, 'my-appointments-visit-summary');
  await patientContext.close();

  // Follow-ups due lists the patient, not rebooked.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Follow-ups' }).click();
  await expect(page.getByRole('heading', { name: 'Follow-ups due' })).toBeVisible();
  await page.getByLabel('Only patients who have not rebooked').check();
  const row = page.getByRole('row').filter({ hasText: patientName });
  await expect(row).toContainText(`#${appointmentId}`);
  await expect(row).toContainText('Not rebooked');
  await expect(row).toContainText(DOCTOR.name);
  await shoot(page, 'admin-follow-ups');
  const due = await adminGet<FollowUpDue[]>(page, '/follow-ups?days_ahead=30');
  expect(due.find((r) => r.appointment_id === appointmentId)?.rebooked_appointment_id).toBeNull();

  // The dashboard counts recalls beside its other figures and links the list.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).click();
  const recallCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Follow-up recalls sent (30 days)' }) });
  await expect(recallCard).toContainText('rebooked');
  await expect(recallCard.getByRole('link', { name: 'View follow-ups due' })).toHaveAttribute('href', '/admin/follow-ups');
});
