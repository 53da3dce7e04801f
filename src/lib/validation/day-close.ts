import * as z from 'zod';
import { blankToNull, text } from './common';
import { clinicDay } from './course-views';

/** The day close's texts (issue 51 item 9). */
export const dayCloseMessages = {
  dayInFuture: 'A day that has not begun cannot be closed or reported',
  countedInvalid: 'Give the counted cash in paise, a whole number from 0',
  noteTooLong: 'The note may be at most 1000 characters',
  alreadyClosed: 'This day has already been closed',
} as const;
const m = dayCloseMessages;

/** The most a counted drawer may hold: ₹1 crore, far above any clinic's day. */
export const MAX_COUNTED_CASH_PAISE = 1_000_000_000;
export const DAY_CLOSE_NOTE_LIMIT = 1000;

/** GET /v1/day-close?date= and its CSV: one clinic (IST) day; without one, today by the server's clock. */
export const dayCloseQuerySchema = z.strictObject({ date: clinicDay.optional() });

/** POST /v1/day-close: the count of the drawer, once per day. */
export const dayCloseSchema = z.strictObject({
  date: clinicDay,
  countedCashPaise: z
    .number({ error: m.countedInvalid })
    .int(m.countedInvalid)
    .min(0, m.countedInvalid)
    .max(MAX_COUNTED_CASH_PAISE, m.countedInvalid),
  note: z.preprocess(blankToNull, text({ error: m.noteTooLong }).trim().max(DAY_CLOSE_NOTE_LIMIT, m.noteTooLong).nullish()),
});
export type DayCloseInput = z.infer<typeof dayCloseSchema>;
