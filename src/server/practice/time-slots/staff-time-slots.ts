import { and, asc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { ADMIN_LIST_SORTS, ListQuery } from '../../../lib/validation/admin-list';
import { updateAudited } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import type { Database } from '../../kernel/db/database';
import { doctors, timeSlots } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { listPage, withinClinicDays } from '../../kernel/paging';
import type { TimeSlot } from './responses';

type TimeSlotSort = (typeof ADMIN_LIST_SORTS.timeSlots)[number];

const slotColumns = {
  id: timeSlots.id,
  startTime: timeSlots.startTime,
  endTime: timeSlots.endTime,
  isBooked: timeSlots.isBooked,
  status: timeSlots.status,
  doctorName: doctors.name,
};

/** SPEC §3 time slot. */
const toTimeSlotJson = (row: { id: number; startTime: Date; endTime: Date; isBooked: boolean; status: boolean; doctorName: string }): TimeSlot => ({
  id: row.id,
  start_time: row.startTime.toISOString(),
  end_time: row.endTime.toISOString(),
  is_booked: row.isBooked,
  status: row.status,
  doctor: { name: row.doctorName },
});

/** Staff's list: one page, by doctor and clinic days, earliest first. */
export async function listTimeSlots(c: Context<AppEnv>, query: ListQuery<TimeSlotSort> & { doctor_id?: number; from?: string; to?: string }) {
  const { doctor_id: doctorId, from, to, ...list } = query;
  const where = and(...withinClinicDays(timeSlots.startTime, { from, to }), doctorId ? eq(timeSlots.doctorId, doctorId) : undefined);
  const rows = c.var.db.select(slotColumns).from(timeSlots).innerJoin(doctors, eq(doctors.id, timeSlots.doctorId)).where(where).$dynamic();
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
  return (await listPage(c, rows, list, order, () => c.var.db.$count(timeSlots, where))).map(toTimeSlotJson);
}

/** Opens or closes one slot for booking (SPEC §7 PUT /v1/time-slots/:id/status). */
export async function setTimeSlotStatus(db: Database, id: number, status: boolean) {
  const updated = await updateAudited(db, timeSlots, 'time_slot', id, { status }, 'status');
  if (!updated) throw notFound('Time slot');
  const [row] = await db.select(slotColumns).from(timeSlots).innerJoin(doctors, eq(doctors.id, timeSlots.doctorId)).where(eq(timeSlots.id, id));
  return toTimeSlotJson(row!);
}
