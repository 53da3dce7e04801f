import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/server/kernel/db/migrations-folder';
import { appointments, auditEvents, payments, reservations, timeSlots, users } from '../../src/server/kernel/db/schema';
import type { ResourceGrid } from '../../src/server/scheduling/resource-grid/responses';
import { apiTest as it } from '../support/api-fixture';
import { createBookable, createSlot, payAndVerify, requestOrder } from '../support/booking-fixtures';
import { insertAppointment } from '../support/clinic-rows';
import { createUser, jsonRequest, type TestContext } from '../support/test-app';

// A consultation holds its doctor like a session holds a therapist (docs/decisions/043).

const MINUTE = 60_000;
type Slot = typeof timeSlots.$inferSelect;
type Clash = { key: string; params: { resourceKind: string; resourceId: number; startsAt: string; endsAt: string } };

const doctorHolds = (db: TestContext['db'], doctorId: number) =>
  db
    .select()
    .from(reservations)
    .where(and(eq(reservations.resourceKind, 'doctor'), eq(reservations.resourceId, doctorId)))
    .orderBy(reservations.startsAt);

/** A second slot of the slot's doctor starting `minutes` after it (overlapping it when under 30). */
const slotAfter = (db: TestContext['db'], slot: Slot, minutes: number) =>
  createSlot(db, slot.doctorId, (slot.startTime.getTime() + minutes * MINUTE - Date.now()) / 3_600_000);

const deskBooking = (patientId: number, serviceId: number, slotId: number) => ({
  patientId,
  serviceId,
  slotId,
  mode: 'video',
  payment: { method: 'cash', amount: 1500 },
});

const availableIds = async (api: TestContext, slot: Slot) => {
  const range = `startDate=${encodeURIComponent(new Date(slot.startTime.getTime() - 3_600_000).toISOString())}&endDate=${encodeURIComponent(new Date(slot.startTime.getTime() + 3_600_000).toISOString())}`;
  const res = await api.app.request(`/api/v1/time-slots/available?${range}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { id: number }[]).map((each) => each.id);
};

describe('a desk booking holds its doctor', () => {
  it('holds the slot’s range; an overlapping slot of the doctor is no longer offered, and booking it is a 409 that writes nothing', async ({
    api,
    call,
  }) => {
    const { doctor, service, slot } = await createBookable(api.db);
    const overlapping = await slotAfter(api.db, slot, 15);
    const next = await slotAfter(api.db, slot, 30);
    expect(await availableIds(api, slot)).toEqual(expect.arrayContaining([slot.id, overlapping.id, next.id]));

    const first = await createUser(api.db, 'patient');
    const booked = await call('POST', '/api/v1/appointments/staff', deskBooking(first.user.id, service.id, slot.id));
    expect(booked.status).toBe(201);
    const { appointment } = (await booked.json()) as { appointment: { id: number } };
    expect(await doctorHolds(api.db, doctor.id)).toEqual([
      expect.objectContaining({ startsAt: slot.startTime, endsAt: slot.endTime, purpose: 'consultation', appointmentId: appointment.id }),
    ]);

    // Half-open ranges: the slot that starts as this one ends is still free.
    const offered = await availableIds(api, slot);
    expect(offered).toContain(next.id);
    expect(offered).not.toContain(overlapping.id);

    const second = await createUser(api.db, 'patient');
    const refused = await call('POST', '/api/v1/appointments/staff', deskBooking(second.user.id, service.id, overlapping.id));
    expect(refused.status).toBe(409);
    const clash = (await refused.json()) as Clash;
    expect(clash.key).toBe('resource.reservationClash');
    expect(clash.params).toMatchObject({ resourceKind: 'doctor', resourceId: doctor.id, startsAt: slot.startTime.toISOString() });
    expect(await api.db.select().from(appointments).where(eq(appointments.slotId, overlapping.id))).toEqual([]);
    expect(await api.db.select().from(payments).where(eq(payments.slotId, overlapping.id))).toEqual([]);
    const [still] = await api.db.select().from(timeSlots).where(eq(timeSlots.id, overlapping.id));
    expect(still!.isBooked).toBe(false);
    expect(await doctorHolds(api.db, doctor.id)).toHaveLength(1);
  });
});

describe('a staff block of a doctor (POST /api/v1/reservations)', () => {
  it('takes the doctor’s slots out of the listing and checkout, and cannot cover a booked consultation', async ({ api, call, admin, patient }) => {
    const { doctor, service, slot } = await createBookable(api.db);
    await api.db.update(users).set({ detailsConfirmedAt: new Date() }).where(eq(users.id, patient.user.id));
    const block = await call('POST', '/api/v1/reservations', {
      resource: { kind: 'doctor', id: doctor.id },
      startsAt: new Date(slot.startTime.getTime() + 10 * MINUTE).toISOString(),
      endsAt: new Date(slot.startTime.getTime() + 70 * MINUTE).toISOString(),
      note: 'Hospital round',
    });
    expect(block.status).toBe(201);
    const blocked = (await block.json()) as { id: number; resource: { kind: string; name: string } };
    expect(blocked.resource).toEqual({ kind: 'doctor', id: doctor.id, name: doctor.name });
    const [audit] = await api.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entity, 'reservation'), eq(auditEvents.entityId, blocked.id)));
    expect(audit).toMatchObject({ action: 'create', actorId: admin.user.id });

    expect(await availableIds(api, slot)).not.toContain(slot.id);
    const order = await requestOrder(api, patient.token, {
      userId: patient.user.id,
      slotId: slot.id,
      serviceId: service.id,
      description: 'Back pain',
    });
    expect(order.status).toBe(409);
    expect(((await order.json()) as Clash).key).toBe('resource.reservationClash');

    // The block released, the slot is booked; a block over the consultation is then refused.
    expect((await call('DELETE', `/api/v1/reservations/${blocked.id}`)).status).toBe(204);
    const paid = await requestOrder(api, patient.token, {
      userId: patient.user.id,
      slotId: slot.id,
      serviceId: service.id,
      description: 'Back pain',
    });
    expect(paid.status).toBe(201);
    const verified = await payAndVerify(api, patient.token, {
      ...((await paid.json()) as { order_id: string }),
      userId: patient.user.id,
      slotId: slot.id,
      serviceId: service.id,
      description: 'Back pain',
    });
    expect(verified.status).toBe(201);
    const again = await call('POST', '/api/v1/reservations', {
      resource: { kind: 'doctor', id: doctor.id },
      startsAt: slot.startTime.toISOString(),
      endsAt: slot.endTime.toISOString(),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as Clash).key).toBe('resource.reservationClash');
  });

  it('blocks a therapist too, and refuses an unknown kind or a resource that is not of its kind', async ({ api, call, patient }) => {
    const [therapist] = await api.db
      .insert(users)
      .values({ name: 'Block Therapist', role: 'therapist', email: 'block.therapist@example.com', passwordHash: 'x', gender: 'female' })
      .returning();
    const range = { startsAt: '2026-12-03T09:00:00+05:30', endsAt: '2026-12-03T10:00:00+05:30' };
    const made = await call('POST', '/api/v1/reservations', { resource: { kind: 'therapist', id: therapist!.id }, ...range });
    expect(made.status).toBe(201);
    expect((await made.json()) as object).toMatchObject({ resource: { kind: 'therapist', name: 'Block Therapist' }, purpose: 'block' });

    const nurse = await call('POST', '/api/v1/reservations', { resource: { kind: 'nurse', id: 1 }, ...range });
    expect(nurse.status).toBe(400);
    expect(((await nurse.json()) as { key: string }).key).toBe('resource.resourceKindInvalid');
    // A patient's id is not a therapist's; no doctor has this id.
    expect((await call('POST', '/api/v1/reservations', { resource: { kind: 'therapist', id: patient.user.id }, ...range })).status).toBe(404);
    expect((await call('POST', '/api/v1/reservations', { resource: { kind: 'doctor', id: 2_000_000 }, ...range })).status).toBe(404);
    // A patient may not block anyone.
    expect((await call('POST', '/api/v1/reservations', { resource: { kind: 'therapist', id: therapist!.id }, ...range }, patient.token)).status).toBe(
      403,
    );
  });
});

describe('moving and cancelling give the doctor’s time back', () => {
  it('a reschedule moves the hold in one transaction; onto blocked time it is a 409 that changes nothing', async ({ api, call }) => {
    const { doctor, service, slot } = await createBookable(api.db);
    const patient = await createUser(api.db, 'patient');
    const booked = await call('POST', '/api/v1/appointments/staff', deskBooking(patient.user.id, service.id, slot.id));
    const { appointment } = (await booked.json()) as { appointment: { id: number } };

    // A move by 15 minutes overlaps the old range: it is released before the new one is held.
    const nearby = await slotAfter(api.db, slot, 15);
    const moved = await call('POST', '/api/v1/appointments/reschedule', {
      appointmentId: appointment.id,
      newSlotId: nearby.id,
      userId: patient.user.id,
    });
    expect(moved.status).toBe(200);
    expect(await doctorHolds(api.db, doctor.id)).toEqual([
      expect.objectContaining({ startsAt: nearby.startTime, endsAt: nearby.endTime, appointmentId: appointment.id }),
    ]);

    const later = await slotAfter(api.db, slot, 120);
    await call('POST', '/api/v1/reservations', {
      resource: { kind: 'doctor', id: doctor.id },
      startsAt: later.startTime.toISOString(),
      endsAt: later.endTime.toISOString(),
    });
    const refused = await call('POST', '/api/v1/appointments/reschedule', {
      appointmentId: appointment.id,
      newSlotId: later.id,
      userId: patient.user.id,
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Clash).key).toBe('resource.reservationClash');
    const [unchanged] = await api.db.select().from(appointments).where(eq(appointments.id, appointment.id));
    expect(unchanged!.slotId).toBe(nearby.id);
    expect((await doctorHolds(api.db, doctor.id)).filter((row) => row.appointmentId === appointment.id)).toEqual([
      expect.objectContaining({ startsAt: nearby.startTime }),
    ]);
    const [laterRow] = await api.db.select().from(timeSlots).where(eq(timeSlots.id, later.id));
    expect(laterRow!.isBooked).toBe(false);
  });

  it('a patient’s cancel releases the doctor, and the overlapping slot is offered again', async ({ api, patient }) => {
    const { doctor, service, slot } = await createBookable(api.db, { startsInHours: 24 * 10 });
    await api.db.update(users).set({ detailsConfirmedAt: new Date() }).where(eq(users.id, patient.user.id));
    const overlapping = await slotAfter(api.db, slot, 15);
    const order = { userId: patient.user.id, slotId: slot.id, serviceId: service.id, description: 'Sleep' };
    const created = (await (await requestOrder(api, patient.token, order)).json()) as { order_id: string };
    const verified = await payAndVerify(api, patient.token, { ...created, ...order });
    const { appointment } = (await verified.json()) as { appointment: { id: number } };
    expect(await doctorHolds(api.db, doctor.id)).toHaveLength(1);
    expect(await availableIds(api, slot)).not.toContain(overlapping.id);

    const cancelled = await api.app.request(`/api/v1/appointments/${appointment.id}/cancel`, jsonRequest('POST', {}, patient.token));
    expect(cancelled.status).toBe(200);
    expect(await doctorHolds(api.db, doctor.id)).toEqual([]);
    expect(await availableIds(api, slot)).toEqual(expect.arrayContaining([slot.id, overlapping.id]));
  });
});

describe('the grid shows doctors', () => {
  it('a column per active doctor, with their consultations and blocks', async ({ api, call }) => {
    const { doctor, service, slot } = await createBookable(api.db);
    const patient = await createUser(api.db, 'patient');
    await call('POST', '/api/v1/appointments/staff', deskBooking(patient.user.id, service.id, slot.id));
    const from = new Date(slot.startTime.getTime() - 3_600_000).toISOString();
    const to = new Date(slot.startTime.getTime() + 3_600_000).toISOString();
    const grid = (await (
      await call('GET', `/api/v1/resource-grid?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`)
    ).json()) as ResourceGrid;
    expect(grid.resources).toContainEqual({ kind: 'doctor', id: doctor.id, title: doctor.name });
    expect(grid.events).toContainEqual(
      expect.objectContaining({
        kind: 'doctor',
        resourceId: doctor.id,
        purpose: 'consultation',
        title: `${patient.user.name} — Consultation`,
        startsAt: slot.startTime.toISOString(),
      }),
    );
  });
});

describe('migration 0027', () => {
  it('backfills a hold for each appointment still ahead that is not cancelled, and only once', async ({ api }) => {
    const { doctor, service, slot } = await createBookable(api.db);
    const patient = await createUser(api.db, 'patient');
    // Rows as the code before 0027 wrote them: appointments without reservations.
    const ahead = await insertAppointment(api.db, patient.user.id, slot, service.id);
    const cancelledSlot = await slotAfter(api.db, slot, 60);
    await insertAppointment(api.db, patient.user.id, cancelledSlot, service.id, { status: 'cancelled' });
    const pastSlot = await createSlot(api.db, doctor.id, -48);
    await insertAppointment(api.db, patient.user.id, pastSlot, service.id, { status: 'completed' });
    // Two old appointments overlapping: the first booked keeps the time, the migration does not fail.
    const overlapSlot = await slotAfter(api.db, slot, 10);
    await insertAppointment(api.db, patient.user.id, overlapSlot, service.id);

    const migration = readFileSync(join(MIGRATIONS_FOLDER, '0027_consultations_hold_doctors.sql'), 'utf8');
    await api.db.execute(sql.raw(migration));
    await api.db.execute(sql.raw(migration));
    expect(await doctorHolds(api.db, doctor.id)).toEqual([
      expect.objectContaining({ appointmentId: ahead.id, startsAt: slot.startTime, endsAt: slot.endTime, purpose: 'consultation' }),
    ]);
  });
});
