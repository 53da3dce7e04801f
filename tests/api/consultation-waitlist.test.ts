import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appointments, classSeats, notifications, timeSlots, waitlistEntries, waitlistOffers } from '../../src/server/kernel/db/schema';
import { sweepWaitlist } from '../../src/server/scheduling/classes/waitlist/offers';
import { indiaDateOf, indiaTimeToInstant } from '../../src/lib/time/clinic-time';
import { apiTest as it, type Call } from '../support/api-fixture';
import { payAndVerify, requestOrder } from '../support/booking-fixtures';
import { addClass, addClassSessions, buySeat, tuesdayAt } from '../support/class-fixtures';
import { insertAppointment, insertDoctor, insertService, insertSlot, offerService } from '../support/clinic-rows';
import { createUser, type TestContext } from '../support/test-app';

// docs/decisions/053: a doctor's full day for a consultation takes a place in line; a freed slot
// is held for the first in line and offered with a one-tap claim link; the claim is the checkout's hold.

type Entry = { id: number; doctorId: number; date: string; mode: string; status: string; position: number | null };
type Line = {
  free: number;
  entries: { id: number; patient: { id: number }; status: string; offer: { status: string; slotStartsAt: string } | null }[];
};

const DAY_MS = 86_400_000;
const keyOf = async (answer: Response) => ((await answer.json()) as { key: string }).key;
let serial = 0;

/** A doctor offering a service, with a day three days on whose `times` (IST) are all booked by other patients. */
async function fullDay(api: TestContext, times = ['10:00', '10:30']) {
  serial += 1;
  const doctor = await insertDoctor(api.db, { name: `Dr. Line ${serial}`, email: `line${serial}@example.com`, mobile: '9876543210' });
  const service = await insertService(api.db, { name: `Consultation ${serial}`, pricePaise: 150_000 });
  await offerService(api.db, doctor.id, service.id);
  const date = indiaDateOf(new Date(Date.now() + 3 * DAY_MS));
  const booked = [];
  for (const time of times) {
    const slot = await insertSlot(api.db, doctor.id, indiaTimeToInstant(date, time), 30, { isBooked: true });
    const holder = await createUser(api.db, 'patient');
    const appointment = await insertAppointment(api.db, holder.user.id, slot, service.id);
    booked.push({ slot, holder, appointment });
  }
  return { doctor, service, date, booked };
}

const join = (call: Call, token: string, body: Record<string, unknown>) => call('POST', '/api/v1/waitlist/consultations', body, token);

/** The claim link's token from the offer's e-mail. */
async function tokenFor(api: TestContext, userId: number): Promise<string> {
  const rows = await api.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'waitlist_offer'), eq(notifications.channel, 'email')));
  const token = /\/waitlist\/claim\?token=([A-Za-z0-9_-]{43})/.exec(rows[0]?.bodyText ?? '')?.[1];
  expect(token, 'a claim link in the offer').toBeTruthy();
  return token!;
}

const staffCancel = (call: Call, appointmentId: number) =>
  call('POST', `/api/v1/appointments/${appointmentId}/status`, { status: 'cancelled', reason: 'Doctor called away' });

describe('POST /api/v1/waitlist/consultations', () => {
  it('a full day takes places in order; one place per patient and doctor-day; the day must really be full', async ({ api, call }) => {
    const { doctor, service, date } = await fullDay(api);
    const [first, second] = await Promise.all([createUser(api.db, 'patient'), createUser(api.db, 'patient')]);
    const body = { doctorId: doctor.id, serviceId: service.id, date, mode: 'video' };
    const a = await join(call, first.token, body);
    expect(a.status, await a.clone().text()).toBe(201);
    expect(((await a.json()) as Entry).position).toBe(1);
    const b = await join(call, second.token, { ...body, mode: 'call' });
    expect(((await b.json()) as Entry).position).toBe(2);
    const again = await join(call, first.token, { ...body, mode: 'call' });
    expect(again.status).toBe(409);
    expect(await keyOf(again)).toBe('waitlist.alreadyWaitingDay');
    const mine = (await (await call('GET', '/api/v1/waitlist/consultations/mine', undefined, first.token)).json()) as Entry[];
    expect(mine.map((entry) => [entry.doctorId, entry.date, entry.status])).toEqual([[doctor.id, date, 'waiting']]);

    // A slot added to the day goes to the first in line before anyone new joins (the line goes first).
    await insertSlot(api.db, doctor.id, indiaTimeToInstant(date, '16:00'), 30);
    const third = await createUser(api.db, 'patient');
    expect((await join(call, third.token, body)).status).toBe(201);
    const line = (await (await call('GET', `/api/v1/waitlist/consultations?doctorId=${doctor.id}&date=${date}`)).json()) as Line;
    expect(line.entries.map((entry) => [entry.patient.id, entry.status])).toEqual([
      [first.user.id, 'offered'],
      [second.user.id, 'waiting'],
      [third.user.id, 'waiting'],
    ]);
  });

  it('refuses a past day, a day without consultations, a service the doctor does not offer, a bad body; nothing written', async ({ api, call }) => {
    const { doctor, service, date } = await fullDay(api);
    const patient = await createUser(api.db, 'patient');
    const other = await insertService(api.db, { name: 'Not offered', pricePaise: 1000 });
    const yesterday = indiaDateOf(new Date(Date.now() - DAY_MS));
    const emptyDay = indiaDateOf(new Date(Date.now() + 5 * DAY_MS));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ doctorId: doctor.id, serviceId: service.id, date: yesterday }, 400, 'waitlist.dayInvalid'],
      [{ doctorId: doctor.id, serviceId: service.id, date: emptyDay }, 409, 'waitlist.noDoctorDay'],
      [{ doctorId: doctor.id, serviceId: other.id, date }, 409, 'bookingServer.serviceNotOffered'],
      [{ doctorId: doctor.id, serviceId: service.id, date: '2026-02-30' }, 400, 'waitlist.dayInvalid'],
      [{ doctorId: doctor.id, serviceId: service.id, date, extra: 1 }, 400, ''],
    ];
    for (const [body, status, key] of cases) {
      const answer = await join(call, patient.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      if (key) expect(await keyOf(answer)).toBe(key);
    }
    // With a free time that day and nobody waiting, the patient books it instead.
    await insertSlot(api.db, doctor.id, indiaTimeToInstant(date, '18:00'), 30);
    const notFull = await join(call, patient.token, { doctorId: doctor.id, serviceId: service.id, date });
    expect(notFull.status).toBe(409);
    expect(await keyOf(notFull)).toBe('waitlist.dayNotFull');
    expect(await api.db.select().from(waitlistEntries).where(eq(waitlistEntries.patientId, patient.user.id))).toEqual([]);
    // Staff cannot join; a patient with an appointment that day cannot either.
    expect((await join(call, (await createUser(api.db, 'admin')).token, { doctorId: doctor.id, serviceId: service.id, date })).status).toBe(403);
  });
});

describe('a freed slot goes to the first in line', () => {
  it('staff cancel an appointment: the slot is held for the first in line, the offer sent on their channel; the claim holds it for payment and it is paid like any booking', async ({
    api,
    call,
  }) => {
    const { doctor, service, date, booked } = await fullDay(api);
    const [first, second, buyer] = await Promise.all([createUser(api.db, 'patient'), createUser(api.db, 'patient'), createUser(api.db, 'patient')]);
    for (const waiter of [first, second])
      expect((await join(call, waiter.token, { doctorId: doctor.id, serviceId: service.id, date })).status).toBe(201);

    expect((await staffCancel(call, booked[0]!.appointment.id)).status).toBe(200);
    const [slot] = await api.db.select().from(timeSlots).where(eq(timeSlots.id, booked[0]!.slot.id));
    expect(slot!.heldByUserId).toBe(first.user.id);
    expect(slot!.heldUntil!.getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    // Nobody else may book it meanwhile.
    const sniped = await requestOrder(api, buyer.token, { userId: buyer.user.id, slotId: slot!.id, serviceId: service.id, description: 'Back pain' });
    expect(sniped.status).toBe(409);

    const token = await tokenFor(api, first.user.id);
    const offer = (await (await call('GET', `/api/v1/waitlist/offer?token=${token}`, undefined, null)).json()) as Record<string, unknown>;
    expect(offer).toMatchObject({
      kind: 'consultation',
      slotId: slot!.id,
      doctor: { id: doctor.id },
      service: { id: service.id },
      pricePaise: 150_000,
      mode: 'video',
    });

    // Another patient's hands: 403, nothing changed.
    const stolen = await call('POST', '/api/v1/waitlist/claim', { token }, second.token);
    expect(stolen.status).toBe(403);
    expect(await keyOf(stolen)).toBe('waitlist.offerNotYours');
    expect((await api.db.select().from(waitlistOffers).where(eq(waitlistOffers.slotId, slot!.id)))[0]!.status).toBe('open');

    const claimed = await call('POST', '/api/v1/waitlist/claim', { token }, first.token);
    expect(claimed.status, await claimed.clone().text()).toBe(201);
    const hold = (await claimed.json()) as { kind: string; slotId: number; serviceId: number; heldUntil: string };
    expect(hold).toMatchObject({ kind: 'consultation', slotId: slot!.id, serviceId: service.id });
    expect(Date.parse(hold.heldUntil) - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5000);
    expect((await call('POST', '/api/v1/waitlist/claim', { token }, first.token)).status).toBe(409);

    const order = await requestOrder(api, first.token, { userId: first.user.id, slotId: slot!.id, serviceId: service.id, description: 'Back pain' });
    expect(order.status, await order.clone().text()).toBe(201);
    const paid = await payAndVerify(
      api,
      first.token,
      (await order.json()) as { order_id: string; userId: number; slotId: number; serviceId: number; description: string },
    );
    expect(paid.status, await paid.clone().text()).toBe(201);
    const live = await api.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.slotId, slot!.id), eq(appointments.status, 'confirmed')));
    expect(live.map((row) => row.userId)).toEqual([first.user.id]);
    const line = (await (await call('GET', `/api/v1/waitlist/consultations?doctorId=${doctor.id}&date=${date}`)).json()) as Line;
    expect(line.entries.map((entry) => entry.status)).toEqual(['claimed', 'waiting']);
  });

  it('an offer run out: the claim answers 409 and the slot passes to the next in line (nobody charged); a patient cancelling or moving frees a slot too', async ({
    api,
    call,
  }) => {
    const { doctor, service, date, booked } = await fullDay(api);
    const [first, second] = await Promise.all([createUser(api.db, 'patient'), createUser(api.db, 'patient')]);
    for (const waiter of [first, second]) await join(call, waiter.token, { doctorId: doctor.id, serviceId: service.id, date });
    // The holder cancels it themselves.
    const cancelled = await call('POST', `/api/v1/appointments/${booked[0]!.appointment.id}/cancel`, {}, booked[0]!.holder.token);
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const token = await tokenFor(api, first.user.id);
    const past = new Date(Date.now() - 1000);
    await api.db.update(waitlistOffers).set({ expiresAt: past }).where(eq(waitlistOffers.slotId, booked[0]!.slot.id));
    await api.db.update(timeSlots).set({ heldUntil: past }).where(eq(timeSlots.id, booked[0]!.slot.id));

    const late = await call('POST', '/api/v1/waitlist/claim', { token }, first.token);
    expect(late.status).toBe(409);
    expect(await keyOf(late)).toBe('waitlist.offerLapsed');
    expect((await call('GET', `/api/v1/waitlist/offer?token=${token}`, undefined, null)).status).toBe(409);

    const swept = await sweepWaitlist(api.db, api.deps.providers.notifications, new Date());
    expect(swept.offered).toBeGreaterThanOrEqual(1);
    const [slot] = await api.db.select().from(timeSlots).where(eq(timeSlots.id, booked[0]!.slot.id));
    expect(slot!.heldByUserId).toBe(second.user.id);
    const entries = await api.db.select().from(waitlistEntries).where(eq(waitlistEntries.doctorId, doctor.id));
    expect(entries.map((entry) => [entry.patientId, entry.status]).sort()).toEqual(
      [
        [first.user.id, 'lapsed'],
        [second.user.id, 'offered'],
      ].sort(),
    );
    expect(await api.db.select().from(appointments).where(eq(appointments.userId, first.user.id))).toEqual([]);
  });

  it('staff see the line and offer by hand a slot added to the full day; 409 with nothing to offer; receptionists may, patients may not', async ({
    api,
    call,
  }) => {
    const { doctor, service, date } = await fullDay(api);
    const waiter = await createUser(api.db, 'patient');
    await join(call, waiter.token, { doctorId: doctor.id, serviceId: service.id, date });
    const desk = await createUser(api.db, 'receptionist');
    const query = { doctorId: doctor.id, date };
    const nothing = await call('POST', '/api/v1/waitlist/consultations/offer', query, desk.token);
    expect(nothing.status).toBe(409);
    expect(await keyOf(nothing)).toBe('waitlist.nothingToOfferDay');
    expect((await call('GET', `/api/v1/waitlist/consultations?doctorId=${doctor.id}&date=${date}`, undefined, waiter.token)).status).toBe(403);

    await insertSlot(api.db, doctor.id, indiaTimeToInstant(date, '17:00'), 30);
    const offered = await call('POST', '/api/v1/waitlist/consultations/offer', query, desk.token);
    expect(offered.status, await offered.clone().text()).toBe(200);
    const line = (await offered.json()) as Line;
    expect(line.entries.map((entry) => [entry.patient.id, entry.status])).toEqual([[waiter.user.id, 'offered']]);
    expect(line.entries[0]!.offer!.slotStartsAt).toBe(indiaTimeToInstant(date, '17:00').toISOString());
    await tokenFor(api, waiter.user.id);
    // The patient leaves the line: the offer is withdrawn and the slot let go.
    const left = await call('DELETE', `/api/v1/waitlist/${line.entries[0]!.id}`, undefined, waiter.token);
    expect(left.status, await left.clone().text()).toBe(200);
    const [slot] = await api.db
      .select()
      .from(timeSlots)
      .where(eq(timeSlots.startTime, indiaTimeToInstant(date, '17:00')));
    expect(slot!.heldByUserId).toBeNull();
  });

  it('the desk lists upcoming lines and takes a place out: the offer passes to the next; the patient sees names in their places; patients may not remove', async ({
    api,
    call,
  }) => {
    const { doctor, service, date } = await fullDay(api);
    const [first, second] = await Promise.all([createUser(api.db, 'patient'), createUser(api.db, 'patient')]);
    const body = { doctorId: doctor.id, serviceId: service.id, date, mode: 'video' };
    const a = (await (await join(call, first.token, body)).json()) as Entry & { doctorName: string; serviceName: string };
    expect(a).toMatchObject({ doctorName: doctor.name, serviceName: service.name, position: 1 });
    const b = (await (await join(call, second.token, body)).json()) as Entry;
    const desk = await createUser(api.db, 'receptionist');
    const lines = (await (await call('GET', '/api/v1/waitlist/lines', undefined, desk.token)).json()) as {
      doctorDays: { doctorId: number; date: string; waiting: number; doctorName: string }[];
    };
    expect(lines.doctorDays.filter((line) => line.doctorId === doctor.id)).toEqual([
      { doctorId: doctor.id, doctorName: doctor.name, date, waiting: 2 },
    ]);
    expect((await call('GET', '/api/v1/waitlist/lines', undefined, first.token)).status).toBe(403);
    expect((await call('DELETE', `/api/v1/waitlist/entries/${b.id}`, undefined, first.token)).status).toBe(403);

    // A slot frees: the first is offered it; the desk removes them and the offer passes to the second.
    await insertSlot(api.db, doctor.id, indiaTimeToInstant(date, '17:00'), 30);
    await call('POST', '/api/v1/waitlist/consultations/offer', { doctorId: doctor.id, date }, desk.token);
    const removed = await call('DELETE', `/api/v1/waitlist/entries/${a.id}`, undefined, desk.token);
    expect(removed.status, await removed.clone().text()).toBe(200);
    expect(await removed.json()).toMatchObject({ id: a.id, status: 'withdrawn', position: null });
    const line = (await (
      await call('GET', `/api/v1/waitlist/consultations?doctorId=${doctor.id}&date=${date}`, undefined, desk.token)
    ).json()) as Line;
    expect(line.entries.map((entry) => [entry.patient.id, entry.status])).toEqual([
      [first.user.id, 'withdrawn'],
      [second.user.id, 'offered'],
    ]);
    const again = await call('DELETE', `/api/v1/waitlist/entries/${a.id}`, undefined, desk.token);
    expect(again.status).toBe(404);
    expect(await keyOf(again)).toBe('waitlist.entryNotFound');
    expect((await call('DELETE', '/api/v1/waitlist/entries/999999', undefined, desk.token)).status).toBe(404);
  });
});

describe('class seats: a capacity raised is offered to the line at once', () => {
  it('staff raise a full session class from 1 to 2 in-person seats: the first in line is offered the new seat', async ({ api, call }) => {
    const cls = await addClass(api, call, { inPersonSeats: 1, onlineSeats: 0, seatSale: 'session' });
    const [session] = await addClassSessions(call, cls.id, { startsAt: tuesdayAt('10:00', 1), minutes: 60 });
    const holder = await createUser(api.db, 'patient');
    await buySeat(call, api, holder.token, { sessionId: session!.id, mode: 'in_person' });
    const waiter = await createUser(api.db, 'patient');
    expect((await call('POST', '/api/v1/waitlist', { sessionId: session!.id, mode: 'in_person' }, waiter.token)).status).toBe(201);
    // The desk's list of lines names the session's line, its class and how many wait.
    const desk = await createUser(api.db, 'receptionist');
    const lines = (await (await call('GET', '/api/v1/waitlist/lines', undefined, desk.token)).json()) as {
      sessions: { sessionId: number; title: string; waiting: number }[];
    };
    expect(lines.sessions.filter((line) => line.sessionId === session!.id)).toEqual([
      expect.objectContaining({ sessionId: session!.id, title: (cls as unknown as { title: { en: string } }).title.en, waiting: 1 }),
    ]);
    const raised = await call('PUT', `/api/v1/classes/${cls.id}`, { ...toInput(cls), inPersonSeats: 2 });
    expect(raised.status, await raised.clone().text()).toBe(200);
    const held = await api.db
      .select()
      .from(classSeats)
      .where(and(eq(classSeats.sessionId, session!.id), eq(classSeats.patientId, waiter.user.id)));
    expect(held.map((seat) => seat.status)).toEqual(['held']);
    await tokenFor(api, waiter.user.id);
    // The desk sees the class line too.
    expect((await call('GET', `/api/v1/class-sessions/${session!.id}/waitlist`, undefined, desk.token)).status).toBe(200);
  });
});

/** A class answer back as the PUT body. */
function toInput(cls: Record<string, unknown>) {
  const { title, description, teacher, room, inPersonSeats, onlineSeats, pricePaise, seatSale, status } = cls as {
    teacher: { kind: string; id: number };
    room: { id: number } | null;
    [key: string]: unknown;
  };
  return {
    title,
    description,
    teacher: { kind: teacher.kind, id: teacher.id },
    roomId: room?.id ?? null,
    inPersonSeats,
    onlineSeats,
    pricePaise,
    seatSale,
    status,
  };
}
