import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../src/lib/validation/consent';
import {
  appointments,
  auditEvents,
  consentRecords,
  dataRequests,
  intakeAnswers,
  intakeForms,
  notifications,
  paymentDocuments,
  users,
} from '../../src/server/kernel/db/schema';
import { createBookable, createSlot, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

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
let mobileCounter = 0;
const nextMobile = () => `+9198${String(Date.now()).slice(-6)}${String((mobileCounter += 1)).padStart(2, '0')}`;

/** Signs a patient in with the local one-time code, as My appointments does; answers the session or the refusal. */
async function signIn(mobile: string) {
  const sent = await t.app.request('/api/v1/auth/send-otp', jsonRequest('POST', { mobile }));
  if (sent.status !== 200) return { status: sent.status, token: null };
  const { firebase_uid } = (await sent.json()) as { firebase_uid: string };
  const codes = (await (await t.app.request(`/api/dev/verification-codes?mobile=${encodeURIComponent(mobile)}`)).json()) as {
    code: string;
    session_id: string;
  }[];
  const code = codes.find((c) => c.session_id === firebase_uid)!.code;
  const { idToken } = (await (await t.app.request('/api/dev/phone-auth/confirm', jsonRequest('POST', { sessionId: firebase_uid, code }))).json()) as {
    idToken: string;
  };
  const verified = await t.app.request('/api/v1/auth/verify-otp', jsonRequest('POST', { firebase_uid, idToken }));
  return { status: verified.status, token: verified.status === 200 ? ((await verified.json()) as { token: string }).token : null };
}

/**
 * A patient registered through the API (with the privacy notice), signed in, with one paid visit
 * that took place (an upcoming one holds an erasure back, issue 43) and intake answers.
 */
async function registeredPatientWithBooking(name: string) {
  const mobile = nextMobile();
  const registered = await call<{ id: number }>('POST', '/users', {
    name,
    mobile,
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    privacy_notice_version: PRIVACY_NOTICE_VERSION,
  });
  expect(registered.status).toBe(201);
  const { token } = await signIn(mobile);
  expect((await call('PUT', '/users/me', { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com` }, token!)).status).toBe(200);
  const { service, doctor } = await createBookable(t.db, { pricePaise: 150_000 });
  const slot = await createSlot(t.db, doctor.id, 200 + mobileCounter);
  const order = (await (
    await requestOrder(t, token!, { userId: registered.json.id, slotId: slot.id, serviceId: service.id, description: 'Migraine since March' })
  ).json()) as Record<string, unknown>;
  const { appointment } = (await (await payAndVerify(t, token!, order as never)).json()) as { appointment: { id: number } };
  await t.db
    .update(appointments)
    .set({ status: 'completed', time: new Date(Date.now() - 60 * 60_000) })
    .where(eq(appointments.id, appointment.id));
  const [form] = await t.db.insert(intakeForms).values({ serviceId: service.id, version: 1, questions: [] }).returning();
  await t.db.insert(intakeAnswers).values({ appointmentId: appointment.id, formId: form!.id, answers: { since: `${name}: headaches weekly` } });
  return { id: registered.json.id, mobile, token: token!, appointmentId: appointment.id };
}

describe('the privacy notice at registration (DPDP Act 2023)', () => {
  it('records the version and time of the notice the patient agreed to; an outdated version is a 400 that registers nobody', async () => {
    const mobile = nextMobile();
    const stale = await call<{ key: string }>('POST', '/users', { name: 'Old Notice', mobile, privacy_notice_version: '2020-01-01' });
    expect(stale.status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.mobile, mobile))).toEqual([]);

    const registered = await call<{ id: number }>('POST', '/users', { name: 'Nisha Rao', mobile, privacy_notice_version: PRIVACY_NOTICE_VERSION });
    expect(registered.status).toBe(201);
    const consents = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, registered.json.id));
    expect(consents).toEqual([
      expect.objectContaining({ purpose: 'privacy_notice', version: PRIVACY_NOTICE_VERSION, withdrawnAt: null, grantedAt: expect.any(Date) }),
    ]);
    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'consent'));
    expect(audited.some((e) => e.entityId === consents[0]!.id && e.action === 'grant')).toBe(true);
  });
});

describe('GET /users/me/export: everything held', () => {
  it('has the intake answers, the consents and the data requests of the patient, and nobody else’s', async () => {
    const own = await registeredPatientWithBooking('Kavya Joshi');
    const other = await registeredPatientWithBooking('Ritu Sen');
    expect((await call('POST', '/users/me/data-requests', { kind: 'erasure' }, own.token)).status).toBe(201);
    const res = await call<{
      details: { name: string };
      intake_answers: { appointmentId: number; answers: Record<string, string> }[];
      consents: { purpose: string; version: string }[];
      data_requests: { kind: string; status: string }[];
      documents: { patient: string }[];
    }>('GET', '/users/me/export', undefined, own.token);
    expect(res.status).toBe(200);
    expect(res.json.details.name).toBe('Kavya Joshi');
    expect(res.json.intake_answers.map((a) => [a.appointmentId, a.answers.since])).toEqual([[own.appointmentId, 'Kavya Joshi: headaches weekly']]);
    expect(res.json.consents.map((c) => [c.purpose, c.version])).toEqual([['privacy_notice', PRIVACY_NOTICE_VERSION]]);
    expect(res.json.data_requests.map((r) => [r.kind, r.status])).toEqual([['erasure', 'open']]);
    expect(res.json.documents.map((d) => d.patient)).toEqual(['Kavya Joshi']);
    expect(JSON.stringify(res.json)).not.toContain('Ritu');
    expect(JSON.stringify(res.json)).not.toContain(`"appointmentId":${other.appointmentId},`);
  });
});

describe('erasure (DPDP Act 2023 s.12)', () => {
  it('a request gets a 30-day deadline, is audited, and asking again answers the open one', async () => {
    const patient = await registeredPatientWithBooking('Anil Desai');
    const first = await call<{ id: number; status: string; requested_at: string; due_at: string }>(
      'POST',
      '/users/me/data-requests',
      { kind: 'erasure' },
      patient.token,
    );
    expect(first.status).toBe(201);
    expect(new Date(first.json.due_at).getTime() - new Date(first.json.requested_at).getTime()).toBe(30 * 86_400_000);
    const again = await call<{ id: number }>('POST', '/users/me/data-requests', { kind: 'erasure' }, patient.token);
    expect([again.status, again.json.id]).toEqual([200, first.json.id]);
    expect((await call('POST', '/users/me/data-requests', { kind: 'delete-everything' }, patient.token)).status).toBe(400);
    expect((await call('POST', '/users/me/data-requests', { kind: 'erasure' }, admin.token)).status).toBe(403);
    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'data_request'));
    expect(audited.filter((e) => e.entityId === first.json.id).map((e) => [e.action, e.actorId])).toEqual([['request', patient.id]]);
    const mine = await call<{ id: number; status: string }[]>('GET', '/users/me/data-requests', undefined, patient.token);
    expect(mine.json.map((r) => [r.id, r.status])).toEqual([[first.json.id, 'open']]);
  });

  it('carrying it out anonymises the patient, keeps the documents and clinical records with their dates, and the old login is refused', async () => {
    const patient = await registeredPatientWithBooking('Sunita Mehta');
    const bystander = await registeredPatientWithBooking('Hema Iyer');
    // The details of issue 45 go with the rest of the account.
    const details = { name: 'Sunita Mehta', date_of_birth: '1979-04-02', address: '4 Gandhi Road', emergency_contact_name: 'Ravi Mehta' };
    expect((await call('PUT', '/users/me', details, patient.token)).status).toBe(200);
    const { json: request } = await call<{ id: number }>('POST', '/users/me/data-requests', { kind: 'erasure' }, patient.token);
    const [receiptBefore] = await t.db.select().from(paymentDocuments).where(eq(paymentDocuments.userId, patient.id));

    // Only an admin carries it out.
    expect((await call('POST', `/data-requests/${request.id}/erase`, undefined, patient.token)).status).toBe(403);
    const listed = await call<{ id: number; status: string; due_at: string; patient: { name: string } }[]>(
      'GET',
      '/data-requests?status=open',
      undefined,
      admin.token,
    );
    expect(listed.json.find((r) => r.id === request.id)).toMatchObject({ status: 'open', patient: { name: 'Sunita Mehta' } });

    const done = await call<{ status: string; outcome: string; kept: { what: string; until: string }[] }>(
      'POST',
      `/data-requests/${request.id}/erase`,
      undefined,
      admin.token,
    );
    expect(done.status).toBe(200);
    expect(done.json.status).toBe('completed');
    expect(done.json.outcome).toContain('mobile number');
    expect(done.json.kept.map((k) => k.what)).toEqual([
      expect.stringContaining('Receipts and credit notes'),
      expect.stringContaining('Clinical records'),
      // The trail, without her details (issue 43), as long as the records it speaks of.
      expect.stringContaining('audit trail'),
    ]);
    // Payment documents: 8 years after the end of their financial year (31 March).
    expect(done.json.kept[0]!.until).toMatch(/^20(3[4-9]|4\d)-03-31$/);
    expect(Number(done.json.kept[1]!.until.slice(0, 4))).toBeGreaterThanOrEqual(new Date().getUTCFullYear() + 3);

    const [erased] = await t.db.select().from(users).where(eq(users.id, patient.id));
    expect(erased).toMatchObject({ name: 'Erased patient', email: null, mobile: null, gender: null, firebaseUid: null, status: false });
    expect(erased).toMatchObject({ dateOfBirth: null, address: null, emergencyContactName: null, emergencyContactMobile: null });
    expect(JSON.stringify(await t.db.select().from(notifications).where(eq(notifications.audience, 'patient')))).not.toContain('Sunita');
    // The receipt is kept exactly as issued, with the name printed on it.
    const [receiptAfter] = await t.db.select().from(paymentDocuments).where(eq(paymentDocuments.userId, patient.id));
    expect(receiptAfter).toEqual(receiptBefore);
    expect(receiptAfter!.patientName).toBe('Sunita Mehta');
    // The old session and the old number no longer sign in.
    expect((await call('GET', '/users/me', undefined, patient.token)).status).toBe(401);
    expect((await signIn(patient.mobile)).status).toBe(404);
    // Nobody else was touched.
    expect((await call<{ name: string }>('GET', '/users/me', undefined, bystander.token)).json.name).toBe('Hema Iyer');

    // Audited with its outcome; a second try is a 409 that changes nothing.
    const audited = await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'data_request'));
    expect(audited.filter((e) => e.entityId === request.id).map((e) => [e.action, e.actorId])).toEqual([
      ['request', patient.id],
      ['complete', admin.user.id],
    ]);
    expect(
      (await t.db.select().from(auditEvents).where(eq(auditEvents.entity, 'user'))).some((e) => e.action === 'erase' && e.entityId === patient.id),
    ).toBe(true);
    expect((await call('POST', `/data-requests/${request.id}/erase`, undefined, admin.token)).status).toBe(409);
    expect((await call('POST', `/data-requests/${request.id}/refuse`, { reason: 'Changed my mind' }, admin.token)).status).toBe(409);
    const [row] = await t.db.select().from(dataRequests).where(eq(dataRequests.id, request.id));
    expect(row!.status).toBe('completed');
  });

  it('staff may refuse a request with the reason; an empty reason is a 400 and unknown requests 404', async () => {
    const patient = await registeredPatientWithBooking('Farah Khan');
    const { json: request } = await call<{ id: number }>('POST', '/users/me/data-requests', { kind: 'erasure' }, patient.token);
    expect((await call('POST', `/data-requests/${request.id}/refuse`, { reason: '' }, admin.token)).status).toBe(400);
    expect((await call('POST', `/data-requests/999999/erase`, undefined, admin.token)).status).toBe(404);
    const refused = await call<{ status: string; outcome: string }>(
      'POST',
      `/data-requests/${request.id}/refuse`,
      { reason: 'The request did not come from the patient' },
      admin.token,
    );
    expect(refused.json).toMatchObject({ status: 'refused', outcome: 'The request did not come from the patient' });
    expect((await call<{ name: string }>('GET', '/users/me', undefined, patient.token)).json.name).toBe('Farah Khan');
  });
});
