import * as z from 'zod';
import { text } from './common';

/** What a therapist's day and a patient's course answer (issue 47, everyone's view of a course). */
export const courseViewMessages = {
  dayInvalid: 'Give the day as a date such as 2026-12-01',
  noteTooLong: 'The note must be at most 1000 characters',
  sessionNotFound: 'Course session not found',
  courseNotFound: 'Course not found',
  sessionNotPlanned: 'Only a planned session can be marked done',
  sessionNotStarted: 'A session can be marked done only from its start time',
} as const;
const m = courseViewMessages;

export const SESSION_NOTE_LIMIT = 1000;

/** A clinic (IST) calendar day, YYYY-MM-DD, that exists. */
export const clinicDay = z
  .string({ error: m.dayInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dayInvalid)
  .refine((day) => {
    // 2026-02-30 parses (as 2 March): only a day that reads back the same exists.
    const parsed = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
  }, m.dayInvalid);

/** GET /v1/course-sessions/mine?date=: the therapist's clinic day. */
export const therapistDayQuerySchema = z.object({ date: clinicDay });

/** POST /v1/course-sessions/:id/done: the therapist's note (may be empty). */
export const markSessionDoneSchema = z.strictObject({
  note: text({ error: m.noteTooLong }).trim().max(SESSION_NOTE_LIMIT, m.noteTooLong).default(''),
});
export type MarkSessionDone = z.infer<typeof markSessionDoneSchema>;
