import * as z from 'zod';
import { numeric, text } from './common';
import { timeSlotGenerationMessages as m } from './messages';

/** Longest date range one generation may cover (about three months, the booking window). */
export const MAX_GENERATION_DAYS = 92;
export const SLOT_MINUTES_RANGE = { min: 5, max: 240 } as const;

const isoDate = text({ error: m.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, m.dateInvalid)
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    m.dateInvalid,
  );
const wallClock = text({ error: m.timeInvalid }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.timeInvalid);
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * 'Generate Slots': back-to-back slots for one doctor on the chosen weekdays (0 Sunday … 6
 * Saturday) of a date range, between a daily start and end time in India time.
 */
export const timeSlotGenerationSchema = z
  .object({
    doctorId: numeric(z.number({ error: m.doctorRequired }).int(m.doctorRequired).positive(m.doctorRequired).max(2_147_483_647, m.doctorRequired)),
    startDate: isoDate,
    endDate: isoDate,
    weekdays: z
      .array(z.number({ error: m.weekdaysRequired }).int().min(0).max(6), { error: m.weekdaysRequired })
      .min(1, m.weekdaysRequired)
      .max(7, m.weekdaysRequired)
      .transform((days) => [...new Set(days)].sort()),
    dayStart: wallClock,
    dayEnd: wallClock,
    slotMinutes: numeric(
      z
        .number({ error: m.slotMinutesInvalid })
        .int(m.slotMinutesInvalid)
        .min(SLOT_MINUTES_RANGE.min, m.slotMinutesInvalid)
        .max(SLOT_MINUTES_RANGE.max, m.slotMinutesInvalid),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.dateOrder });
    else if (daysBetween(v.startDate, v.endDate) >= MAX_GENERATION_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: m.rangeTooLong });
    }
    if (v.dayEnd <= v.dayStart) ctx.addIssue({ code: 'custom', path: ['dayEnd'], message: m.timeOrder });
  });

export type TimeSlotGeneration = z.infer<typeof timeSlotGenerationSchema>;
