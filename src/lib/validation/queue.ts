import * as z from 'zod';
import { idSchema } from './common';
import { leaveDay } from './doctor-leave';

/** The walk-in queue's texts (issue 51 item 7). */
export const queueMessages = {
  alreadyWaiting: 'This patient is already waiting for this doctor today',
  nobodyWaiting: 'Nobody is waiting for you',
  doctorInactive: 'This doctor is not seeing patients',
  dayInFuture: 'A day that has not begun has no queue',
} as const;

/** POST /v1/queue/walk-ins: a patient on file who walked in without a booking, for one doctor today. */
export const walkInSchema = z.strictObject({ doctorId: idSchema, patientId: idSchema });
export type WalkInInput = z.infer<typeof walkInSchema>;

/** GET /v1/queue?date=&doctorId=: one clinic day's queues (today when no date), one doctor's or all. */
export const queueQuerySchema = z.strictObject({ date: leaveDay.optional(), doctorId: idSchema.optional() });

/** GET /v1/queue/board?doctorId=: today's board, one doctor's or every doctor's with a queue. */
export const queueBoardQuerySchema = z.strictObject({ doctorId: idSchema.optional() });
