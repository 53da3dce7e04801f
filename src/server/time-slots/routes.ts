import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod';
import { timeSlotListQuerySchema } from '../../lib/validation/admin-list';
import { idParamSchema } from '../../lib/validation/common';
import { timeSlotGenerationSchema } from '../../lib/validation/time-slot-generation';
import { requireAdmin } from '../auth/middleware';
import type { AppEnv } from '../context';
import { doctors, timeSlots } from '../db/schema';
import { notFound } from '../errors';
import { listPage, withinClinicDays } from '../paging';
import { deleteTimeSlot } from '../time-slots/delete-time-slot';
import { generateTimeSlots } from '../time-slots/generate-time-slots';
import { validate } from '../validate';
import { updateAudited } from '../audit/audited-writes';
import { clinicNow } from '../clock';

const slotStatusSchema = z.object({ status: z.boolean({ error: 'Status must be true or false' }) });

const slotColumns = {
  id: timeSlots.id,
  startTime: timeSlots.startTime,
  endTime: timeSlots.endTime,
  isBooked: timeSlots.isBooked,
  status: timeSlots.status,
  doctorName: doctors.name,
};

/** SPEC §3 time slot. */
const toTimeSlotJson = (row: { id: number; startTime: Date; endTime: Date; isBooked: boolean; status: boolean; doctorName: string }) => ({
  id: row.id,
  start_time: row.startTime.toISOString(),
  end_time: row.endTime.toISOString(),
  is_booked: row.isBooked,
  status: row.status,
  doctor: { name: row.doctorName },
});

/** Admin time slot management; the public available-slots lookup lives in its own module. */
export const timeSlotsRoutes = new Hono<AppEnv>()
  .get('/', requireAdmin, validate('query', timeSlotListQuerySchema), async (c) => {
    const { doctor_id: doctorId, from, to, ...list } = c.req.valid('query');
    const where = and(...withinClinicDays(timeSlots.startTime, { from, to }), doctorId ? eq(timeSlots.doctorId, doctorId) : undefined);
    const query = c.var.db.select(slotColumns).from(timeSlots).innerJoin(doctors, eq(doctors.id, timeSlots.doctorId)).where(where).$dynamic();
    const order = {
      byDefault: [asc(timeSlots.startTime), asc(timeSlots.id)],
      bySortKey: {
        id: timeSlots.id,
        doctor: doctors.name,
        start_time: timeSlots.startTime,
        end_time: timeSlots.endTime,
        is_booked: timeSlots.isBooked,
        status: timeSlots.status,
      },
      tiebreaker: timeSlots.id,
    };
    const rows = await listPage(c, query, list, order, () => c.var.db.$count(timeSlots, where));
    return c.json(rows.map(toTimeSlotJson));
  })
  .post('/generate', requireAdmin, validate('json', timeSlotGenerationSchema), async (c) => {
    return c.json(await generateTimeSlots(c.var.db, c.req.valid('json'), clinicNow()), 201);
  })
  .put('/:id/status', requireAdmin, validate('param', idParamSchema), validate('json', slotStatusSchema), async (c) => {
    const { id } = c.req.valid('param');
    const updated = await updateAudited(c.var.db, timeSlots, 'time_slot', id, { status: c.req.valid('json').status }, 'status');
    if (!updated) throw notFound('Time slot');
    const [row] = await c.var.db
      .select(slotColumns)
      .from(timeSlots)
      .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
      .where(eq(timeSlots.id, id));
    return c.json(toTimeSlotJson(row!));
  })
  .delete('/:id', requireAdmin, validate('param', idParamSchema), async (c) => {
    await deleteTimeSlot(c.var.db, c.req.valid('param').id);
    return c.body(null, 204);
  });
