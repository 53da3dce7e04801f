import { and, asc, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { indiaDateOf } from '../../../../lib/time/clinic-time';
import { waitlistMessages as w } from '../../../../lib/validation/waitlist';
import { clinicNow } from '../../../kernel/clock';
import type { Database } from '../../../kernel/db/database';
import { classSessions, classes, doctors, waitlistEntries } from '../../../kernel/db/schema';
import { AppError } from '../../../kernel/errors';
import type { NotificationChannels } from '../../../kernel/providers/notifications';
import { leaveConsultationLine } from '../../consultation-waitlist/line';
import type { ConsultationWaitlistEntryAnswer } from '../../consultation-waitlist/responses';
import type { WaitlistEntryAnswer, WaitlistLinesAnswer } from '../responses';
import { leaveWaitlist } from './line';
import { ACTIVE_PLACES } from './position';

/** A line's people still waiting (or offered), counted per key. */
function countBy<K>(rows: { key: K }[]) {
  const counts = new Map<string, { key: K; count: number }>();
  for (const row of rows) {
    const id = JSON.stringify(row.key);
    const found = counts.get(id) ?? { key: row.key, count: 0 };
    found.count += 1;
    counts.set(id, found);
  }
  return [...counts.values()];
}

/**
 * GET /v1/waitlist/lines (desk, issue 48): today's and upcoming lines with someone in them, class
 * sessions (still to start) and doctor-days (today on), each with how many are in line.
 */
export async function waitlistLines(db: Database, now = clinicNow()): Promise<WaitlistLinesAnswer> {
  const today = indiaDateOf(now);
  const sessionRows = await db
    .select({ sessionId: classSessions.id, titleEn: classes.titleEn, startsAt: classSessions.startsAt })
    .from(waitlistEntries)
    .innerJoin(classSessions, eq(classSessions.id, waitlistEntries.sessionId))
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(and(inArray(waitlistEntries.status, [...ACTIVE_PLACES]), gte(classSessions.startsAt, now)))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
    .limit(2000);
  const dayRows = await db
    .select({ doctorId: waitlistEntries.doctorId, doctorName: doctors.name, day: waitlistEntries.day })
    .from(waitlistEntries)
    .innerJoin(doctors, eq(doctors.id, waitlistEntries.doctorId))
    .where(and(inArray(waitlistEntries.status, [...ACTIVE_PLACES]), isNotNull(waitlistEntries.day), gte(waitlistEntries.day, today)))
    .orderBy(asc(waitlistEntries.day), asc(doctors.name), asc(doctors.id))
    .limit(2000);
  return {
    sessions: countBy(sessionRows.map((row) => ({ key: row }))).map(({ key, count }) => ({
      sessionId: key.sessionId,
      title: key.titleEn,
      startsAt: key.startsAt.toISOString(),
      waiting: count,
    })),
    doctorDays: countBy(dayRows.map((row) => ({ key: row }))).map(({ key, count }) => ({
      doctorId: key.doctorId!,
      doctorName: key.doctorName,
      date: key.day!,
      waiting: count,
    })),
  };
}

/**
 * DELETE /v1/waitlist/entries/:id (desk): staff take a place out of its line (the patient asked by
 * phone, say): the patient's own leave, with its offer withdrawn and passed on, audited as staff's.
 */
export async function removeFromLine(
  db: Database,
  channels: NotificationChannels,
  entryId: number,
): Promise<WaitlistEntryAnswer | ConsultationWaitlistEntryAnswer> {
  const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId));
  if (!entry) throw new AppError('not_found', w.entryNotFound);
  if (entry.doctorId !== null) return (await leaveConsultationLine(db, channels, entry.patientId, entry.id))!;
  return leaveWaitlist(db, channels, entry.patientId, entry.id);
}
