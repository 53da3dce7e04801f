import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { appointments, auditEvents } from '../../src/server/kernel/db/schema';
import { insertAppointment, insertService, insertSlot } from '../support/clinic-rows';
import { createDoctorLogin } from '../support/doctor-login';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// The clinic's morning, 10:00 IST, held for every test: "today" and "its day" never depend on the hour the suite runs.
const NOW = new Date('2026-12-01T04:30:00.000Z');
const MINUTE = 60_000;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
  // Signed at the held clock, so the token is fresh then.
  admin = await createUser(t.db, 'admin');
});
afterEach(() => {
  vi.useRealTimers();
});

/** A confirmed appointment of one doctor, starting `minutesFromNow` after 10:00 IST. */
async function visit(doctorId: number, minutesFromNow: number, mode: 'in_person' | 'video' = 'in_person') {
  const service = await insertService(t.db, { modes: ['video', 'call', 'in_person'] });
  const patient = await createUser(t.db, 'patient');
  const slot = await insertSlot(t.db, doctorId, new Date(NOW.getTime() + minutesFromNow * MINUTE));
  const appointment = await insertAppointment(t.db, patient.user.id, slot, service.id, { mode });
  return { appointment, patient };
}

const setStatus = (id: number, body: unknown, token = admin.token) =>
  t.app.request(`/api/v1/appointments/${id}/status`, jsonRequest('POST', body, token));

describe('arrivals (checked_in) for in-person visits', () => {
  it('staff mark the patient arrived: checked_in with the time, audited; then completed, never a no-show', async () => {
    const { doctor } = await createDoctorLogin(t.db);
    const { appointment } = await visit(doctor.id, 30);

    const arrived = await setStatus(appointment.id, { status: 'checked_in' });
    expect(arrived.status).toBe(200);
    const body = (await arrived.json()) as { status: string; checked_in_at: string };
    expect(body.status).toBe('checked_in');
    expect(Date.parse(body.checked_in_at) - NOW.getTime()).toBeLessThan(MINUTE);
    const trail = await t.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'appointment'), eq(auditEvents.entityId, appointment.id)));
    expect(trail).toEqual([expect.objectContaining({ action: 'check_in', actorId: admin.user.id, actorRole: 'admin' })]);

    // Marking again changes nothing.
    expect((await setStatus(appointment.id, { status: 'checked_in' })).status).toBe(409);
    const noShow = await setStatus(appointment.id, { status: 'no_show' });
    expect(noShow.status).toBe(409);
    expect(await noShow.json()).toMatchObject({ key: 'frontDesk.arrivedNotNoShow' });
    const [still] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(still!.status).toBe('checked_in');

    // Seen before the booked time is fine: the patient is here.
    const completed = await setStatus(appointment.id, { status: 'completed' });
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ status: 'completed', checked_in_at: body.checked_in_at });
  });

  it('lets the doctor complete an arrived patient but never mark them a no-show', async () => {
    const doctor = await createDoctorLogin(t.db);
    const { appointment } = await visit(doctor.doctor.id, -10);
    expect((await setStatus(appointment.id, { status: 'checked_in' })).status).toBe(200);
    const noShow = await t.app.request(
      `/api/v1/doctor/appointments/${appointment.id}/status`,
      jsonRequest('POST', { status: 'no_show' }, doctor.token),
    );
    expect(noShow.status).toBe(409);
    const completed = await t.app.request(
      `/api/v1/doctor/appointments/${appointment.id}/status`,
      jsonRequest('POST', { status: 'completed' }, doctor.token),
    );
    expect(completed.status).toBe(200);
    expect(await completed.json()).toMatchObject({ status: 'completed' });
  });

  it('refuses an arrival for a video consultation, another day’s visit, or one not confirmed; and for non-staff', async () => {
    const { doctor } = await createDoctorLogin(t.db);
    const video = await visit(doctor.id, 30, 'video');
    const tomorrow = await visit(doctor.id, 24 * 60);
    const { appointment: cancelled } = await visit(doctor.id, 60);
    await t.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.id, cancelled.id));
    for (const id of [video.appointment.id, tomorrow.appointment.id, cancelled.id]) {
      const refused = await setStatus(id, { status: 'checked_in' });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ key: 'frontDesk.checkInRefused' });
    }
    expect((await setStatus(video.appointment.id, { status: 'checked_in' }, video.patient.token)).status).toBe(403);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, video.appointment.id));
    expect(row).toMatchObject({ status: 'confirmed', checkedInAt: null });
  });

  it('shows the doctor who waits in order of arrival, and the dashboard’s Today the arrival time', async () => {
    const doctor = await createDoctorLogin(t.db);
    const first = await visit(doctor.doctor.id, 60);
    const second = await visit(doctor.doctor.id, 30);
    // The 11:00 patient arrives first, the 10:30 one five minutes later.
    expect((await setStatus(first.appointment.id, { status: 'checked_in' })).status).toBe(200);
    vi.setSystemTime(new Date(Date.now() + 5 * MINUTE));
    expect((await setStatus(second.appointment.id, { status: 'checked_in' })).status).toBe(200);

    const schedule = await t.app.request('/api/v1/doctor/appointments', jsonRequest('GET', undefined, doctor.token));
    expect(schedule.status).toBe(200);
    const rows = (await schedule.json()) as { id: number; status: string; checked_in_at: string | null }[];
    const waiting = rows.filter((a) => a.status === 'checked_in').sort((a, b) => Date.parse(a.checked_in_at!) - Date.parse(b.checked_in_at!));
    expect(waiting.map((a) => a.id)).toEqual([first.appointment.id, second.appointment.id]);

    const dashboard = await t.app.request('/api/v1/dashboard/operations', jsonRequest('GET', undefined, admin.token));
    const today = (await dashboard.json()) as { today_appointments: { id: number; status: string; checked_in_at: string | null }[] };
    expect(today.today_appointments.find((a) => a.id === second.appointment.id)).toMatchObject({
      status: 'checked_in',
      checked_in_at: expect.any(String),
    });
  });
});
