import { and, asc, eq, gt, gte, isNull, lt, lte, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { availableSlotsQuerySchema } from '../../lib/validation/booking';
import type { AppEnv } from '../context';
import { doctors, timeSlots } from '../db/schema';
import { validate } from '../validate';

/**
 * SPEC §7 GET /v1/time-slots/available: active, unbooked, future slots of active doctors in the
 * range, without those another patient holds at checkout (a patient still sees their own hold).
 */
export const availableSlotsRoutes = new Hono<AppEnv>().get('/available', validate('query', availableSlotsQuerySchema), async (c) => {
  const { start, end } = c.req.valid('query');
  const now = new Date();
  const patientId = c.var.auth?.role === 'patient' ? c.var.auth.id : undefined;
  const rows = await c.var.db
    .select({ slot: timeSlots, doctorName: doctors.name })
    .from(timeSlots)
    .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
    .where(
      and(
        eq(timeSlots.status, true),
        eq(timeSlots.isBooked, false),
        eq(doctors.status, true),
        gte(timeSlots.startTime, start),
        lte(timeSlots.startTime, end),
        gt(timeSlots.startTime, now),
        or(isNull(timeSlots.heldUntil), lt(timeSlots.heldUntil, now), patientId ? eq(timeSlots.heldByUserId, patientId) : undefined),
      ),
    )
    .orderBy(asc(timeSlots.startTime), asc(timeSlots.id));
  return c.json(
    rows.map(({ slot, doctorName }) => ({
      id: slot.id,
      start_time: slot.startTime.toISOString(),
      end_time: slot.endTime.toISOString(),
      is_booked: slot.isBooked,
      status: slot.status,
      doctor: { name: doctorName },
    })),
  );
});
