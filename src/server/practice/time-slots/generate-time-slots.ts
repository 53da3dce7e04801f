import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { TimeSlotGenerationResult } from './responses';
import { datesBetween, planSlots, weekdayOf } from '../../../lib/time/clinic-time';
import type { TimeSlotGeneration } from '../../../lib/validation/time-slot-generation';
import { timeSlotGenerationMessages } from '../../../lib/validation/messages';
import type { Database } from '../../kernel/db/database';
import { doctors, timeSlots } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import { recordAudit } from '../../identity';

type Interval = { startTime: Date; endTime: Date };

/**
 * Planned slots that overlap none of `existing`. Both lists are sorted by start and the planned
 * ones do not overlap each other, so one forward pass over `existing` is enough.
 */
export function withoutOverlaps(planned: Interval[], existing: Interval[]): Interval[] {
  const free: Interval[] = [];
  let first = 0;
  for (const slot of planned) {
    while (first < existing.length && existing[first]!.endTime <= slot.startTime) first += 1;
    let overlaps = false;
    for (let i = first; i < existing.length && existing[i]!.startTime < slot.endTime; i += 1) {
      if (existing[i]!.endTime > slot.startTime) overlaps = true;
    }
    if (!overlaps) free.push(slot);
  }
  return free;
}

/**
 * 'Generate Slots': the doctor's back-to-back slots on the chosen weekdays, leaving out those that
 * overlap the doctor's existing slots or have already begun. The doctor row is locked so two
 * generations for one doctor cannot interleave and overlap each other.
 */
export async function generateTimeSlots(db: Database, request: TimeSlotGeneration, now: Date): Promise<TimeSlotGenerationResult> {
  return db.transaction(async (tx) => {
    const [doctor] = await tx.select().from(doctors).where(eq(doctors.id, request.doctorId)).for('update');
    if (!doctor) throw notFound('Doctor');
    if (!doctor.status) throw new AppError('invalid', timeSlotGenerationMessages.doctorInactive);

    const dates = datesBetween(request.startDate, request.endDate).filter((date) => request.weekdays.includes(weekdayOf(date)));
    const planned = planSlots({ dates, dayStart: request.dayStart, dayEnd: request.dayEnd, slotMinutes: request.slotMinutes });
    if (planned.length === 0) return { created: 0, skipped: 0 };

    const existing = await tx
      .select({ startTime: timeSlots.startTime, endTime: timeSlots.endTime })
      .from(timeSlots)
      .where(and(eq(timeSlots.doctorId, doctor.id), lt(timeSlots.startTime, planned.at(-1)!.endTime), gt(timeSlots.endTime, planned[0]!.startTime)))
      .orderBy(asc(timeSlots.startTime));
    const toCreate = withoutOverlaps(planned, existing).filter((slot) => slot.startTime > now);
    const result = { created: toCreate.length, skipped: planned.length - toCreate.length };
    if (toCreate.length > 0) {
      await tx.insert(timeSlots).values(toCreate.map((slot) => ({ ...slot, doctorId: doctor.id })));
      // One event for the batch: the request and its outcome (the doctor is the entity it changed).
      await recordAudit(tx, { action: 'generate_slots', entity: 'doctor', entityId: doctor.id, after: { request, ...result } });
    }
    return result;
  });
}
