import * as z from 'zod';
import { idSchema, line } from './common';

/** A doctor's leave and blocked time's texts (issue 51 item 8). */
export const doctorLeaveMessages = {
  dateInvalid: 'Give a date as YYYY-MM-DD',
  rangeInvalid: 'The leave must end on or after its first day',
  tooLong: 'Leave lasts at most 366 days at a time',
  minuteInvalid: 'Give a time of day in steps of 15 minutes, from 00:00 to 24:00',
  hoursBothOrNone: 'Give both the start and the end of the hours away, or neither for whole days',
  hoursOneDay: 'Hours away are for one day: give the same first and last day',
  hoursOrder: 'The hours away must end after they start',
  noteTooLong: 'The note may be at most 200 characters',
  inPast: 'Leave cannot end before today',
  doctorAway: 'The doctor is away at this time',
} as const;
const m = doctorLeaveMessages;

export const MAX_DOCTOR_LEAVE_DAYS = 366;
export const LEAVE_MINUTE_STEP = 15;
const DAY_MS = 86_400_000;

/** A real calendar date, YYYY-MM-DD (2026-02-30 is refused). */
export const leaveDay = z
  .string({ error: m.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
  }, m.dateInvalid);

const minute = z
  .number({ error: m.minuteInvalid })
  .int(m.minuteInvalid)
  .min(0, m.minuteInvalid)
  .max(1440, m.minuteInvalid)
  .multipleOf(LEAVE_MINUTE_STEP, m.minuteInvalid);

/** GET /v1/doctor-leave?doctorId= and /v1/doctor-leave/affected?doctorId=. */
export const doctorLeaveQuerySchema = z.strictObject({ doctorId: idSchema });

/**
 * POST /v1/doctor-leave: whole clinic days a doctor is away (both ends included), or some hours
 * of one day (`fromMinute`–`untilMinute`, clinic minutes since midnight: 13:00 is 780).
 */
export const doctorLeaveSchema = z
  .strictObject({
    doctorId: idSchema,
    startsOn: leaveDay,
    endsOn: leaveDay,
    fromMinute: minute.nullish(),
    untilMinute: minute.nullish(),
    note: line({ error: m.noteTooLong }).trim().max(200, m.noteTooLong).default(''),
  })
  .superRefine((leave, ctx) => {
    if (typeof leave.startsOn !== 'string' || typeof leave.endsOn !== 'string') return;
    const days = (Date.parse(`${leave.endsOn}T00:00:00Z`) - Date.parse(`${leave.startsOn}T00:00:00Z`)) / DAY_MS + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', message: m.rangeInvalid, path: ['endsOn'] });
    else if (days > MAX_DOCTOR_LEAVE_DAYS) ctx.addIssue({ code: 'custom', message: m.tooLong, path: ['endsOn'] });
    const hasFrom = leave.fromMinute !== undefined && leave.fromMinute !== null;
    const hasUntil = leave.untilMinute !== undefined && leave.untilMinute !== null;
    if (hasFrom !== hasUntil) ctx.addIssue({ code: 'custom', message: m.hoursBothOrNone, path: [hasFrom ? 'untilMinute' : 'fromMinute'] });
    if (hasFrom && hasUntil) {
      if (leave.startsOn !== leave.endsOn) ctx.addIssue({ code: 'custom', message: m.hoursOneDay, path: ['endsOn'] });
      if (leave.fromMinute! >= leave.untilMinute!) ctx.addIssue({ code: 'custom', message: m.hoursOrder, path: ['untilMinute'] });
    }
  });
export type DoctorLeaveInput = z.infer<typeof doctorLeaveSchema>;
