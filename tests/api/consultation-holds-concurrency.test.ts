import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { appointments, payments, reservations, timeSlots } from '../../src/server/kernel/db/schema';
import { apiTest as it } from '../support/api-fixture';
import { createBookable, createSlot } from '../support/booking-fixtures';
import { createUser, jsonRequest } from '../support/test-app';

// Desks booking one doctor's overlapping slots while staff block the doctor's time: on PostgreSQL
// and Neon's driver they really overlap (a pool of connections), PGlite runs them one at a time;
// the exclusion constraint decides either way (docs/decisions/038, 043).

const DESKS = 24;
const BLOCKS = 6;
const MINUTE = 60_000;

interface Range {
  startsAt: Date;
  endsAt: Date;
}
const overlaps = (a: Range, b: Range) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

describe(`${DESKS} desks and ${BLOCKS} blocks racing for one doctor’s time`, () => {
  it('holds no two overlapping reservations; every loser is a 409 naming the clash and leaves nothing written', async ({ api, admin }) => {
    const { doctor, service, slot: first } = await createBookable(api.db, { startsInHours: 72 });
    // Half-hour slots starting 10 minutes apart: each overlaps the two either side of it.
    const slots = [first];
    for (let i = 1; i < DESKS; i += 1) slots.push(await createSlot(api.db, doctor.id, 72 + (i * 10) / 60));
    const patients = await Promise.all(slots.map(() => createUser(api.db, 'patient')));
    const blockRanges = Array.from({ length: BLOCKS }, (_, i) => {
      const start = first.startTime.getTime() + (i * 40 + 5) * MINUTE;
      return { startsAt: new Date(start), endsAt: new Date(start + 20 * MINUTE) };
    });

    const bookings = slots.map((slot, i) =>
      api.app.request(
        '/api/v1/appointments/staff',
        jsonRequest(
          'POST',
          { patientId: patients[i]!.user.id, serviceId: service.id, slotId: slot.id, mode: 'video', payment: { method: 'cash', amount: 1500 } },
          admin.token,
        ),
      ),
    );
    const blocks = blockRanges.map((range) =>
      api.app.request(
        '/api/v1/reservations',
        jsonRequest(
          'POST',
          { resource: { kind: 'doctor', id: doctor.id }, startsAt: range.startsAt.toISOString(), endsAt: range.endsAt.toISOString() },
          admin.token,
        ),
      ),
    );
    // Interleaved, so blocks race the bookings rather than come after them.
    const answers = await Promise.all(bookings.flatMap((booking, i) => (i < BLOCKS ? [booking, blocks[i]!] : [booking])));
    const bookingAnswers = answers.filter((_, i) => !(i % 2 === 1 && i < 2 * BLOCKS));
    const blockAnswers = answers.filter((_, i) => i % 2 === 1 && i < 2 * BLOCKS);
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(' '),
    ).toBe(true);
    for (const answer of answers.filter((each) => each.status === 409)) {
      const body = (await answer.json()) as { key: string; params: { resourceKind: string; resourceId: number } };
      expect(body.key).toBe('resource.reservationClash');
      expect(body.params).toMatchObject({ resourceKind: 'doctor', resourceId: doctor.id });
    }

    const held = await api.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.resourceKind, 'doctor'), eq(reservations.resourceId, doctor.id)));
    for (const [i, a] of held.entries()) for (const b of held.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    expect(held.filter((row) => row.purpose === 'block')).toHaveLength(blockAnswers.filter((answer) => answer.status === 201).length);
    // A slot loses only to something held that overlaps it, and a held half hour overlaps at most
    // five slots (itself and two either side), so at least ⌈24 / 5⌉ = 5 things are held.
    expect(held.length).toBeGreaterThanOrEqual(Math.ceil(DESKS / 5));

    // Every won booking is one confirmed appointment holding its slot's range; every lost one wrote nothing.
    const slotIds = slots.map((slot) => slot.id);
    const booked = await api.db
      .select()
      .from(appointments)
      .where(and(inArray(appointments.slotId, slotIds), ne(appointments.status, 'cancelled')));
    expect(booked).toHaveLength(bookingAnswers.filter((answer) => answer.status === 201).length);
    const consultations = held.filter((row) => row.purpose === 'consultation');
    expect(consultations.map((row) => row.appointmentId).sort()).toEqual(booked.map((row) => row.id).sort());
    for (const appointment of booked) {
      const slot = slots.find((each) => each.id === appointment.slotId)!;
      expect(consultations.find((row) => row.appointmentId === appointment.id)).toMatchObject({ startsAt: slot.startTime, endsAt: slot.endTime });
    }
    const lostSlots = slotIds.filter((id) => !booked.some((row) => row.slotId === id));
    if (lostSlots.length > 0) {
      expect(await api.db.select().from(payments).where(inArray(payments.slotId, lostSlots))).toEqual([]);
      const freed = await api.db.select().from(timeSlots).where(inArray(timeSlots.id, lostSlots));
      expect(freed.every((row) => !row.isBooked && row.heldUntil === null)).toBe(true);
    }
  });
});
