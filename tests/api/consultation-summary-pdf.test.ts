import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, doctors, intakeAnswers, timeSlots, users } from '../../src/server/kernel/db/schema';
import { ensureIntakeForm } from '../../src/server/practice/intake-forms/intake-form';
import { pdfPageTexts } from '../support/pdf-text';
import { keepPdfPreview, pdfsig } from '../support/poppler';
import { consultationCase } from '../support/consultation-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const call = (method: string, path: string, token?: string, body?: unknown) => t.app.request(`/api/v1${path}`, jsonRequest(method, body, token));

const record = {
  findings: 'Nadi vata-pitta; jihva sama.',
  assessment: 'Amlapitta',
  prakriti: 'Pitta-Vata',
  vikriti: 'Pitta',
  prescription: [
    { medicine: 'Avipattikar Churna', form: 'churna', dose: '3 g twice daily', timing: 'before_food', anupana: 'Warm water', duration: '21 days' },
    { medicine: 'Kamdudha Ras', form: 'vati', dose: '1 tablet', timing: 'after_food', anupana: 'Cold milk', duration: '21 days' },
  ],
  pathya: 'Rice, moong dal, coconut water.',
  apathya: 'Spicy and fried food, late dinners.',
  follow_up_days: 21,
};

async function finalisedVisit(language: 'en' | 'hi') {
  const c = await consultationCase(t, { hoursFromNow: -1 });
  await t.db.update(users).set({ language }).where(eq(users.id, c.patient.user.id));
  await t.db.update(doctors).set({ qualification: 'BAMS, MD (Ayu)', registrationNumber: 'GBI-AYU-24871' }).where(eq(doctors.id, c.doctor.id));
  await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, record);
  return c;
}

describe('GET /appointments/{id}/summary.pdf', () => {
  it('is not there before the doctor finalises; another patient gets 404', async () => {
    const c = await finalisedVisit('en');
    expect((await call('GET', `/appointments/${c.appointment.id}/summary.pdf`, c.patient.token)).status).toBe(404);
    await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token);
    const stranger = await createUser(t.db, 'patient');
    expect((await call('GET', `/appointments/${c.appointment.id}/summary.pdf`, stranger.token)).status).toBe(404);
  });

  it('is dated the day it was issued: moving the visit afterwards leaves the issued document as it was (issue 45)', async () => {
    const c = await finalisedVisit('en');
    const finalised = (await (await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token)).json()) as {
      record: { finalised_at: string };
    };
    const day = 24 * 60 * 60 * 1000;
    const later = new Date(Date.now() + 30 * day);
    await t.db
      .update(timeSlots)
      .set({ startTime: later, endTime: new Date(later.getTime() + 30 * 60_000) })
      .where(eq(timeSlots.id, c.appointment.slotId));
    await t.db.update(appointments).set({ time: later }).where(eq(appointments.id, c.appointment.id));
    const answer = await call('GET', `/appointments/${c.appointment.id}/summary.pdf`, c.patient.token);
    const text = (await pdfPageTexts(new Uint8Array(await answer.arrayBuffer()))).join('\n').replace(/\s+/g, ' ');
    const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
    expect(text).toContain(longDate.format(new Date(finalised.record.finalised_at)));
    expect(text).not.toContain(longDate.format(later));
  });

  it('in English: the registration number, each prescription line and the advice, as a reader extracts them', async () => {
    const c = await finalisedVisit('en');
    await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token);
    const answer = await call('GET', `/appointments/${c.appointment.id}/summary.pdf`, c.patient.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const text = (await pdfPageTexts(bytes)).join('\n').replace(/\s+/g, ' ');
    for (const expected of [
      'Visit summary and prescription',
      'GBI-AYU-24871',
      'BAMS, MD (Ayu)',
      'Amlapitta',
      'Avipattikar Churna',
      '3 g twice daily',
      'Before food',
      'Kamdudha Ras',
      'Cold milk',
      'Rice, moong dal, coconut water.',
      'Spicy and fried food, late dinners.',
      'In 21 days',
    ]) {
      expect(text).toContain(expected);
    }
    keepPdfPreview('visit-summary-en', bytes);
  });

  it('prints the vitals and the Ashtavidha pariksha with prakriti and vikriti (issue 51, item 3)', async () => {
    const c = await finalisedVisit('en');
    await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, {
      ...record,
      vitals: { systolic: 128, diastolic: 82, pulse: 76, temperature_c: 36.9, spo2: 98, weight_kg: 64, height_cm: 160 },
      examination: {
        nadi: { choice: 'pitta', note: 'Strong, jumping' },
        mutra: { choice: 'yellow', note: '' },
        mala: { choice: 'loose', note: '' },
        jihva: { choice: 'coated', note: 'White coat at the back' },
        shabda: { choice: 'normal', note: '' },
        sparsha: { choice: 'warm', note: '' },
        drik: { choice: 'red', note: '' },
        akriti: { choice: 'medium', note: '' },
        prakriti: 'pitta_kapha',
        vikriti: 'pitta',
      },
    });
    expect((await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token)).status).toBe(200);
    const bytes = new Uint8Array(await (await call('GET', `/appointments/${c.appointment.id}/summary.pdf`, c.patient.token)).arrayBuffer());
    const text = (await pdfPageTexts(bytes)).join('\n').replace(/\s+/g, ' ');
    for (const expected of [
      'Vitals',
      'Blood pressure 128/82 mmHg',
      'Pulse 76 /min',
      'Temperature 36.9 °C',
      'SpO2 98 %',
      'BMI 25 kg/m²',
      'Ashtavidha pariksha (eightfold examination)',
      'Nadi (pulse)',
      'Pitta (manduka gati); Strong, jumping',
      'Mutra (urine)',
      'Dark yellow',
      'Mala (stool)',
      'Loose (drava)',
      'Jihva (tongue)',
      'Coated (sama); White coat at the back',
      'Shabda (voice)',
      'Sparsha (touch)',
      'Drik (eyes)',
      'Reddish',
      'Akriti (build)',
      'Medium (madhyama)',
      'Prakriti (constitution)',
      'Pitta-Kapha',
      'Vikriti (imbalance)',
    ]) {
      expect(text).toContain(expected);
    }
    keepPdfPreview('visit-summary-ashtavidha', bytes);
  });

  it('in Hindi for a Hindi-speaking patient: the labels in Hindi, the doctor and staff get the same file', async () => {
    const c = await finalisedVisit('hi');
    await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token);
    const answer = await call('GET', `/appointments/${c.appointment.id}/summary.pdf`, c.doctorLogin.token);
    expect(answer.status).toBe(200);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const text = (await pdfPageTexts(bytes)).join('\n').replace(/\s+/g, ' ');
    // pdf.js reads shaped glyphs in visual order (a pre-base vowel sign first): these words keep their order.
    for (const expected of [
      'सारांश',
      'पंजीकरण संख्या',
      'GBI-AYU-24871',
      'Avipattikar Churna',
      'भोजन से पहले',
      'भोजन के बाद',
      'पथ्य (अपनाएँ)',
      'अपथ्य (बचें)',
      'Rice, moong dal, coconut water.',
    ]) {
      expect(text).toContain(expected);
    }
    keepPdfPreview('visit-summary-hi', bytes);
  });

  it('ends with the doctor’s signature block (name, registration number) and the digital signature is valid (issue 44 item 2)', async () => {
    const c = await finalisedVisit('en');
    await t.db.update(doctors).set({ name: 'Dr. Meera Joshi' }).where(eq(doctors.id, c.doctor.id));
    await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token);
    const answer = await call('GET', `/appointments/${c.appointment.id}/summary.pdf`, c.patient.token);
    const bytes = Buffer.from(await answer.arrayBuffer());
    const text = (await pdfPageTexts(bytes)).join('\n').replace(/\s+/g, ' ');
    const block = text.slice(text.indexOf('Digitally signed by'));
    expect(text).toContain('Digitally signed by');
    expect(block).toContain('Dr. Meera Joshi');
    expect(block).toContain('Registration no.: GBI-AYU-24871');
    expect(block).toContain('digital signature');
    const report = pdfsig(bytes);
    expect(report).toContain('Signature Validation: Signature is Valid.');
  });

  it('prints the chief complaint from the intake, and the age and sex the patient gave, after a details update without gender (issue 44 item 8)', async () => {
    const c = await finalisedVisit('en');
    const form = await ensureIntakeForm(t.db, c.service.id);
    await t.db.insert(intakeAnswers).values({
      appointmentId: c.appointment.id,
      formId: form.id,
      answers: { age: 30, main_complaint: 'Burning in the chest after meals' },
    });
    const saved = await call('PUT', '/users/me', c.patient.token, { name: 'Asha Patel', gender: 'female', date_of_birth: '1988-02-10' });
    expect(saved.status).toBe(200);
    // A later update that leaves gender out (My appointments' language switch) keeps it.
    expect((await call('PUT', '/users/me', c.patient.token, { name: 'Asha Patel', language: 'en' })).status).toBe(200);
    await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token);
    const answer = await call('GET', `/appointments/${c.appointment.id}/summary.pdf`, c.patient.token);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const text = (await pdfPageTexts(bytes)).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('Chief complaint Burning in the chest after meals');
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const age = Number(today.slice(0, 4)) - 1988 - (today.slice(5) < '02-10' ? 1 : 0);
    // The date of birth on file wins over the intake's 30.
    expect(text).toContain(`Age ${age} years`);
    expect(text).toContain('Gender Female');
    expect(text).not.toMatch(/Age —|Gender —/);
    keepPdfPreview('prescription-with-intake', bytes);
  });
});
