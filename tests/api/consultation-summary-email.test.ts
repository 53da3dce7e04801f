import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_PROVIDERS } from '../../src/server/kernel/config';
import { doctors, intakeAnswers, users } from '../../src/server/kernel/db/schema';
import { ensureIntakeForm } from '../../src/server/practice/intake-forms/intake-form';
import { dispatchDueNotifications } from '../../src/server/messaging/outbox/dispatch-notifications';
import { createProviders } from '../../src/server/kernel/providers';
import { consultationCase } from '../support/consultation-rows';
import { recipientOf, smtpChannels, startSmtpServer } from '../support/notifications';
import { pdfPageTexts } from '../support/pdf-text';
import { createTestContext, jsonRequest, type TestContext } from '../support/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestContext;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestContext({ providers: { ...createProviders(LOCAL_PROVIDERS), notifications: smtpChannels(smtp.url) } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (method: string, path: string, token?: string, body?: unknown) => t.app.request(`/api/v1${path}`, jsonRequest(method, body, token));

/** A visit that ended an hour ago, with the patient's intake (age 34) and the doctor's finalised record. */
async function finalisedVisit(language: 'en' | 'hi') {
  const c = await consultationCase(t, { hoursFromNow: -1 });
  await t.db.update(users).set({ language, gender: 'female' }).where(eq(users.id, c.patient.user.id));
  await t.db.update(doctors).set({ qualification: 'BAMS', registrationNumber: 'GBI-AYU-55012' }).where(eq(doctors.id, c.doctor.id));
  const form = await ensureIntakeForm(t.db, c.service.id);
  await t.db.insert(intakeAnswers).values({ appointmentId: c.appointment.id, formId: form.id, answers: { age: 34, main_complaint: 'Acidity' } });
  const record = {
    assessment: 'Amlapitta',
    prescription: [
      { medicine: 'Avipattikar Churna', form: 'churna', dose: '3 g', timing: 'before_food', anupana: 'Warm water', duration: '21 days' },
    ],
    pathya: 'Moong dal and rice.',
  };
  expect((await call('PUT', `/appointments/${c.appointment.id}/record`, c.doctorLogin.token, record)).status).toBe(200);
  expect((await call('POST', `/appointments/${c.appointment.id}/record/finalise`, c.doctorLogin.token)).status).toBe(200);
  await dispatchDueNotifications(t.db, t.deps.providers.notifications, { now: new Date(Date.now() + 60_000) });
  return c;
}

describe('the visit summary e-mail', () => {
  it('carries the PDF with the age from the intake, the gender, the registration number and the prescription', async () => {
    const c = await finalisedVisit('en');
    const mail = smtp.received.find((m) => recipientOf(m) === c.patient.user.email && m.subject === 'Your visit summary and prescription');
    expect(mail).toBeDefined();
    const attachment = mail!.attachments.find((a) => a.contentType === 'application/pdf');
    expect(attachment?.filename).toBe(`visit-summary-${c.appointment.id}.pdf`);
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPageTexts(attachment!.content)).join('\n');
    expect(text).toContain('Age');
    expect(text).toContain('34 years');
    expect(text).toContain('Female');
    expect(text).toContain('GBI-AYU-55012');
    expect(text).toContain('Avipattikar Churna');
    expect(text).toContain('Moong dal and rice.');
    // My appointments offers the download once the record is final, and it is the same file.
    const mine = (await (await call('GET', '/appointments/mine', c.patient.token)).json()) as { id: number; visit_summary_ready: boolean }[];
    expect(mine.find((a) => a.id === c.appointment.id)?.visit_summary_ready).toBe(true);
    const download = await call('GET', `/appointments/${c.appointment.id}/summary.pdf`, c.patient.token);
    expect((await pdfPageTexts(new Uint8Array(await download.arrayBuffer()))).join('\n')).toContain('34 years');
  });

  it('My appointments offers no summary before the doctor finalises', async () => {
    const c = await consultationCase(t, { hoursFromNow: -1 });
    const mine = (await (await call('GET', '/appointments/mine', c.patient.token)).json()) as { id: number; visit_summary_ready: boolean }[];
    expect(mine.find((a) => a.id === c.appointment.id)?.visit_summary_ready).toBe(false);
  });

  it('in Hindi for a Hindi-speaking patient: the subject and the PDF in Hindi', async () => {
    const c = await finalisedVisit('hi');
    const mail = smtp.received.find((m) => recipientOf(m) === c.patient.user.email && m.subject === 'आपके परामर्श का सारांश और पर्चा');
    expect(mail).toBeDefined();
    const attachment = mail!.attachments.find((a) => a.contentType === 'application/pdf');
    const text = (await pdfPageTexts(attachment!.content)).join('\n');
    expect(text).toContain('GBI-AYU-55012');
    expect(text).toContain('34');
    expect(text).toContain('Avipattikar Churna');
    // A look at the page: PDF_PREVIEW_DIR keeps the PNG (pdftoppm from poppler, when installed).
    if (process.env.PDF_PREVIEW_DIR) {
      const file = `${process.env.PDF_PREVIEW_DIR}/visit-summary-mail-hi`;
      writeFileSync(`${file}.pdf`, attachment!.content);
      execFileSync('pdftoppm', ['-r', '70', '-png', '-singlefile', `${file}.pdf`, file]);
    }
  });
});
