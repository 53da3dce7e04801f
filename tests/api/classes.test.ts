import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { classSeats, classSessions, paymentDocuments, payments, reservations } from '../../src/server/kernel/db/schema';
import { apiTest as it, type Call } from '../support/api-fixture';
import { localPayments } from '../support/booking-fixtures';
import { insertDoctor } from '../support/clinic-rows';
import { addRoom, addTherapist } from '../support/course-rows';
import { createUser, type TestContext } from '../support/test-app';

type ClassJson = { id: number; rrule: string | null; teacher: { name: string }; room: { id: number } | null };
type SessionJson = {
  id: number;
  startsAt: string;
  endsAt: string;
  inSeries: boolean;
  meetingLink: string | null;
  taken: { in_person: number; online: number };
};
type PublicSession = { id: number; seatsLeft: { in_person: number; online: number } } & Record<string, unknown>;
type Hold = { seat: { id: number; status: string; holdExpiresAt: string | null }; order: { order_id: string; amount: number } | null };

const DAY_MS = 86_400_000;
const title = (en: string) => ({ en, hi: `${en} (हिंदी)`, gu: `${en} (ગુજરાતી)` });

/** Next week's Tuesday 09:30 IST (a clinic wall-clock time), as an ISO string with its offset. */
function nextTuesdayAt(time: string, weeksAhead = 1): string {
  const day = new Date(Date.now() + weeksAhead * 7 * DAY_MS);
  day.setUTCDate(day.getUTCDate() + ((2 - day.getUTCDay() + 7) % 7));
  return `${day.toISOString().slice(0, 10)}T${time}:00+05:30`;
}

async function newClass(api: TestContext, call: Call, fields: Record<string, unknown> = {}) {
  const room = await addRoom(api.db);
  const therapist = await addTherapist(api.db, 'Teacher', 'female', []);
  const answer = await call('POST', '/api/v1/classes', {
    title: title('Yoga for arthritis'),
    description: title('Gentle movement for stiff joints'),
    teacher: { kind: 'therapist', id: therapist.id },
    roomId: room.id,
    inPersonSeats: 3,
    onlineSeats: 2,
    pricePaise: 50_000,
    seatSale: 'both',
    ...fields,
  });
  expect(answer.status).toBe(201);
  return { cls: (await answer.json()) as ClassJson, room, therapist };
}

async function addSessions(call: Call, classId: number, body: Record<string, unknown>) {
  const answer = await call('POST', `/api/v1/classes/${classId}/sessions`, body);
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as SessionJson[];
}

const hold = (call: Call, token: string, body: Record<string, unknown>) => call('POST', '/api/v1/class-seats', body, token);

async function payHold(call: Call, api: TestContext, token: string, held: Hold) {
  const paid = localPayments(api).simulatePayment(held.order!.order_id);
  return call(
    'POST',
    `/api/v1/class-seats/${held.seat.id}/verify-payment`,
    { razorpay_order_id: held.order!.order_id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    token,
  );
}

describe('classes and their sessions (staff)', () => {
  it('creates a class in three languages; refuses bad input with clear keys; staff only', async ({ api, call, patient }) => {
    const { cls, therapist } = await newClass(api, call);
    expect(cls).toMatchObject({ teacher: { name: therapist.name }, rrule: null });
    const bad = await call('POST', '/api/v1/classes', {
      title: title('x'),
      teacher: { kind: 'doctor', id: 1 },
      roomId: null,
      inPersonSeats: 4,
      onlineSeats: 0,
      pricePaise: 0,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { key: string }).key).toBe('classes.roomRequired');
    const unknown = await call('POST', '/api/v1/classes', {
      title: title('x'),
      teacher: { kind: 'doctor', id: 999_999 },
      roomId: null,
      inPersonSeats: 0,
      onlineSeats: 4,
      pricePaise: 0,
    });
    expect(((await unknown.json()) as { key: string }).key).toBe('classes.teacherUnknown');
    expect((await call('GET', '/api/v1/classes', undefined, patient.token)).status).toBe(403);
    expect((await call('POST', `/api/v1/classes/${cls.id}/sessions`, { startsAt: nextTuesdayAt('09:30'), minutes: 60 }, patient.token)).status).toBe(
      403,
    );
  });

  it('a weekly RRULE makes sessions at the same IST wall-clock time, each holding the teacher and the room', async ({ api, call }) => {
    const { cls, room, therapist } = await newClass(api, call);
    const first = nextTuesdayAt('09:30');
    const sessions = await addSessions(call, cls.id, { startsAt: first, minutes: 60, rrule: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4' });
    expect(sessions).toHaveLength(4);
    const ist = (iso: string) => new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(11, 16);
    expect(sessions.map((s) => ist(s.startsAt))).toEqual(['09:30', '09:30', '09:30', '09:30']);
    expect(new Date(sessions[1]!.startsAt).getTime() - new Date(sessions[0]!.startsAt).getTime()).toBe(2 * DAY_MS);
    expect(sessions.every((s) => s.inSeries && s.meetingLink !== null)).toBe(true);
    const held = await api.db.select().from(reservations).where(eq(reservations.classSessionId, sessions[0]!.id));
    expect(held.map((r) => [r.resourceKind, r.resourceId, r.purpose]).sort()).toEqual([
      ['room', room.id, 'class_session'],
      ['therapist', therapist.id, 'class_session'],
    ]);
    expect(((await (await call('GET', `/api/v1/classes/${cls.id}`)).json()) as ClassJson).rrule).toBe('FREQ=WEEKLY;BYDAY=TU,TH;COUNT=4');

    // A second series is refused, as is a rule without an end or not weekly.
    expect((await call('POST', `/api/v1/classes/${cls.id}/sessions`, { startsAt: first, minutes: 60, rrule: 'FREQ=WEEKLY;COUNT=2' })).status).toBe(
      409,
    );
    const { cls: other } = await newClass(api, call);
    for (const rrule of ['FREQ=WEEKLY;BYDAY=TU', 'FREQ=DAILY;COUNT=3', 'FREQ=WEEKLY;COUNT=60', 'nonsense']) {
      const refused = await call('POST', `/api/v1/classes/${other.id}/sessions`, { startsAt: first, minutes: 60, rrule });
      expect(((await refused.json()) as { key: string }).key, rrule).toBe('classes.rruleInvalid');
    }
    const past = await call('POST', `/api/v1/classes/${other.id}/sessions`, { startsAt: new Date(Date.now() - DAY_MS).toISOString(), minutes: 60 });
    expect(((await past.json()) as { key: string }).key).toBe('classes.sessionStartsInPast');
  });

  it('a session whose room or teacher is taken is a 409 naming the clash, and nothing is written', async ({ api, call }) => {
    const { cls, room } = await newClass(api, call);
    const at = nextTuesdayAt('11:00', 2);
    await addSessions(call, cls.id, { startsAt: at, minutes: 90 });
    // Another class with its own teacher in the same room, overlapping by 30 minutes.
    const { cls: rival } = await newClass(api, call, { roomId: room.id });
    const clash = await call('POST', `/api/v1/classes/${rival.id}/sessions`, {
      startsAt: new Date(new Date(at).getTime() + 60 * 60_000).toISOString(),
      minutes: 60,
      rrule: 'FREQ=WEEKLY;COUNT=3',
    });
    expect(clash.status).toBe(409);
    const body = (await clash.json()) as { key: string; params: { resourceKind: string; resourceId: number } };
    expect(body).toMatchObject({ key: 'resource.reservationClash', params: { resourceKind: 'room', resourceId: room.id } });
    expect(await api.db.select().from(classSessions).where(eq(classSessions.classId, rival.id))).toEqual([]);
    expect(((await (await call('GET', `/api/v1/classes/${rival.id}`)).json()) as ClassJson).rrule).toBeNull();
  });
});

describe('seats: held, paid, never more than the capacity', () => {
  it('a patient holds a seat, pays, and is on the roster with the receipt naming the class; refusals change nothing', async ({ api, call }) => {
    const { cls } = await newClass(api, call, { inPersonSeats: 1, onlineSeats: 1, seatSale: 'session' });
    const [session] = await addSessions(call, cls.id, { startsAt: nextTuesdayAt('17:00', 3), minutes: 60 });
    const buyer = await createUser(api.db, 'patient');

    const listed = await call('GET', '/api/v1/class-sessions', undefined, null);
    expect(listed.headers.get('Cache-Control')).toBe('public, max-age=60');
    const mine = ((await listed.json()) as PublicSession[]).find((s) => s.id === session!.id)!;
    expect(mine.seatsLeft).toEqual({ in_person: 1, online: 1 });
    expect(JSON.stringify(mine)).not.toMatch(/mobile|patient/i);

    const held = await hold(call, buyer.token, { sessionId: session!.id, mode: 'in_person' });
    expect(held.status).toBe(201);
    const seat = (await held.json()) as Hold;
    expect(seat).toMatchObject({ seat: { status: 'held' }, order: { amount: 50_000 } });
    // Opening the checkout again answers the same seat and order.
    const again = (await (await hold(call, buyer.token, { sessionId: session!.id, mode: 'in_person' })).json()) as Hold;
    expect(again).toEqual(seat);

    const rival = await createUser(api.db, 'patient');
    const full = await hold(call, rival.token, { sessionId: session!.id, mode: 'in_person' });
    expect(full.status).toBe(409);
    expect(((await full.json()) as { key: string }).key).toBe('classSeats.seatsFull');
    const series = await hold(call, rival.token, { sessionId: session!.id, mode: 'online', series: true });
    expect(((await series.json()) as { key: string }).key).toBe('classSeats.seriesNotSold');

    const paid = await payHold(call, api, buyer.token, seat);
    expect(paid.status).toBe(201);
    const answer = (await paid.json()) as { status: string; receiptNumber: string };
    expect(answer.status).toBe('paid');
    const [receipt] = await api.db.select().from(paymentDocuments).where(eq(paymentDocuments.number, answer.receiptNumber));
    expect(receipt!.serviceName).toMatch(/^Yoga for arthritis — class seat, in person, /);
    const twice = await hold(call, buyer.token, { sessionId: session!.id, mode: 'online' });
    expect(((await twice.json()) as { key: string }).key).toBe('classSeats.alreadyHasSeat');

    const roster = (await (await call('GET', `/api/v1/class-sessions/${session!.id}/roster`)).json()) as {
      seats: { name: string; mobile: string; mode: string }[];
      session: SessionJson;
    };
    expect(roster.seats).toEqual([
      {
        id: seat.seat.id,
        patientId: buyer.user.id,
        name: buyer.user.name,
        mobile: buyer.user.mobile,
        mode: 'in_person',
        series: false,
        paid: true,
        pricePaise: 50_000,
        refundedPaise: null,
        checkedInAt: null,
      },
    ]);
    expect(roster.session.taken).toEqual({ in_person: 1, online: 0 });

    // Capacity below the seats sold is refused; a cancelled session sells nothing and frees its room.
    const shrink = await call('PUT', `/api/v1/classes/${cls.id}`, {
      title: title('Yoga for arthritis'),
      teacher: {
        kind: 'therapist',
        id: await api.db
          .select()
          .from(reservations)
          .where(eq(reservations.classSessionId, session!.id))
          .then((r) => r.find((x) => x.resourceKind === 'therapist')!.resourceId),
      },
      roomId: cls.room!.id,
      inPersonSeats: 0,
      onlineSeats: 1,
      pricePaise: 50_000,
    });
    expect(((await shrink.json()) as { key: string }).key).toBe('classes.capacityBelowSold');
    expect((await call('POST', `/api/v1/class-sessions/${session!.id}/cancel`)).status).toBe(200);
    expect(await api.db.select().from(reservations).where(eq(reservations.classSessionId, session!.id))).toEqual([]);
    const cancelled = await hold(call, rival.token, { sessionId: session!.id, mode: 'online' });
    expect(((await cancelled.json()) as { key: string }).key).toBe('classSeats.sessionCancelled');
  });

  it('a free class confirms at once; a mode the class lacks and a started session are refused', async ({ api, call }) => {
    const doctor = await insertDoctor(api.db);
    const { cls } = await newClass(api, call, {
      teacher: { kind: 'doctor', id: doctor.id },
      roomId: null,
      inPersonSeats: 0,
      onlineSeats: 5,
      pricePaise: 0,
    });
    const [session] = await addSessions(call, cls.id, { startsAt: nextTuesdayAt('19:00', 4), minutes: 45 });
    const buyer = await createUser(api.db, 'patient');
    const free = await hold(call, buyer.token, { sessionId: session!.id, mode: 'online' });
    expect(free.status).toBe(201);
    expect((await free.json()) as Hold).toMatchObject({ seat: { status: 'paid', holdExpiresAt: null }, order: null });
    const inPerson = await hold(call, buyer.token, { sessionId: session!.id, mode: 'in_person' });
    expect(((await inPerson.json()) as { key: string }).key).toBe('classSeats.modeNotOffered');
    expect((await hold(call, buyer.token, { sessionId: session!.id, mode: 'standing' })).status).toBe(400);

    await api.db
      .update(classSessions)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(classSessions.id, session!.id));
    const late = await createUser(api.db, 'patient');
    const started = await hold(call, late.token, { sessionId: session!.id, mode: 'online' });
    expect(((await started.json()) as { key: string }).key).toBe('classSeats.sessionStarted');
  });

  it('a series seat counts in every session of the series; a payment after a lapsed hold whose seat was taken is refunded in full', async ({
    api,
    call,
  }) => {
    const { cls } = await newClass(api, call, { inPersonSeats: 1, onlineSeats: 0, seatSale: 'both' });
    const sessions = await addSessions(call, cls.id, { startsAt: nextTuesdayAt('08:00', 5), minutes: 60, rrule: 'FREQ=WEEKLY;COUNT=3' });
    const late = await createUser(api.db, 'patient');
    const lapsed = (await (await hold(call, late.token, { sessionId: sessions[1]!.id, mode: 'in_person', series: true })).json()) as Hold;
    // The hold lapses unpaid; another patient takes the one seat of the second session.
    await api.db
      .update(classSeats)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(classSeats.id, lapsed.seat.id));
    const other = await createUser(api.db, 'patient');
    const taken = (await (await hold(call, other.token, { sessionId: sessions[1]!.id, mode: 'in_person' })).json()) as Hold;
    expect((await payHold(call, api, other.token, taken)).status).toBe(201);

    const refused = await payHold(call, api, late.token, lapsed);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { key: string }).key).toBe('classSeats.seatLostRefund');
    const [payment] = await api.db.select().from(payments).where(eq(payments.classSeatId, lapsed.seat.id));
    expect(payment).toMatchObject({ status: 'refunded', refundedPaise: payment!.amountPaise });

    // The series seat is gone; the other sessions still have their seat, which a series seat would take in each.
    const left = ((await (await call('GET', '/api/v1/class-sessions', undefined, null)).json()) as PublicSession[]).filter(
      (s) => s.classId === cls.id,
    );
    expect(left.map((s) => s.seatsLeft.in_person)).toEqual([1, 0, 1]);
    const seriesBuyer = await createUser(api.db, 'patient');
    const seriesRefused = await hold(call, seriesBuyer.token, { sessionId: sessions[0]!.id, mode: 'in_person', series: true });
    expect(((await seriesRefused.json()) as { key: string }).key).toBe('classSeats.seatsFull');
    expect(
      await api.db
        .select()
        .from(classSeats)
        .where(and(eq(classSeats.classId, cls.id), eq(classSeats.patientId, seriesBuyer.user.id))),
    ).toEqual([]);
  });
});
