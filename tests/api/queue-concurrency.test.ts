import { asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { queueDays, queueTokens } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { insertAppointment, insertDoctor, insertService, insertSlot } from '../support/clinic-rows';
import { createDoctorLogin } from '../support/doctor-login';
import { createUser } from '../support/test-app';

// On PostgreSQL and Neon's driver these requests really overlap; PGlite runs them one at a time.
// Whatever the order, the doctor-day row's lock numbers a doctor's tokens 1, 2, 3 … without a gap
// or a repeat, a patient waits once, and each call calls a different token (issue 51 item 7).

/** A request sent again after a pause while the database answers "busy" (503), as the browser's client does. */
async function sent(send: () => Promise<Response>): Promise<Response> {
  for (let tries = 1; ; tries += 1) {
    const answer = await send();
    if (answer.status !== 503 || tries === 50) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
  }
}

describe('the walk-in queue raced', { timeout: 240_000 }, () => {
  it('20 arrivals and 20 walk-ins for one doctor at once: tokens 1 to 40, each once; a failed walk-in gives its number back', async ({
    api,
    call,
  }) => {
    const doctor = await insertDoctor(api.db);
    const service = await insertService(api.db, { modes: ['video', 'call', 'in_person'] });
    const visits: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const patient = await createUser(api.db, 'patient');
      // Starting now, a minute apart backwards: today whatever the hour.
      const slot = await insertSlot(api.db, doctor.id, new Date(Date.now() - i * 60_000), 1);
      visits.push((await insertAppointment(api.db, patient.user.id, slot, service.id, { mode: 'in_person' })).id);
    }
    const walkers = await Promise.all(Array.from({ length: 20 }, () => createUser(api.db, 'patient')));
    const desks = await Promise.all(Array.from({ length: 2 }, () => createUser(api.db, 'receptionist')));
    // One patient added by both desks five times each: one token.
    const twice = walkers[0]!;

    const arrivals = visits.map((id, i) =>
      sent(() => call('POST', `/api/v1/appointments/${id}/status`, { status: 'checked_in' }, desks[i % 2]!.token)),
    );
    const walkIns = walkers.map((walker, i) =>
      sent(() => call('POST', '/api/v1/queue/walk-ins', { doctorId: doctor.id, patientId: walker.user.id }, desks[i % 2]!.token)),
    );
    const repeats = Array.from({ length: 10 }, (_, i) =>
      sent(() => call('POST', '/api/v1/queue/walk-ins', { doctorId: doctor.id, patientId: twice.user.id }, desks[i % 2]!.token)),
    );
    const [arrived, walked, repeated] = await Promise.all([Promise.all(arrivals), Promise.all(walkIns), Promise.all(repeats)]);

    expect(arrived.map((answer) => answer.status)).toEqual(visits.map(() => 200));
    const statuses = [...walked, ...repeated].map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 409)).toHaveLength(10);

    const tokens = await api.db.select().from(queueTokens).where(eq(queueTokens.doctorId, doctor.id)).orderBy(asc(queueTokens.number));
    expect(tokens.map((token) => token.number)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(tokens.filter((token) => token.patientId === twice.user.id)).toHaveLength(1);
    expect(new Set(tokens.map((token) => token.appointmentId).filter(Boolean)).size).toBe(20);
    const [counter] = await api.db.select().from(queueDays).where(eq(queueDays.doctorId, doctor.id));
    expect(counter!.lastNumber).toBe(40);
  });

  it('the doctor presses "Call next" 8 times at once with 5 waiting: 5 different tokens called in order, 3 told nobody waits', async ({
    api,
    call,
  }) => {
    const doctor = await createDoctorLogin(api.db);
    for (let i = 0; i < 5; i += 1) {
      const walker = await createUser(api.db, 'patient');
      expect((await call('POST', '/api/v1/queue/walk-ins', { doctorId: doctor.doctor.id, patientId: walker.user.id })).status).toBe(201);
    }
    const calls = await Promise.all(
      Array.from({ length: 8 }, () => sent(() => call('POST', '/api/v1/doctor/queue/call-next', undefined, doctor.token))),
    );
    expect(calls.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    const tokens = await api.db.select().from(queueTokens).where(eq(queueTokens.doctorId, doctor.doctor.id)).orderBy(asc(queueTokens.number));
    expect(tokens.map((token) => token.status)).toEqual(['called', 'called', 'called', 'called', 'called']);
    const order = [...tokens].sort((a, b) => a.calledAt!.getTime() - b.calledAt!.getTime() || a.number - b.number).map((token) => token.number);
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });
});
