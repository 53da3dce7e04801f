import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOfKey, patientCopyOf } from '../../src/i18n/patient-copy';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { PRIVACY_NOTICE_VERSION } from '../../src/lib/validation/consent';
import { recordAudit } from '../../src/server/identity/audit/record-audit';
import { PATIENT_TOKEN_TTL_SECONDS, signToken } from '../../src/server/identity/auth/tokens';
import { recordConsent } from '../../src/server/identity/consents/record-consent';
import { ACTION_LINK_REQUESTS_PER_CLIENT } from '../../src/server/scheduling/reminder-replies/routes';
import { markArrived } from '../../src/server/scheduling/appointments/set-appointment-status';
import {
  appointmentActionLinks,
  appointments,
  auditEvents,
  contactQueries,
  notifications,
  payments,
  refunds,
  users,
  visitRecords,
} from '../../src/server/kernel/db/schema';
import { expectOurError } from '../support/api-errors';
import { createBookable, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { consultationCase } from '../support/consultation-rows';
import { createTestContext, createUser, jsonRequest, TEST_JWT_SECRET, type TestContext } from '../support/test-app';

/** Issue 43: the third security review (erasure, quick replies, export, visit records and the low items). */
let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
});
afterAll(() => t.close());

const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown, token?: string) => {
  const res = await t.app.request(`/api/v1${path}`, jsonRequest(method, body, token));
  return { status: res.status, json: (await res.json()) as T };
};

/** A verified patient (as after a sign-in with a one-time code) who booked and paid a video visit `startsInHours` ahead. */
async function bookedPatient(startsInHours = 5 * 24, fields: Partial<typeof users.$inferInsert> = {}) {
  const { service, slot, doctor } = await createBookable(t.db, { startsInHours, pricePaise: 100_000 });
  const patient = await createUser(t.db, 'patient', { phoneVerifiedAt: new Date(), ...fields });
  const order = { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'Back pain', mode: 'video' };
  const created = await requestOrder(t, patient.token, order);
  expect(created.status).toBe(201);
  const verified = await payAndVerify(t, patient.token, { ...order, order_id: ((await created.json()) as { order_id: string }).order_id });
  expect(verified.status).toBe(201);
  const { appointment } = (await verified.json()) as { appointment: { id: number } };
  const [link] = await t.db.select().from(appointmentActionLinks).where(eq(appointmentActionLinks.appointmentId, appointment.id));
  return { ...patient, doctor, service, appointmentId: appointment.id, code: link?.code };
}

const appointmentOf = async (id: number) => (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const userOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('item 2: erasure waits for an upcoming paid visit, and takes the reminder links with it', () => {
  it('POST /users/me/data-requests answers 409, in the patient’s language, while a paid visit is to come', async () => {
    const patient = await bookedPatient();
    const asked = await call<{ key: string }>('POST', '/users/me/data-requests', { kind: 'erasure' }, patient.token);
    expect(asked.status).toBe(409);
    expectOurError(asked.json, 'conflict');
    expect(asked.json.key).toBe('myAppointments.eraseWhileUpcoming');
    expect(messageOfKey(asked.json.key, patientCopyOf('hi').messages)).toMatch(/[\u0900-\u097F]/);
    expect(messageOfKey(asked.json.key, patientCopyOf('gu').messages)).toMatch(/[\u0A80-\u0AFF]/);

    // Once the patient has cancelled it, the request goes in.
    expect((await call('POST', `/appointments/${patient.appointmentId}/cancel`, {}, patient.token)).status).toBe(200);
    expect((await call('POST', '/users/me/data-requests', { kind: 'erasure' }, patient.token)).status).toBe(201);
  });

  it('POST /data-requests/:id/erase answers 409 and changes nothing while a visit booked after the request is to come', async () => {
    const patient = await createUser(t.db, 'patient', { phoneVerifiedAt: new Date() });
    const { json: request } = await call<{ id: number }>('POST', '/users/me/data-requests', { kind: 'erasure' }, patient.token);
    // The patient books after asking.
    const { service, slot } = await createBookable(t.db, { startsInHours: 5 * 24, pricePaise: 100_000 });
    const order = { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'Knee pain' };
    const created = (await (await requestOrder(t, patient.token, order)).json()) as { order_id: string };
    const { appointment } = (await (await payAndVerify(t, patient.token, { ...order, order_id: created.order_id })).json()) as {
      appointment: { id: number };
    };

    const listed = await call<{ id: number; upcoming_appointments: number }[]>('GET', '/data-requests?status=open', undefined, admin.token);
    expect(listed.json.find((r) => r.id === request.id)?.upcoming_appointments).toBe(1);

    const refused = await call<{ key: string }>('POST', `/data-requests/${request.id}/erase`, undefined, admin.token);
    expect(refused.status).toBe(409);
    expectOurError(refused.json, 'conflict');
    expect(refused.json.key).toBe('dataRequest.upcomingAppointment');
    expect((await appointmentOf(appointment.id)).status).toBe('confirmed');
    expect((await userOf(patient.user.id)).name).toBe(patient.user.name);
    expect((await call<{ status: string }[]>('GET', '/users/me/data-requests', undefined, patient.token)).json[0]!.status).toBe('open');
  });

  it('staff may cancel and refund it in the same step; the erasure then deletes the reminder’s link, so /r/<code> no longer opens it', async () => {
    const patient = await createUser(t.db, 'patient', { phoneVerifiedAt: new Date() });
    const { json: request } = await call<{ id: number }>('POST', '/users/me/data-requests', { kind: 'erasure' }, patient.token);
    const { service, slot } = await createBookable(t.db, { startsInHours: 5 * 24, pricePaise: 100_000 });
    const order = { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'Knee pain' };
    const created = (await (await requestOrder(t, patient.token, order)).json()) as { order_id: string };
    const { appointment } = (await (await payAndVerify(t, patient.token, { ...order, order_id: created.order_id })).json()) as {
      appointment: { id: number };
    };
    const [link] = await t.db.select().from(appointmentActionLinks).where(eq(appointmentActionLinks.appointmentId, appointment.id));
    expect((await t.app.request(`/api/v1/appointment-actions/${link!.code}`)).status).toBe(200);

    expect((await call('POST', `/data-requests/${request.id}/erase`, { cancel_upcoming: 'yes' }, admin.token)).status).toBe(400);
    const done = await call<{ status: string }>('POST', `/data-requests/${request.id}/erase`, { cancel_upcoming: true }, admin.token);
    expect(done.status).toBe(200);
    expect(done.json.status).toBe('completed');
    expect(await appointmentOf(appointment.id)).toMatchObject({ status: 'cancelled' });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.appointmentId, appointment.id));
    expect(refund).toMatchObject({ amountPaise: 100_000, status: 'processed' });

    expect(await t.db.select().from(appointmentActionLinks).where(eq(appointmentActionLinks.appointmentId, appointment.id))).toEqual([]);
    for (const path of ['', '/slots']) expect((await t.app.request(`/api/v1/appointment-actions/${link!.code}${path}`)).status).toBe(404);
    expect((await t.app.request(`/api/v1/appointment-actions/${link!.code}/confirm`, jsonRequest('POST', {}))).status).toBe(404);
  });

  it('an erasure with only past visits needs no cancellation and still deletes their links', async () => {
    const patient = await bookedPatient(5 * 24);
    // The visit took place: its link (made by the reminders) stays in the table until the erasure.
    await t.db
      .update(appointments)
      .set({ status: 'completed', time: new Date(Date.now() - 86_400_000) })
      .where(eq(appointments.id, patient.appointmentId));
    const { json: request } = await call<{ id: number }>('POST', '/users/me/data-requests', { kind: 'erasure' }, patient.token);
    expect((await call('POST', `/data-requests/${request.id}/erase`, undefined, admin.token)).status).toBe(200);
    expect(
      await t.db
        .select()
        .from(appointmentActionLinks)
        .where(and(eq(appointmentActionLinks.appointmentId, patient.appointmentId))),
    ).toEqual([]);
  });
});

describe('item 5: a visit record only for a visit that happened', () => {
  const draft = { findings: 'Pulse: vata-pitta.', assessment: 'Amlapitta', prescription: [] };
  const record = (c: Awaited<ReturnType<typeof consultationCase>>, path = '', body: unknown = draft) =>
    call<{ key: string; error: string }>(
      path ? 'POST' : 'PUT',
      `/appointments/${c.appointment.id}/record${path}`,
      path ? undefined : body,
      c.doctorLogin.token,
    );
  const summariesOf = async (appointmentId: number) =>
    (await t.db.select().from(notifications).where(eq(notifications.appointmentId, appointmentId))).filter((row) => row.kind === 'visit_summary');

  it('PUT /appointments/{id}/record and its finalise answer 409 before the visit starts; once the patient has arrived they work', async () => {
    const c = await consultationCase(t, { hoursFromNow: 3 });
    await t.db.update(appointments).set({ mode: 'in_person', googleMeetLink: null }).where(eq(appointments.id, c.appointment.id));
    for (const answer of [await record(c), await record(c, '/finalise')]) {
      expect(answer.status).toBe(409);
      expectOurError(answer.json, 'conflict');
      expect(answer.json.key).toBe('visitRecord.visitNotStarted');
    }
    expect(await t.db.select().from(visitRecords).where(eq(visitRecords.appointmentId, c.appointment.id))).toEqual([]);

    // Staff mark the patient arrived half an hour early, on the visit's clinic day (not before its
    // midnight, in India, when the visit is early in its day): the doctor may write before the start time.
    const visitDayStart = Date.parse(`${indiaDateOf(c.appointment.time)}T00:00:00+05:30`);
    await markArrived(t.db, c.appointment.id, new Date(Math.max(visitDayStart, c.appointment.time.getTime() - 30 * 60_000)));
    expect((await record(c)).status).toBe(200);
    expect((await record(c, '/finalise')).status).toBe(200);
    expect((await summariesOf(c.appointment.id)).length).toBeGreaterThan(0);
  });

  it('a cancelled or refunded visit refuses the record, and a draft of a visit cancelled since cannot be finalised', async () => {
    const cancelled = await consultationCase(t, { hoursFromNow: -1 });
    await t.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled.appointment.id));
    const refused = await record(cancelled);
    expect([refused.status, refused.json.key]).toEqual([409, 'visitRecord.visitCancelled']);

    const refunded = await consultationCase(t, { hoursFromNow: -1 });
    await t.db.update(payments).set({ status: 'refunded', refundedPaise: 150_000 }).where(eq(payments.appointmentId, refunded.appointment.id));
    const refusedRefund = await record(refunded);
    expect([refusedRefund.status, refusedRefund.json.key]).toEqual([409, 'visitRecord.visitRefunded']);

    const started = await consultationCase(t, { hoursFromNow: -1 });
    expect((await record(started)).status).toBe(200);
    await t.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, started.appointment.id));
    const finalise = await record(started, '/finalise');
    expect([finalise.status, finalise.json.key]).toEqual([409, 'visitRecord.visitCancelled']);
    expect(await summariesOf(started.appointment.id)).toEqual([]);
  });
});

describe('item 6: an update changes only what it names', () => {
  it('PUT /users/me without gender or e-mail keeps them; an explicit null clears one', async () => {
    const patient = await createUser(t.db, 'patient', { gender: 'female', email: 'meera@example.com', language: 'gu', phoneVerifiedAt: new Date() });
    const saved = await call<{ gender: string | null; email: string | null; language: string }>(
      'PUT',
      '/users/me',
      { name: 'Meera Shah' },
      patient.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ name: 'Meera Shah', gender: 'female', email: 'meera@example.com', language: 'gu' });
    expect(await userOf(patient.user.id)).toMatchObject({ name: 'Meera Shah', gender: 'female', email: 'meera@example.com' });

    expect((await call('PUT', '/users/me', { name: 'Meera Shah', gender: null }, patient.token)).json).toMatchObject({
      gender: null,
      email: 'meera@example.com',
    });
    expect((await call('PUT', '/users/me', { name: 'Meera Shah', email: null }, patient.token)).json).toMatchObject({ gender: null, email: null });
  });

  it('PUT /users/patients/{id} (staff) without an e-mail keeps the one on file', async () => {
    const patient = await createUser(t.db, 'patient', { email: 'ravi@example.com' });
    expect((await call('PUT', `/users/patients/${patient.user.id}`, { name: 'Ravi Kumar' }, admin.token)).status).toBe(200);
    expect(await userOf(patient.user.id)).toMatchObject({ name: 'Ravi Kumar', email: 'ravi@example.com' });
    expect((await call('PUT', `/users/patients/${patient.user.id}`, { name: 'Ravi Kumar', email: null }, admin.token)).status).toBe(200);
    expect((await userOf(patient.user.id)).email).toBeNull();
  });
});

describe('item 1: an erasure erases everything it does not list as kept', () => {
  /** A patient registered through the API (the trail's `register` snapshot) who then confirmed her details (`update`). */
  async function registeredPatient(name: string, email: string) {
    const mobile = `+9197${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
    const registered = await call<{ id: number }>('POST', '/users', {
      name,
      mobile,
      email,
      gender: 'female',
      privacy_notice_version: PRIVACY_NOTICE_VERSION,
    });
    expect(registered.status).toBe(201);
    await t.db.update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, registered.json.id));
    const token = await signToken(TEST_JWT_SECRET, { id: registered.json.id, role: 'patient', tokenVersion: 0 }, PATIENT_TOKEN_TTL_SECONDS);
    expect((await call('PUT', '/users/me', { name, email, gender: 'female' }, token)).status).toBe(200);
    return { id: registered.json.id, mobile, token };
  }

  /** Her visit, booked and paid online, that has taken place: the doctor's "new appointment" message names her. */
  async function pastVisit(patient: { id: number; token: string }) {
    const { service, slot } = await createBookable(t.db, { startsInHours: 5 * 24, pricePaise: 100_000 });
    const order = { userId: patient.id, slotId: slot.id, serviceId: service.id, description: 'Sleeps badly' };
    const created = (await (await requestOrder(t, patient.token, order)).json()) as { order_id: string };
    const booked = await payAndVerify(t, patient.token, { ...order, order_id: created.order_id });
    const { appointment } = (await booked.json()) as { appointment: { id: number } };
    await t.db
      .update(appointments)
      .set({ status: 'completed', time: new Date(Date.now() - 3_600_000) })
      .where(eq(appointments.id, appointment.id));
    return appointment.id;
  }

  const contactQuery = (body: Record<string, string>) =>
    t.app.request('/api/v1/contact-queries', jsonRequest('POST', { subject: 'Diet', message: `${body.name} asks about a diet`, ...body }));

  it('blanks every message to or about the patient, erases her contact queries and her details in the trail; kept says what stays, why and until when', async () => {
    const name = 'Sunita Varadarajan';
    const email = 'sunita.varadarajan@example.com';
    const patient = await registeredPatient(name, email);
    const appointmentId = await pastVisit(patient);
    // Staff sent her a payment link for another visit, left unpaid: its messages carry no appointment.
    const { service, slot } = await createBookable(t.db, { startsInHours: 72 });
    const link = await call(
      'POST',
      '/appointments/staff',
      { patientId: patient.id, serviceId: service.id, slotId: slot.id, mode: 'video', payment: { method: 'link' } },
      admin.token,
    );
    expect(link.status).toBe(201);
    // She wrote to the clinic from her e-mail, and later from her number; someone else wrote too.
    expect((await contactQuery({ name, email })).status).toBe(201);
    expect((await contactQuery({ name: 'S. V.', email: 'family@example.com', mobile: patient.mobile.slice(3) })).status).toBe(201);
    expect((await contactQuery({ name: 'Lalita Rao', email: 'lalita.rao@example.com' })).status).toBe(201);
    const bystander = await registeredPatient('Hemlata Iyer', 'hemlata.iyer@example.com');
    await pastVisit(bystander);

    const ofPatient = (rows: unknown[]) => {
      const text = JSON.stringify(rows).toLowerCase();
      return ['sunita', email, patient.mobile.slice(3)].filter((identifier) => text.includes(identifier));
    };
    const allMessages = () => t.db.select().from(notifications);
    expect(ofPatient(await allMessages())).toEqual(['sunita', email, patient.mobile.slice(3)]);
    expect((await allMessages()).filter((row) => row.kind === 'payment_link' && row.userId === patient.id).length).toBeGreaterThan(0);
    expect((await allMessages()).some((row) => row.audience === 'doctor' && row.appointmentId === appointmentId && row.bodyText.includes(name))).toBe(
      true,
    );

    const { json: request } = await call<{ id: number }>('POST', '/users/me/data-requests', { kind: 'erasure' }, patient.token);
    const done = await call<{ outcome: string; kept: { what: string; reason: string; until: string }[] }>(
      'POST',
      `/data-requests/${request.id}/erase`,
      undefined,
      admin.token,
    );
    expect(done.status).toBe(200);

    // The outbox: every row, whatever its audience, without her words or addresses; the unsent skipped.
    expect(ofPatient(await allMessages())).toEqual([]);
    const linkRows = (await allMessages()).filter((row) => row.kind === 'payment_link' && row.userId === patient.id);
    expect(linkRows.every((row) => row.recipient === 'erased' && row.bodyText === '' && ['sent', 'skipped'].includes(row.status))).toBe(true);
    // Contact queries: hers are gone (with the clinic's notice of them), the other stays.
    const queries = await t.db.select().from(contactQueries);
    expect(queries.map((q) => q.name)).toContain('Lalita Rao');
    expect(ofPatient(queries)).toEqual([]);
    expect(queries.some((q) => q.email === 'family@example.com')).toBe(false);
    expect((await allMessages()).some((row) => row.kind === 'contact_received' && row.bodyText.includes('Lalita Rao'))).toBe(true);
    // The audit trail: no snapshot holds her name, e-mail or number any more; nobody else's was touched.
    const trail = await t.db.select().from(auditEvents);
    expect(ofPatient(trail)).toEqual([]);
    expect(JSON.stringify(trail)).toContain('hemlata.iyer@example.com');
    expect(JSON.stringify(await allMessages())).toContain('hemlata.iyer@example.com');

    // What stays is listed with why and until when; the outcome calls nothing erased that stays.
    expect(done.json.kept.map((k) => k.what)).toEqual([
      expect.stringContaining('Receipts and credit notes'),
      expect.stringContaining('Clinical records'),
      expect.stringContaining('audit trail'),
    ]);
    for (const kept of done.json.kept) {
      expect(kept.reason.length).toBeGreaterThan(10);
      expect(kept.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(done.json.kept[2]!.until >= done.json.kept[0]!.until).toBe(true);
    expect(done.json.outcome).not.toMatch(/receipt|clinical|prescription/i);
  });

  it('the trail stays append-only: only an erasure’s own transaction may rewrite snapshots, and nothing else of an event', async () => {
    await recordAudit(t.db, { action: 'update', entity: 'user', entityId: 424242, after: { name: 'Someone' } });
    const [event] = await t.db.select().from(auditEvents).where(eq(auditEvents.entityId, 424242));
    const erasing = (change: Partial<typeof auditEvents.$inferInsert>) =>
      t.db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('clinic.audit_erasure', 'on', true)`);
        await tx.update(auditEvents).set(change).where(eq(auditEvents.id, event!.id));
      });
    await expect(
      t.db
        .update(auditEvents)
        .set({ after: { name: 'Erased patient' } })
        .where(eq(auditEvents.id, event!.id)),
    ).rejects.toThrow();
    await expect(erasing({ action: 'forged' })).rejects.toThrow();
    await expect(t.db.transaction((tx) => tx.delete(auditEvents).where(eq(auditEvents.id, event!.id)))).rejects.toThrow();
    await erasing({ after: { name: 'Erased patient' } });
    // The setting ended with its transaction.
    await expect(
      t.db
        .update(auditEvents)
        .set({ after: { name: 'Again' } })
        .where(eq(auditEvents.id, event!.id)),
    ).rejects.toThrow();
    expect((await t.db.select().from(auditEvents).where(eq(auditEvents.id, event!.id)))[0]).toMatchObject({
      action: 'update',
      after: { name: 'Erased patient' },
    });
  });
});

describe('item 4: the export holds everything, and the files are reachable from it', () => {
  const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
  const get = (url: string, token: string) => t.app.request(new URL(url).pathname, { headers: { Authorization: `Bearer ${token}` } });

  it('GET /users/me/export lists reports with their download links, finalised records with prescriptions and addenda, consents and contact queries', async () => {
    const c = await consultationCase(t);
    const form = new FormData();
    form.append('file', new File([PDF.slice().buffer], 'blood test.pdf', { type: 'application/pdf' }));
    const uploaded = await t.app.request(`/api/v1/appointments/${c.appointment.id}/reports`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${c.patient.token}` },
    });
    expect(uploaded.status).toBe(201);
    // The visit took place; the doctor finalised the record and added to it.
    await t.db
      .update(appointments)
      .set({ time: new Date(Date.now() - 3_600_000) })
      .where(eq(appointments.id, c.appointment.id));
    const prescription = [
      { medicine: 'Avipattikar Churna', form: 'churna', dose: '3 g', timing: 'before_food', anupana: 'Water', duration: '15 days' },
    ];
    expect(
      (await call('PUT', `/appointments/${c.appointment.id}/record`, { assessment: 'Amlapitta', prescription }, c.doctorLogin.token)).status,
    ).toBe(200);
    expect((await call('POST', `/appointments/${c.appointment.id}/record/finalise`, undefined, c.doctorLogin.token)).status).toBe(200);
    expect(
      (await call('POST', `/appointments/${c.appointment.id}/record/addenda`, { body: 'Take it after food.' }, c.doctorLogin.token)).status,
    ).toBe(201);
    // A draft of another visit is the doctor's, not yet a record.
    const draft = await consultationCase(t, { hoursFromNow: -2 });
    await t.db.update(appointments).set({ userId: c.patient.user.id }).where(eq(appointments.id, draft.appointment.id));
    expect((await call('PUT', `/appointments/${draft.appointment.id}/record`, { assessment: 'Draft only' }, draft.doctorLogin.token)).status).toBe(
      200,
    );
    await recordConsent(t.db, { userId: c.patient.user.id, purpose: 'privacy_notice', version: PRIVACY_NOTICE_VERSION, clientAddress: '10.0.0.9' });
    const write = (body: Record<string, string>) =>
      t.app.request('/api/v1/contact-queries', jsonRequest('POST', { subject: 'Diet', message: 'Which diet suits me?', ...body }));
    expect((await write({ name: 'Me', email: c.patient.user.email!.toUpperCase() })).status).toBe(201);
    expect((await write({ name: 'Someone Else', email: 'someone.else@example.com' })).status).toBe(201);

    const res = await t.app.request('/api/v1/users/me/export', { headers: { Authorization: `Bearer ${c.patient.token}` } });
    expect(res.status).toBe(200);
    const data = (await res.json()) as {
      reports: { file_name: string; size: number; uploaded_at: string; download: string }[];
      visit_records: { appointmentId: number; assessment: string; prescription: unknown[]; addenda: { body: string }[]; summary_pdf: string }[];
      consents: { purpose: string }[];
      contact_queries: { name: string; message: string }[];
    };
    expect(data.reports).toEqual([
      {
        id: expect.any(Number),
        appointment_id: c.appointment.id,
        file_name: 'blood test.pdf',
        content_type: 'application/pdf',
        size: PDF.byteLength,
        uploaded_at: expect.any(String),
        download: expect.stringMatching(/^http:\/\/localhost:4321\/api\/v1\/appointments\/\d+\/reports\/\d+$/),
      },
    ]);
    expect(new Uint8Array(await (await get(data.reports[0]!.download, c.patient.token)).arrayBuffer())).toEqual(PDF);
    expect(data.visit_records).toHaveLength(1);
    expect(data.visit_records[0]).toMatchObject({
      appointmentId: c.appointment.id,
      assessment: 'Amlapitta',
      prescription,
      addenda: [{ body: 'Take it after food.' }],
    });
    const summary = await get(data.visit_records[0]!.summary_pdf, c.patient.token);
    expect([summary.status, summary.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect(data.consents.map((consent) => consent.purpose)).toContain('privacy_notice');
    expect(data.contact_queries.map((query) => query.name)).toEqual(['Me']);
    expect(JSON.stringify(data)).not.toContain('Draft only');
    expect(JSON.stringify(data)).not.toContain('someone.else@example.com');
  });
});

describe('item 8: the reminder page is rate-limited per client and names the patient by first name only', () => {
  const page = (code: string, ip: string) => t.app.request(`/api/v1/appointment-actions/${code}`, { headers: { 'x-test-ip': ip } });

  it('GET /appointment-actions/{code} shows the first name only', async () => {
    const patient = await bookedPatient(5 * 24, { name: 'Asha Ramesh Patel' });
    const shown = await page(patient.code!, '10.43.8.1');
    expect(shown.status).toBe(200);
    const text = await shown.text();
    expect(JSON.parse(text)).toMatchObject({ patient_first_name: 'Asha' });
    expect(text).not.toContain('Patel');
    expect(text).not.toContain('Ramesh');
  });

  it('one client meets a limit after ACTION_LINK_REQUESTS_PER_CLIENT requests, known code or guessed; another client does not', async () => {
    const patient = await bookedPatient();
    const guesses = await Promise.all(
      Array.from({ length: ACTION_LINK_REQUESTS_PER_CLIENT }, (_, i) => page(`guess${String(i).padStart(7, '0')}`, '10.43.8.2')),
    );
    expect(guesses.every((answer) => answer.status === 404)).toBe(true);
    const limited = await page(patient.code!, '10.43.8.2');
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { key: string };
    expectOurError(body, 'rate_limited');
    expect(body.key).toBe('appointmentAction.tooMany');
    expect(messageOfKey(body.key, patientCopyOf('gu').messages)).toMatch(/[\u0A80-\u0AFF]/);
    expect(
      (await t.app.request(`/api/v1/appointment-actions/${patient.code!}/confirm`, jsonRequest('POST', {}, undefined, { 'x-test-ip': '10.43.8.2' })))
        .status,
    ).toBe(429);
    expect((await appointmentOf(patient.appointmentId)).patientConfirmedAt).toBeNull();
    expect((await page(patient.code!, '10.43.8.3')).status).toBe(200);
  });
});
