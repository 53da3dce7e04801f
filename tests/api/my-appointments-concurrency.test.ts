import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, refunds, timeSlots } from '../../src/server/kernel/db/schema';
import { createAppointment, createDoctorAndService, createSlot } from '../support/clinic-rows';
import { createTestContext, createUser, jsonRequest, type TestContext } from '../support/test-app';

// On PostgreSQL these requests really overlap (a pool of connections); PGlite runs them one at
// a time, and the outcome must be the same: the appointment row lock lets exactly one win.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const PAIRS = 20;

describe('a patient cancelling and moving the same appointment at once', () => {
  it(`${PAIRS} pairs: exactly one of each pair wins; the appointment ends cancelled (one refund) or moved, no slot booked twice`, async () => {
    const { doctor, service } = await createDoctorAndService(t.db);
    const cases = [];
    for (let i = 0; i < PAIRS; i++) {
      const patient = await createUser(t.db, 'patient');
      const { appointment, slot } = await createAppointment(t.db, {
        userId: patient.user.id,
        doctorId: doctor.id,
        serviceId: service.id,
        hoursFromNow: 48 + i,
      });
      const target = await createSlot(t.db, doctor.id, 100 + i);
      cases.push({ patient, appointment, slot, target });
    }
    const outcomes = await Promise.all(
      cases.map(async ({ patient, appointment, target }) => {
        // Both sent from the same page: both carry the version the patient saw.
        const version = appointment.calendarSequence;
        const [cancel, move] = await Promise.all([
          t.app.request(`/api/v1/appointments/${appointment.id}/cancel`, jsonRequest('POST', { version }, patient.token)),
          t.app.request(`/api/v1/appointments/${appointment.id}/reschedule`, jsonRequest('POST', { newSlotId: target.id, version }, patient.token)),
        ]);
        return { cancel: cancel.status, move: move.status };
      }),
    );
    for (const [i, outcome] of outcomes.entries()) {
      const { appointment, slot, target } = cases[i]!;
      const [row] = await t.db.select().from(appointments).where(eq(appointments.id, appointment.id));
      const slots = new Map(
        (
          await t.db
            .select()
            .from(timeSlots)
            .where(inArray(timeSlots.id, [slot.id, target.id]))
        ).map((s) => [s.id, s]),
      );
      const refundRows = await t.db.select().from(refunds).where(eq(refunds.appointmentId, appointment.id));
      expect(row!.calendarSequence).toBe(appointment.calendarSequence + 1);
      if (outcome.cancel === 200) {
        // Cancelled first: the move was refused, the old slot freed, the new one untouched.
        expect(outcome.move).toBe(409);
        expect(row!.status).toBe('cancelled');
        expect(row!.slotId).toBe(slot.id);
        expect(slots.get(slot.id)!.isBooked).toBe(false);
        expect(slots.get(target.id)!.isBooked).toBe(false);
        expect(refundRows).toHaveLength(1);
      } else {
        // Moved first: the cancel was refused, so the patient keeps the new slot and is not refunded.
        expect(outcome).toEqual({ cancel: 409, move: 200 });
        expect(row!.status).toBe('confirmed');
        expect(row!.slotId).toBe(target.id);
        expect(slots.get(slot.id)!.isBooked).toBe(false);
        expect(slots.get(target.id)!.isBooked).toBe(true);
        expect(refundRows).toHaveLength(0);
      }
    }
  });
});
