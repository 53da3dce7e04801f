import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_LIMITS, reportMessages } from '../../src/lib/validation/reports';
import { deleteAppointmentReports } from '../../src/server/visit/consultation/reports';
import { appointments, auditEvents, intakeReports } from '../../src/server/kernel/db/schema';
import { consultationCase, createDoctorLogin } from '../support/consultation-rows';
import { createDoctorAndService } from '../support/clinic-rows';
import { createTestContext, createUser, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const HTML_NAMED_PDF = new TextEncoder().encode('<html><script>alert(1)</script></html>');

function upload(appointmentId: number, token: string, name: string, bytes: Uint8Array, type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new File([bytes.slice().buffer], name, { type }));
  return t.app.request(`/api/v1/appointments/${appointmentId}/reports`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${token}` },
  });
}
const get = (path: string, token: string) => t.app.request(`/api/v1/appointments${path}`, { headers: { Authorization: `Bearer ${token}` } });

describe('report uploads', () => {
  it('POST /appointments/{id}/reports stores a PDF; its patient, doctor and staff download it as an attachment, never sniffed', async () => {
    const c = await consultationCase(t);
    const uploaded = await upload(c.appointment.id, c.patient.token, '../../blood "test".pdf', PDF);
    expect(uploaded.status).toBe(201);
    const report = (await uploaded.json()) as { id: number; file_name: string; content_type: string; size: number };
    expect(report).toMatchObject({ file_name: 'blood test.pdf', content_type: 'application/pdf', size: PDF.byteLength });

    for (const token of [c.patient.token, c.doctorLogin.token, admin.token]) {
      const download = await get(`/${c.appointment.id}/reports/${report.id}`, token);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="blood test.pdf"/);
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
    }
    const listed = (await (await get(`/${c.appointment.id}/consultation`, c.doctorLogin.token)).json()) as { reports: unknown[] };
    expect(listed.reports).toHaveLength(1);
    const trail = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'intake_report'));
    expect(trail.some((e) => e.entityId === report.id && e.action === 'upload' && e.actorRole === 'patient')).toBe(true);
  });

  it('refuses a file whose bytes are not PDF, JPEG or PNG with 415, whatever its name and type say', async () => {
    const c = await consultationCase(t);
    const answer = await upload(c.appointment.id, c.patient.token, 'report.pdf', HTML_NAMED_PDF, 'application/pdf');
    expect(answer.status).toBe(415);
    expect(((await answer.json()) as { error: string }).error).toBe(reportMessages.wrongType);
    // A PNG named .pdf is stored as what it is.
    const png = await upload(c.appointment.id, c.patient.token, 'scan.pdf', PNG, 'application/pdf');
    expect(await png.json()).toMatchObject({ content_type: 'image/png', file_name: 'scan.png' });
  });

  it('refuses a file over 10 MB with 413 and a sixth file with 409', async () => {
    const c = await consultationCase(t);
    const big = new Uint8Array(REPORT_LIMITS.maxBytes + 1);
    big.set(PDF);
    const tooBig = await upload(c.appointment.id, c.patient.token, 'big.pdf', big);
    expect(tooBig.status).toBe(413);
    expect(((await tooBig.json()) as { error: string }).error).toBe(reportMessages.tooLarge);
    for (let i = 0; i < REPORT_LIMITS.perAppointment; i += 1)
      expect((await upload(c.appointment.id, c.patient.token, `r${i}.pdf`, PDF)).status).toBe(201);
    const sixth = await upload(c.appointment.id, c.patient.token, 'r6.pdf', PDF);
    expect(sixth.status).toBe(409);
    expect(((await sixth.json()) as { error: string }).error).toBe(reportMessages.tooMany);
  });

  it('another patient and a doctor of another appointment get 404 for the reports', async () => {
    const c = await consultationCase(t);
    const report = (await (await upload(c.appointment.id, c.patient.token, 'x.pdf', PDF)).json()) as { id: number };
    const stranger = await createUser(t.db, 'patient');
    const { doctor: otherDoctor } = await createDoctorAndService(t.db);
    const otherDoctorLogin = await createDoctorLogin(t, otherDoctor.id);
    expect((await get(`/${c.appointment.id}/reports/${report.id}`, stranger.token)).status).toBe(404);
    expect((await get(`/${c.appointment.id}/reports/${report.id}`, otherDoctorLogin.token)).status).toBe(404);
    expect((await get(`/${c.appointment.id}/reports`, otherDoctorLogin.token)).status).toBe(404);
    expect((await upload(c.appointment.id, stranger.token, 'y.pdf', PDF)).status).toBe(404);
    const removeByStranger = await t.app.request(`/api/v1/appointments/${c.appointment.id}/reports/${report.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${stranger.token}` },
    });
    expect(removeByStranger.status).toBe(404);
    expect(await t.db.select().from(intakeReports).where(eq(intakeReports.id, report.id))).toHaveLength(1);
  });

  it("the patient removes a report before the start; erasing the appointment's data deletes rows and files; after the start nothing is added", async () => {
    const c = await consultationCase(t);
    const first = (await (await upload(c.appointment.id, c.patient.token, 'a.pdf', PDF)).json()) as { id: number };
    const second = (await (await upload(c.appointment.id, c.patient.token, 'b.pdf', PDF)).json()) as { id: number };
    const removed = await t.app.request(`/api/v1/appointments/${c.appointment.id}/reports/${first.id}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${c.patient.token}` },
    });
    expect(removed.status).toBe(204);
    expect((await get(`/${c.appointment.id}/reports/${first.id}`, c.patient.token)).status).toBe(404);

    const [stored] = await t.db.select().from(intakeReports).where(eq(intakeReports.id, second.id));
    expect(await deleteAppointmentReports(t.db, t.deps.providers.storage, c.appointment.id)).toBe(1);
    expect(await t.deps.providers.storage.get(stored!.storageKey)).toBeNull();

    await t.db
      .update(appointments)
      .set({ time: new Date(Date.now() - 60_000) })
      .where(eq(appointments.id, c.appointment.id));
    const late = await upload(c.appointment.id, c.patient.token, 'c.pdf', PDF);
    expect(late.status).toBe(409);
  });
});

describe('active content and the upload rate (issue 43)', () => {
  const pdfWith = (body: string) => new TextEncoder().encode(`%PDF-1.7\n1 0 obj\n${body}\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
  /** A PDF 1.5 object stream: its dictionaries compressed, out of sight of a plain byte search. */
  const objectStream = (objects: string) => {
    const data = deflateSync(Buffer.from(objects, 'latin1'));
    const head = Buffer.from(
      `%PDF-1.7\n5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.byteLength} >>\nstream\n`,
      'latin1',
    );
    return new Uint8Array(Buffer.concat([head, data, Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1')]));
  };

  it.each([
    ['a document-level script', pdfWith('<< /Type /Catalog /Names << /JavaScript 2 0 R >> >>')],
    ['a script action', pdfWith('<< /S /JavaScript /JS (app.alert(1)) >>')],
    ['an action on opening', pdfWith('<< /Type /Catalog /OpenAction 3 0 R >>')],
    ['an action on an event', pdfWith('<< /Type /Page /AA << /O 4 0 R >> >>')],
    ['a program launch', pdfWith('<< /S /Launch /F (calc.exe) >>')],
    ['a name written with #xx escapes', pdfWith('<< /S /J#61vaScript /J#53 (app.alert(1)) >>')],
    ['a script inside a compressed object stream', objectStream('2 0 << /S /JavaScript /JS (app.alert(1)) >>')],
  ])('POST /appointments/{id}/reports refuses a PDF with %s: 415 with the reason, nothing stored', async (_name, bytes) => {
    const c = await consultationCase(t);
    const refused = await upload(c.appointment.id, c.patient.token, 'report.pdf', bytes);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ error: reportMessages.activeContent, key: 'reports.activeContent' });
    expect(await t.db.select().from(intakeReports).where(eq(intakeReports.appointmentId, c.appointment.id))).toEqual([]);
  });

  it('takes a plain PDF whose names only look alike, and one with a compressed page', async () => {
    const c = await consultationCase(t);
    const lookalike = pdfWith('<< /Type /Page /JSON 1 /AAA 2 /Launcher 3 /Resources << /Font << /F1 4 0 R >> >> >>');
    expect((await upload(c.appointment.id, c.patient.token, 'a.pdf', lookalike)).status).toBe(201);
    // A page's drawing, compressed: not an object stream, so not read (its resource names are the page's own).
    const drawing = Buffer.from(objectStream('BT /F1 12 Tf (Haemoglobin 13.2) Tj ET')).toString('latin1').replace('/Type /ObjStm /N 1 /First 4 ', '');
    expect((await upload(c.appointment.id, c.patient.token, 'b.pdf', new Uint8Array(Buffer.from(drawing, 'latin1')))).status).toBe(201);
  });

  it(`one patient may try REPORT_LIMITS.uploadsPerHour uploads an hour, refused ones included; then 429`, async () => {
    const c = await consultationCase(t);
    for (let i = 0; i < REPORT_LIMITS.uploadsPerHour; i += 1) {
      // The appointment takes five; the tries after those are refused (409) and still count.
      expect([201, 409]).toContain((await upload(c.appointment.id, c.patient.token, `r${i}.pdf`, PDF)).status);
    }
    const limited = await upload(c.appointment.id, c.patient.token, 'one-more.pdf', PDF);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: reportMessages.tooManyUploads, key: 'reports.tooManyUploads' });
    // Another patient is not held back.
    const other = await consultationCase(t);
    expect((await upload(other.appointment.id, other.patient.token, 'r.pdf', PDF)).status).toBe(201);
  });
});
