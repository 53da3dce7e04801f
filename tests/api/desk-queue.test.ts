import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { indiaDateOf } from '../../src/lib/time/clinic-time';
import { auditEvents, queueTokens } from '../../src/server/kernel/db/schema';
import { apiTest as it, type Call } from '../support/api-fixture';
import { insertDoctor, insertService, insertSlot, insertAppointment } from '../support/clinic-rows';
import { createDoctorLogin } from '../support/doctor-login';
import { createUser, type TestContext } from '../support/test-app';

// Issue 51 item 7: today's arrivals get a token number per doctor; a public board shows the
// numbers and initials; the doctor calls the next token; staff see the average wait.

type Token = {
  id: number;
  number: number;
  status: string;
  patient: { id: number; name: string | null };
  appointmentId: number | null;
  waitMinutes: number | null;
};
type DoctorQueue = { date: string; doctorId: number; nowCalling: number | null; waiting: number; averageWaitMinutes: number | null; tokens: Token[] };
type Board = {
  date: string;
  doctors: {
    doctorId: number;
    doctorName: string;
    nowCalling: { number: number; initials: string } | null;
    waiting: { number: number; initials: string }[];
  }[];
};

/** A confirmed in-person visit of the doctor today, starting now (so "today" whatever the hour). */
async function visitToday(api: TestContext, doctorId: number, name: string) {
  const service = await insertService(api.db, { modes: ['video', 'call', 'in_person'] });
  const patient = await createUser(api.db, 'patient', { name });
  const slot = await insertSlot(api.db, doctorId, new Date());
  const appointment = await insertAppointment(api.db, patient.user.id, slot, service.id, { mode: 'in_person' });
  return { appointment, patient };
}

const arrive = (call: Call, appointmentId: number, token?: string) =>
  call('POST', `/api/v1/appointments/${appointmentId}/status`, { status: 'checked_in' }, token);
const walkIn = (call: Call, body: unknown, token?: string) => call('POST', '/api/v1/queue/walk-ins', body, token);
const queueOf = async (call: Call, doctorId: number, token?: string) =>
  ((await (await call('GET', `/api/v1/queue?doctorId=${doctorId}`, undefined, token)).json()) as { doctors: DoctorQueue[] }).doctors[0]!;
const board = async (call: Call, doctorId?: number) => {
  const res = await call('GET', `/api/v1/queue-board${doctorId ? `?doctorId=${doctorId}` : ''}`, undefined, null);
  expect(res.status).toBe(200);
  const text = await res.text();
  return { body: JSON.parse(text) as Board, text, headers: res.headers };
};

describe('tokens per doctor per day', () => {
  it('an arrival and a walk-in take the next numbers of their doctor’s queue; another doctor counts from 1', async ({ api, call }) => {
    const desk = await createUser(api.db, 'receptionist');
    const first = await insertDoctor(api.db, { name: 'Dr. Anand Rao' });
    const second = await insertDoctor(api.db, { name: 'Dr. Bela Shah' });
    const a = await visitToday(api, first.id, 'Asha Ben Mehta');
    const b = await visitToday(api, first.id, 'Ravi Kumar');
    const c = await visitToday(api, second.id, 'Chetan Patel');
    const walker = await createUser(api.db, 'patient', { name: 'Meena Desai' });

    expect((await arrive(call, b.appointment.id, desk.token)).status).toBe(200);
    expect((await arrive(call, a.appointment.id, desk.token)).status).toBe(200);
    const walked = await walkIn(call, { doctorId: first.id, patientId: walker.user.id }, desk.token);
    expect(walked.status).toBe(201);
    expect(await walked.json()).toMatchObject({ token: { number: 3, appointmentId: null, status: 'waiting', patient: { name: 'Meena Desai' } } });
    expect((await arrive(call, c.appointment.id, desk.token)).status).toBe(200);

    const queue = await queueOf(call, first.id, desk.token);
    expect(queue.date).toBe(indiaDateOf(new Date()));
    expect(queue.tokens.map((t) => [t.number, t.patient.name, t.appointmentId])).toEqual([
      [1, 'Ravi Kumar', b.appointment.id],
      [2, 'Asha Ben Mehta', a.appointment.id],
      [3, 'Meena Desai', null],
    ]);
    expect(queue).toMatchObject({ waiting: 3, nowCalling: null, averageWaitMinutes: null });
    expect((await queueOf(call, second.id, desk.token)).tokens.map((t) => t.number)).toEqual([1]);

    // The walk-in's token is audited as the desk's.
    const [trail] = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'queue_token'), eq(auditEvents.action, 'walk_in')));
    expect(trail).toMatchObject({ actorId: desk.user.id, actorRole: 'receptionist' });

    // A second walk-in for the same patient while waiting: refused, no number used.
    const again = await walkIn(call, { doctorId: first.id, patientId: walker.user.id }, desk.token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ key: 'queue.alreadyWaiting' });
    const next = await walkIn(call, { doctorId: first.id, patientId: (await createUser(api.db, 'patient')).user.id }, desk.token);
    expect(((await next.json()) as { token: Token }).token.number).toBe(4);
  });

  it('refuses bad walk-ins and callers who are not the desk', async ({ api, call, patient }) => {
    const doctor = await insertDoctor(api.db);
    const inactive = await insertDoctor(api.db, { status: false });
    const doctorLogin = await createDoctorLogin(api.db);
    const someone = await createUser(api.db, 'patient');
    const admin = await createUser(api.db, 'admin');
    const cases: [unknown, number, string | undefined][] = [
      [{ doctorId: doctor.id }, 400, undefined],
      [{ doctorId: doctor.id, patientId: 'x' }, 400, undefined],
      [{ doctorId: doctor.id, patientId: someone.user.id, extra: 1 }, 400, undefined],
      [{ doctorId: 999_999, patientId: someone.user.id }, 404, 'notFound.doctor'],
      [{ doctorId: doctor.id, patientId: admin.user.id }, 404, 'notFound.patient'],
      [{ doctorId: inactive.id, patientId: someone.user.id }, 409, 'queue.doctorInactive'],
    ];
    for (const [body, status, key] of cases) {
      const res = await walkIn(call, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (key) expect(await res.json()).toMatchObject({ key });
    }
    const body = { doctorId: doctor.id, patientId: someone.user.id };
    expect((await walkIn(call, body, patient.token)).status).toBe(403);
    expect((await walkIn(call, body, doctorLogin.token)).status).toBe(403);
    expect((await call('GET', '/api/v1/queue', undefined, doctorLogin.token)).status).toBe(403);
    expect(await api.db.select().from(queueTokens).where(eq(queueTokens.doctorId, doctor.id))).toEqual([]);
    // A day that has not begun has no queue.
    const tomorrow = indiaDateOf(new Date(Date.now() + 86_400_000));
    expect((await call('GET', `/api/v1/queue?date=${tomorrow}`)).status).toBe(400);
  });
});

describe('the waiting room’s board, the doctor’s call and the average wait', () => {
  it('shows initials and numbers only; the doctor calls the next token; staff see the wait', async ({ api, call }) => {
    const doctor = await createDoctorLogin(api.db, { name: 'Dr. Kavita Iyer' });
    const other = await createDoctorLogin(api.db, { name: 'Dr. Not Called' });
    const a = await visitToday(api, doctor.doctor.id, 'Asha Ben Mehta');
    const b = await visitToday(api, doctor.doctor.id, 'Ravi Kumar');
    await arrive(call, a.appointment.id);
    await arrive(call, b.appointment.id);

    const before = await board(call, doctor.doctor.id);
    expect(before.headers.get('cache-control')).toBe('no-store');
    expect(before.body.doctors).toEqual([
      {
        doctorId: doctor.doctor.id,
        doctorName: 'Dr. Kavita Iyer',
        nowCalling: null,
        waiting: [
          { number: 1, initials: 'A. M.' },
          { number: 2, initials: 'R. K.' },
        ],
      },
    ]);
    // Nothing personal beyond initials: no name, no mobile, no patient id.
    for (const secret of ['Asha', 'Mehta', 'Ravi', 'Kumar', a.patient.user.mobile!, b.patient.user.mobile!, String(a.appointment.id)]) {
      expect(before.text).not.toContain(secret);
    }

    // The patient waited 12 minutes before the doctor called them in.
    await api.db
      .update(queueTokens)
      .set({ arrivedAt: new Date(Date.now() - 12 * 60_000) })
      .where(eq(queueTokens.appointmentId, a.appointment.id));
    const called = await call('POST', '/api/v1/doctor/queue/call-next', undefined, doctor.token);
    expect(called.status).toBe(200);
    expect(await called.json()).toMatchObject({ nowCalling: 1, waiting: 1, averageWaitMinutes: 12 });
    const after = await board(call);
    // Every doctor with a queue today, without one who has none.
    expect(after.body.doctors.map((d) => d.doctorId)).not.toContain(other.doctor.id);
    expect(after.body.doctors.filter((d) => d.doctorId === doctor.doctor.id)).toEqual([
      {
        doctorId: doctor.doctor.id,
        doctorName: 'Dr. Kavita Iyer',
        nowCalling: { number: 1, initials: 'A. M.' },
        waiting: [{ number: 2, initials: 'R. K.' }],
      },
    ]);

    // Another doctor calls only their own queue (empty): 409, nothing changes.
    const none = await call('POST', '/api/v1/doctor/queue/call-next', undefined, other.token);
    expect(none.status).toBe(409);
    expect(await none.json()).toMatchObject({ key: 'queue.nobodyWaiting' });

    await api.db
      .update(queueTokens)
      .set({ arrivedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(queueTokens.appointmentId, b.appointment.id));
    const second = (await (await call('POST', '/api/v1/doctor/queue/call-next', undefined, doctor.token)).json()) as DoctorQueue;
    expect(second).toMatchObject({ nowCalling: 2, waiting: 0, averageWaitMinutes: 16 });
    const staff = await queueOf(call, doctor.doctor.id);
    expect(staff).toMatchObject({ nowCalling: 2, averageWaitMinutes: 16 });
    expect(staff.tokens.map((t) => [t.number, t.status, t.waitMinutes])).toEqual([
      [1, 'called', 12],
      [2, 'called', 20],
    ]);
    expect((await call('POST', '/api/v1/doctor/queue/call-next', undefined, doctor.token)).status).toBe(409);
    // The doctor reads their own queue; staff and patients may not call.
    expect(await (await call('GET', '/api/v1/doctor/queue', undefined, doctor.token)).json()).toMatchObject({
      doctorId: doctor.doctor.id,
      nowCalling: 2,
    });
    expect((await call('POST', '/api/v1/doctor/queue/call-next')).status).toBe(403);
    expect((await call('GET', '/api/v1/queue-board?doctorId=abc', undefined, null)).status).toBe(400);
    expect((await call('GET', '/api/v1/queue-board?doctorId=999999', undefined, null)).status).toBe(404);
  });
});
