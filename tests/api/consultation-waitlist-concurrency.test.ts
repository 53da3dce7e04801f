import { and, eq, ne } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { indiaDateOf, indiaTimeToInstant } from '../../src/lib/time/clinic-time';
import { appointments, notifications, timeSlots, waitlistEntries } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { payAndVerify, requestOrder } from '../support/booking-fixtures';
import { insertAppointment, insertDoctor, insertService, insertSlot, offerService } from '../support/clinic-rows';
import { createUser } from '../support/test-app';

// On PostgreSQL and Neon's driver these requests really overlap; PGlite runs them one at a time.
// Whatever the order, a slot freed on a doctor's full day is sold once: held for the first in line
// (docs/decisions/053), refused to direct buyers, claimed once, booked once.

/** A request sent again after a pause while the database answers "busy" (503), as the browser's client does. */
async function sent(send: () => Promise<Response>): Promise<Response> {
  for (let tries = 1; ; tries += 1) {
    const answer = await send();
    if (answer.status !== 503 || tries === 50) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
  }
}

describe('a freed consultation slot raced', { timeout: 240_000 }, () => {
  it('staff cancel while 20 patients try to book the slot and the line waits: the slot goes to the first in line, claimed once, booked once', async ({
    api,
    call,
  }) => {
    const doctor = await insertDoctor(api.db, { name: 'Dr. Race', email: 'race@example.com', mobile: '9876543210' });
    const service = await insertService(api.db, { name: 'Raced consultation', pricePaise: 150_000 });
    await offerService(api.db, doctor.id, service.id);
    const date = indiaDateOf(new Date(Date.now() + 3 * 86_400_000));
    const slot = await insertSlot(api.db, doctor.id, indiaTimeToInstant(date, '11:00'), 30);
    const holder = await createUser(api.db, 'patient');
    const appointment = await insertAppointment(api.db, holder.user.id, slot, service.id);
    const waiters = await Promise.all([createUser(api.db, 'patient'), createUser(api.db, 'patient')]);
    for (const waiter of waiters) {
      const joined = await call('POST', '/api/v1/waitlist/consultations', { doctorId: doctor.id, serviceId: service.id, date }, waiter.token);
      expect(joined.status, await joined.clone().text()).toBe(201);
    }
    const buyers = await Promise.all(Array.from({ length: 20 }, () => createUser(api.db, 'patient')));
    const order = (buyer: (typeof buyers)[number]) => ({ userId: buyer.user.id, slotId: slot.id, serviceId: service.id, description: 'Knee pain' });

    const cancel = sent(() => call('POST', `/api/v1/appointments/${appointment.id}/status`, { status: 'cancelled', reason: 'Doctor away' }));
    const direct = buyers.map((buyer) => sent(async () => requestOrder(api, buyer.token, order(buyer))));
    const [cancelled, ...bought] = await Promise.all([cancel, ...direct]);
    expect(cancelled.status).toBe(200);
    // Booked still, or held for the first in line: never sold to a newcomer.
    expect(bought.map((answer) => answer.status)).toEqual(buyers.map(() => 409));
    const [held] = await api.db.select().from(timeSlots).where(eq(timeSlots.id, slot.id));
    expect(held!.heldByUserId).toBe(waiters[0].user.id);

    const [email] = await api.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, waiters[0].user.id), eq(notifications.kind, 'waitlist_offer'), eq(notifications.channel, 'email')));
    const token = /token=([A-Za-z0-9_-]{43})/.exec(email!.bodyText)![1]!;
    const claims = Array.from({ length: 10 }, () => sent(() => call('POST', '/api/v1/waitlist/claim', { token }, waiters[0].token)));
    const more = buyers.slice(0, 10).map((buyer) => sent(async () => requestOrder(api, buyer.token, order(buyer))));
    const answers = await Promise.all([...claims, ...more]);
    const claimStatuses = answers.slice(0, 10).map((answer) => answer.status);
    expect(claimStatuses.filter((status) => status === 201)).toHaveLength(1);
    expect(claimStatuses.filter((status) => status === 409)).toHaveLength(9);
    expect(answers.slice(10).map((answer) => answer.status)).toEqual(buyers.slice(0, 10).map(() => 409));

    const mine = await requestOrder(api, waiters[0].token, order(waiters[0]));
    expect(mine.status, await mine.clone().text()).toBe(201);
    const paid = await payAndVerify(api, waiters[0].token, (await mine.json()) as Parameters<typeof payAndVerify>[2]);
    expect(paid.status, await paid.clone().text()).toBe(201);
    const live = await api.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.slotId, slot.id), ne(appointments.status, 'cancelled')));
    expect(live.map((row) => row.userId)).toEqual([waiters[0].user.id]);
    const line = await api.db.select().from(waitlistEntries).where(eq(waitlistEntries.doctorId, doctor.id));
    expect(line.map((entry) => entry.status).sort()).toEqual(['claimed', 'waiting']);
  });
});
