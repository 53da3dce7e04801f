import { doctors as clinicDoctors } from '../../src/content/doctors';
import { CLINIC_TIME_ZONE } from '../../src/lib/time/clinic-time';
import { uniqueMobile } from './booking-support';
import { expectNoAxeViolations } from './support/accessibility';
import { adminGet, expect, test } from './support/admin';
import { jumpToStart, slotStartingSoon } from './support/slot-starting-soon';

// Issue 49, item 6: every patient is asked about their visit about an hour after it is completed.
test.use({ timezoneId: CLINIC_TIME_ZONE });

const SHOTS = '/tmp/shots-feedback';
const DOCTOR = clinicDoctors[1]!;
const CONSULTATION = 'Personalized Consultation';
const REVIEW_URL = 'https://g.page/r/jamnagar-ayurveda-e2e/review';

test('A patient rates a visit in Gujarati at 360 px and sees the review link; staff read it on the dashboard and the patient’s page', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  const headers = { Authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` };
  const mobile = `+91${uniqueMobile()}`;
  const comment = `ડૉક્ટરે શાંતિથી સમજાવ્યું ${mobile.slice(-4)}`;

  // The clinic's public review link, which staff keep in the clinic settings.
  const settings = await adminGet<Record<string, unknown>>(page, '/clinic-settings');
  const { addressLines: _lines, logoUrl: _logo, updatedAt: _updated, ...editable } = settings;
  expect((await page.request.put('/api/v1/clinic-settings', { headers, data: { ...editable, reviewUrl: REVIEW_URL } })).status()).toBe(200);

  // A Gujarati-speaking patient's visit at the clinic, booked and paid at the desk, seen and completed.
  const slot = await slotStartingSoon(page, DOCTOR.name);
  const service = (await adminGet<{ id: number; name: string; price: number }[]>(page, '/services')).find((s) => s.name === CONSULTATION)!;
  const booked = await page.request.post('/api/v1/appointments/staff', {
    headers,
    data: {
      patient: { name: 'Hetal Jayesh Desai', mobile, language: 'gu' },
      serviceId: service.id,
      slotId: slot.id,
      mode: 'in_person',
      payment: { method: 'cash', amount: service.price },
    },
  });
  expect(booked.status()).toBe(201);
  const { patientId, appointment } = (await booked.json()) as { patientId: number; appointment: { id: number } };
  await jumpToStart(slot, page);
  const completed = await page.request.post(`/api/v1/appointments/${appointment.id}/status`, { headers, data: { status: 'completed' } });
  expect(completed.status()).toBe(200);

  // The request waits in the outbox for an hour after the visit; its SMS carries the link in Gujarati.
  const outbox = await page.request.get('/api/dev/outbox', { params: { appointment_id: appointment.id, kind: 'visit_feedback' } });
  const sms = ((await outbox.json()) as { channel: string; body_text: string }[]).find((row) => row.channel === 'sms');
  expect(sms, 'the feedback SMS').toBeDefined();
  const token = /\/gu\/feedback\?token=([A-Za-z0-9_-]{24})/.exec(sms!.body_text)![1]!;

  // The patient, on a phone.
  const phone = await browser.newContext({ timezoneId: CLINIC_TIME_ZONE, viewport: { width: 360, height: 800 } });
  const patient = await phone.newPage();
  const other = await phone.newPage();
  await patient.goto(`/gu/feedback?token=${token}`);
  await other.goto(`/gu/feedback?token=${token}`);
  await expect(patient.getByRole('heading', { name: 'આપની મુલાકાત કેવી રહી?', level: 1 })).toBeVisible();
  await expect(patient.getByText('નમસ્તે Hetal, અમારી મુલાકાત લેવા બદલ આભાર.')).toBeVisible();
  await expect(patient.getByRole('main')).not.toContainText('Desai');
  const stars = patient.getByRole('group', { name: 'આપનું રેટિંગ' });
  await expect(stars.getByRole('radio')).toHaveCount(5);
  expect(await patient.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
  await expectNoAxeViolations(patient);
  await patient.screenshot({ path: `${SHOTS}/ask-gu-360.png`, fullPage: true });

  // Sending without a rating asks for one; by keyboard: the first star, then the arrows to 4.
  await patient.getByRole('button', { name: 'પ્રતિસાદ મોકલો' }).click();
  await expect(patient.getByRole('alert')).toHaveText('કૃપા કરી 1 થી 5 સુધીનું રેટિંગ પસંદ કરો.');
  await stars.getByRole('radio', { name: '1 સ્ટાર: ખરાબ' }).check();
  for (let i = 0; i < 3; i += 1) await patient.keyboard.press('ArrowRight');
  await expect(stars.getByRole('radio', { name: '4 સ્ટાર: ખૂબ સારું' })).toBeChecked();
  await patient.getByLabel('આપની ટિપ્પણી (મરજિયાત)').fill(comment);
  await patient.getByRole('button', { name: 'પ્રતિસાદ મોકલો' }).click();
  const thanks = patient.getByRole('status');
  await expect(thanks).toContainText('આભાર! આપનો પ્રતિસાદ ક્લિનિક સુધી પહોંચે છે');
  await expect(thanks.getByRole('link', { name: 'જાહેર સમીક્ષા લખો' })).toHaveAttribute('href', REVIEW_URL);
  await expectNoAxeViolations(patient);
  await patient.screenshot({ path: `${SHOTS}/thanks-gu-360.png`, fullPage: true });

  // The same link, still open in another tab, is refused the second time; nothing changes.
  await other.getByRole('radio', { name: '1 સ્ટાર: ખરાબ' }).check();
  await other.getByRole('button', { name: 'પ્રતિસાદ મોકલો' }).click();
  await expect(other.getByRole('status')).toContainText('આપે આ મુલાકાત વિશે પ્રતિસાદ પહેલેથી આપ્યો છે. આભાર!');
  await patient.reload();
  await expect(patient.getByRole('status')).toContainText('આપે આ મુલાકાત વિશે પ્રતિસાદ પહેલેથી આપ્યો છે.');
  await other.screenshot({ path: `${SHOTS}/already-gu-360.png`, fullPage: true });
  await phone.close();

  // Staff, at 1366 px: the dashboard's averages name the doctor and the service; the patient's page has the comment.
  await page.goto('/admin/dashboard');
  const card = page.getByRole('region', { name: 'Patient feedback' });
  await expect(card.getByRole('table', { name: 'By doctor' }).getByRole('row', { name: new RegExp(DOCTOR.name) })).toContainText(/of 5/);
  await expect(card.getByRole('table', { name: 'By service' }).getByRole('row', { name: new RegExp(CONSULTATION) })).toBeVisible();
  await expect(card).toContainText(/\d+ ratings?, \d+ patients asked/);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/dashboard-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/dashboard-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.goto(`/admin/patients/${patientId}`);
  const feedback = page.getByRole('region', { name: 'Feedback' });
  await expect(feedback).toContainText(comment);
  await expect(feedback).toContainText('4 of 5');
  await expect(feedback).toContainText(DOCTOR.name);
  await feedback.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/patient-page-1366.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await feedback.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/patient-page-360.png`, fullPage: true });

  // An unknown link says so (on a wide screen too).
  const stranger = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await stranger.goto('/gu/feedback?token=AAAAAAAAAAAAAAAAAAAAAAAA');
  await expect(stranger.getByRole('alert')).toHaveText('આ પ્રતિસાદ લિંક માન્ય નથી. કૃપા કરી તપાસો કે આપે સંદેશની આખી લિંક ખોલી છે.');
  await stranger.screenshot({ path: `${SHOTS}/not-found-gu-1366.png`, fullPage: true });
  await stranger.close();
});
