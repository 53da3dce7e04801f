import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, DoctorAppointment } from '../../src/lib/api/types';
import { doctorPortalMessages, loginMessages } from '../../src/lib/validation/messages';
import { recordAudit } from '../../src/server/identity/audit/record-audit';
import { auditEvents, doctors, refunds } from '../../src/server/kernel/db/schema';
import { createAppointment, createDoctorAndService } from '../support/clinic-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let patient: Awaited<ReturnType<typeof createUser>>;
const PASSWORD = 'a long doctor password';

beforeAll(async () => {
  t = await createTestContext();
  admin = await createUser(t.db, 'admin');
  patient = await createUser(t.db, 'patient');
});
afterAll(() => t.close());

let ipCounter = 0;
const request = (method: string, path: string, token?: string, body?: unknown) =>
  // A fresh client address per call keeps the login rate limits out of these tests.
  t.app.request(`/api/v1${path}`, jsonRequest(method, body, token, { 'x-test-ip': `10.9.0.${++ipCounter % 250}` }));

/** A doctor with a login set by staff, signed in through the login screen's route. */
async function doctorWithLogin() {
  const { doctor, service } = await createDoctorAndService(t.db);
  const email = `login.${doctor.id}@clinic.example`;
  const set = await request('PUT', `/doctors/${doctor.id}/login`, admin.token, { email, password: PASSWORD });
  expect(set.status).toBe(200);
  const login = await request('POST', '/users/login', undefined, { email, password: PASSWORD });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { doctor, service, email, token };
}

const lastEvents = (entity: string, entityId: number) =>
  t.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, entity), eq(auditEvents.entityId, entityId)))
    .orderBy(desc(auditEvents.id));

describe('doctor logins', () => {
  it("staff set a doctor's login; the doctor logs in with the doctor role; a reset or deactivation ends the session", async () => {
    const { doctor, email, token } = await doctorWithLogin();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { role: string };
    expect(claims.role).toBe('doctor');
    expect(await (await request('GET', `/doctors/${doctor.id}/login`, admin.token)).json()).toEqual({ login: { email, active: true } });
    expect(await (await request('GET', '/doctor/me', token)).json()).toEqual({
      id: doctor.id,
      name: doctor.name,
      specialization: doctor.specialization,
    });

    // A password reset by staff ends the doctor's sessions.
    await request('PUT', `/doctors/${doctor.id}/login`, admin.token, { email, password: 'another long password' });
    expect((await request('GET', '/doctor/me', token)).status).toBe(401);
    const fresh = (await (await request('POST', '/users/login', undefined, { email, password: 'another long password' })).json()) as {
      token: string;
    };
    expect((await request('GET', '/doctor/me', fresh.token)).status).toBe(200);

    // Deactivating the login refuses it at once and at the next login.
    await request('PUT', `/doctors/${doctor.id}/login`, admin.token, { email, active: false });
    expect((await request('GET', '/doctor/me', fresh.token)).status).toBe(401);
    const refused = await request('POST', '/users/login', undefined, { email, password: 'another long password' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ error: loginMessages.invalidCredentials });
  });

  it('a doctor whose record staff set inactive can no longer log in or use a session', async () => {
    const { doctor, email, token } = await doctorWithLogin();
    await t.db.update(doctors).set({ status: false }).where(eq(doctors.id, doctor.id));
    expect((await request('GET', '/doctor/me', token)).status).toBe(401);
    expect((await request('POST', '/users/login', undefined, { email, password: PASSWORD })).status).toBe(401);
    const [failed] = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'login_failed')).orderBy(desc(auditEvents.id)).limit(1);
    expect(failed).toMatchObject({ actorRole: 'anonymous', entity: 'session', after: { email, reason: 'inactive' } });
  });

  it('refuses a new login without a password, a short password, a bad e-mail and an e-mail another staff login uses', async () => {
    const { doctor } = await createDoctorAndService(t.db);
    const noPassword = await request('PUT', `/doctors/${doctor.id}/login`, admin.token, { email: 'new@clinic.example' });
    expect(noPassword.status).toBe(400);
    expect(await noPassword.json()).toMatchObject({ error: doctorPortalMessages.passwordRequiredForNew });
    expect((await request('PUT', `/doctors/${doctor.id}/login`, admin.token, { email: 'new@clinic.example', password: 'short' })).status).toBe(400);
    expect((await request('PUT', `/doctors/${doctor.id}/login`, admin.token, { email: 'not-an-email', password: PASSWORD })).status).toBe(400);
    const taken = await request('PUT', `/doctors/${doctor.id}/login`, admin.token, { email: admin.user.email!.toUpperCase(), password: PASSWORD });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: doctorPortalMessages.loginEmailTaken });
    expect((await request('PUT', '/doctors/999999/login', admin.token, { email: 'x@clinic.example', password: PASSWORD })).status).toBe(404);
    expect(await (await request('GET', `/doctors/${doctor.id}/login`, admin.token)).json()).toEqual({ login: null });
  });
});

describe('what a doctor token may do', () => {
  const ADMIN_ONLY: [string, string, unknown?][] = [
    ['GET', '/dashboard'],
    ['GET', '/doctors'],
    ['POST', '/doctors', { name: 'Dr. X', specialization: 'Y', email: 'x@clinic.example', mobile: '919824011000', gender: 'male' }],
    ['PUT', '/doctors/1/login', { email: 'x@clinic.example', password: PASSWORD }],
    ['GET', '/appointments/admin'],
    ['POST', '/appointments/reschedule', { appointmentId: 1, newSlotId: 2, userId: 3 }],
    ['POST', '/appointments/1/status', { status: 'completed' }],
    ['GET', '/appointments/1/note'],
    ['GET', '/time-slots'],
    ['POST', '/time-slots/generate', {}],
    ['POST', '/services', { name: 'S', price: 100 }],
    ['GET', '/users/patients'],
    ['GET', '/refunds/admin'],
    ['POST', '/refunds/1/retry'],
    ['GET', '/notifications'],
    ['GET', '/contact-queries/admin'],
    ['POST', '/recipes', {}],
    ['GET', '/audit-events'],
  ];
  const PATIENT_ONLY: [string, string, unknown?][] = [
    ['GET', '/appointments/mine'],
    ['POST', '/appointments/1/cancel', {}],
    ['POST', '/appointments/create-order', {}],
    ['GET', '/users/me'],
  ];

  it('403 on every admin-only and patient-only route', async () => {
    const { token } = await doctorWithLogin();
    for (const [method, path, body] of [...ADMIN_ONLY, ...PATIENT_ONLY]) {
      const res = await request(method, path, token, body);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });

  it("the doctor's own routes: 401 anonymous, 403 for admin and patient tokens", async () => {
    for (const path of ['/doctor/me', '/doctor/appointments', '/doctor/appointments/1']) {
      expect((await request('GET', path)).status).toBe(401);
      expect((await request('GET', path, admin.token)).status).toBe(403);
      expect((await request('GET', path, patient.token)).status).toBe(403);
    }
  });
});

describe("a doctor's day", () => {
  it('lists only their own appointments: today and the week ahead in time order, then the past', async () => {
    const mine = await doctorWithLogin();
    const other = await doctorWithLogin();
    const soon = await createAppointment(t.db, { userId: patient.user.id, doctorId: mine.doctor.id, serviceId: mine.service.id, hoursFromNow: 30 });
    const later = await createAppointment(t.db, { userId: patient.user.id, doctorId: mine.doctor.id, serviceId: mine.service.id, hoursFromNow: 50 });
    const beyondWeek = await createAppointment(t.db, {
      userId: patient.user.id,
      doctorId: mine.doctor.id,
      serviceId: mine.service.id,
      hoursFromNow: 24 * 9,
    });
    const past = await createAppointment(t.db, { userId: patient.user.id, doctorId: mine.doctor.id, serviceId: mine.service.id, hoursFromNow: -72 });
    await createAppointment(t.db, { userId: patient.user.id, doctorId: other.doctor.id, serviceId: other.service.id, hoursFromNow: 31 });

    const upcoming = await request('GET', '/doctor/appointments', mine.token);
    const list = (await upcoming.json()) as DoctorAppointment[];
    expect(list.map((a) => a.id)).toEqual([soon.appointment.id, later.appointment.id]);
    expect(upcoming.headers.get('x-total-count')).toBe('2');
    expect(list[0]).toMatchObject({
      patient: { name: patient.user.name, mobile: patient.user.mobile },
      service: { name: mine.service.name },
      note: null,
    });
    expect(list.some((a) => a.id === beyondWeek.appointment.id)).toBe(false);

    const pastList = (await (await request('GET', '/doctor/appointments?view=past&limit=10', mine.token)).json()) as DoctorAppointment[];
    expect(pastList.map((a) => a.id)).toEqual([past.appointment.id]);
    expect((await request('GET', '/doctor/appointments?view=tomorrow', mine.token)).status).toBe(400);
  });

  it("another doctor's appointment answers 404 to every doctor route, changing nothing", async () => {
    const mine = await doctorWithLogin();
    const other = await doctorWithLogin();
    const { appointment } = await createAppointment(t.db, {
      userId: patient.user.id,
      doctorId: other.doctor.id,
      serviceId: other.service.id,
      hoursFromNow: -1,
    });
    expect((await request('GET', `/doctor/appointments/${appointment.id}`, mine.token)).status).toBe(404);
    expect((await request('POST', `/doctor/appointments/${appointment.id}/status`, mine.token, { status: 'completed' })).status).toBe(404);
    expect((await request('PUT', `/doctor/appointments/${appointment.id}/note`, mine.token, { body: 'Not mine' })).status).toBe(404);
    const seen = (await (await request('GET', `/doctor/appointments/${appointment.id}`, other.token)).json()) as DoctorAppointment;
    expect(seen).toMatchObject({ status: 'confirmed', note: null });
  });

  it('marks completed or no-show only from the start; writes a sanitized note staff can read; both are in the trail', async () => {
    const { doctor, service, token } = await doctorWithLogin();
    const started = await createAppointment(t.db, { userId: patient.user.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: -0.5 });
    const ahead = await createAppointment(t.db, { userId: patient.user.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: 5 });
    expect((await request('POST', `/doctor/appointments/${ahead.appointment.id}/status`, token, { status: 'completed' })).status).toBe(409);
    expect((await request('POST', `/doctor/appointments/${started.appointment.id}/status`, token, { status: 'cancelled' })).status).toBe(400);
    const done = await request('POST', `/doctor/appointments/${started.appointment.id}/status`, token, { status: 'completed' });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ id: started.appointment.id, status: 'completed' });

    const body = '<p>Vata imbalance. <strong>Abhyanga</strong> daily.</p><script>alert(1)</script><img src=x onerror=alert(1)>';
    const noted = (await (await request('PUT', `/doctor/appointments/${started.appointment.id}/note`, token, { body })).json()) as DoctorAppointment;
    expect(noted.note!.body).toBe('<p>Vata imbalance. <strong>Abhyanga</strong> daily.</p>');
    expect((await request('PUT', `/doctor/appointments/${started.appointment.id}/note`, token, { body: '   ' })).status).toBe(400);
    const staffView = await (await request('GET', `/appointments/${started.appointment.id}/note`, admin.token)).json();
    expect(staffView).toMatchObject({ note: { body: noted.note!.body, author: doctor.name } });

    const trail = await lastEvents('appointment', started.appointment.id);
    expect(trail[0]).toMatchObject({ action: 'status', actorRole: 'doctor', before: { status: 'confirmed' }, after: { status: 'completed' } });
    expect((await lastEvents('consultation_note', started.appointment.id))[0]).toMatchObject({ action: 'create', actorRole: 'doctor' });
  });
});

describe('the audit trail', () => {
  it('records create, update and delete by staff with before and after, the actor and the address', async () => {
    const created = await request('POST', '/services', admin.token, { name: 'Shirodhara audit', price: 1200 });
    const { id } = (await created.json()) as { id: number };
    await request('PUT', `/services/${id}`, admin.token, { name: 'Shirodhara audit', price: 1500, status: true });
    expect((await request('DELETE', `/services/${id}`, admin.token)).status).toBe(204);
    const events = await lastEvents('service', id);
    expect(events.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(events[1]).toMatchObject({ actorId: admin.user.id, actorRole: 'admin', before: { pricePaise: 120_000 }, after: { pricePaise: 150_000 } });
    expect(events[1]!.ip).toMatch(/^10\.9\.0\./);
  });

  it("records a patient's cancellation, its refund, and logins; never a secret", async () => {
    const { doctor, service } = await createDoctorAndService(t.db);
    const { appointment } = await createAppointment(t.db, { userId: patient.user.id, doctorId: doctor.id, serviceId: service.id, hoursFromNow: 48 });
    expect((await request('POST', `/appointments/${appointment.id}/cancel`, patient.token, {})).status).toBe(200);
    expect((await lastEvents('appointment', appointment.id))[0]).toMatchObject({
      action: 'cancel',
      actorId: patient.user.id,
      actorRole: 'patient',
      before: { status: 'confirmed' },
      after: { status: 'cancelled' },
    });
    const [refundRow] = await t.db.select().from(refunds).where(eq(refunds.appointmentId, appointment.id));
    const refundTrail = await lastEvents('refund', refundRow!.id);
    // Created in the cancelling transaction, then settled by the local provider.
    expect(refundTrail.map((e) => e.action)).toEqual(['settle', 'create']);
    expect(refundTrail[1]).toMatchObject({ actorRole: 'patient', after: { amountPaise: 150_000, appointmentId: appointment.id } });

    const { email } = await doctorWithLogin();
    const logins = await t.db.select().from(auditEvents).where(eq(auditEvents.action, 'login')).orderBy(desc(auditEvents.id)).limit(1);
    expect(logins[0]).toMatchObject({ actorRole: 'doctor', entity: 'session', after: { method: 'password' } });
    const all = JSON.stringify(await t.db.select().from(auditEvents));
    expect(all).not.toMatch(/passwordHash|scrypt|\$scrypt/i);
    expect(all).toContain(email);
  });

  it('a change that rolls back leaves no event; a refused change writes none', async () => {
    const before = await t.db.$count(auditEvents);
    await expect(
      t.db.transaction(async (tx) => {
        await recordAudit(tx, { action: 'update', entity: 'service', entityId: 1, after: { name: 'never' } });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { doctor, service } = await createDoctorAndService(t.db);
    await createAppointment(t.db, { userId: patient.user.id, doctorId: doctor.id, serviceId: service.id });
    // A service with appointments cannot be deleted: 409 and nothing recorded.
    expect((await request('DELETE', `/services/${service.id}`, admin.token)).status).toBe(409);
    expect(await t.db.$count(auditEvents)).toBe(before);
  });

  it('the database refuses UPDATE, DELETE and TRUNCATE on audit_events', async () => {
    await recordAudit(t.db, { action: 'update', entity: 'service', entityId: 1, after: {} });
    await expect(t.db.update(auditEvents).set({ action: 'forged' })).rejects.toThrow();
    await expect(t.db.delete(auditEvents)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_events`)).rejects.toThrow();
    expect(await t.db.$count(auditEvents, eq(auditEvents.action, 'forged'))).toBe(0);
  });

  it('GET /v1/audit-events: staff only, paged, filtered by entity, actor and clinic dates', async () => {
    const created = await request('POST', '/services', admin.token, { name: 'Nasya audit', price: 900 });
    const { id } = (await created.json()) as { id: number };
    const res = await request('GET', `/audit-events?entity=service&entity_id=${id}&limit=5&offset=0`, admin.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('1');
    const [event] = (await res.json()) as AuditEvent[];
    expect(event).toMatchObject({ action: 'create', entity: 'service', entity_id: id, actor_id: admin.user.id, actor_name: admin.user.name });
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const byDay = (await (
      await request('GET', `/audit-events?entity=service&entity_id=${id}&from=${today}&to=${today}`, admin.token)
    ).json()) as AuditEvent[];
    expect(byDay).toHaveLength(1);
    const before = (await (await request('GET', `/audit-events?entity=service&entity_id=${id}&to=2020-01-01`, admin.token)).json()) as AuditEvent[];
    expect(before).toHaveLength(0);
    const byActor = (await (
      await request('GET', `/audit-events?actor_id=${admin.user.id}&action=create&limit=50`, admin.token)
    ).json()) as AuditEvent[];
    expect(byActor.every((e) => e.actor_id === admin.user.id && e.action === 'create')).toBe(true);
    expect((await request('GET', '/audit-events?entity=nothing', admin.token)).status).toBe(400);
    expect((await request('GET', '/audit-events?from=24-11-2026', admin.token)).status).toBe(400);
    expect((await request('GET', '/audit-events', patient.token)).status).toBe(403);
    expect((await request('GET', '/audit-events')).status).toBe(401);
  });
});
