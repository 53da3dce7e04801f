import * as z from 'zod';
import { QUEUE_TOKEN_STATUSES } from '../../../lib/domain/queue';

/** One token as staff (and the token's doctor) see it: who, when they arrived, when called. */
export const queueTokenResponse = z.strictObject({
  id: z.number().int(),
  number: z.number().int(),
  status: z.enum(QUEUE_TOKEN_STATUSES),
  patient: z.strictObject({ id: z.number().int(), name: z.string().nullable() }),
  /** The booked visit it came from; null for a walk-in. */
  appointmentId: z.number().int().nullable(),
  arrivedAt: z.iso.datetime({ offset: true }),
  calledAt: z.iso.datetime({ offset: true }).nullable(),
  /** Minutes from arrival to the call (null while waiting). */
  waitMinutes: z.number().int().nullable(),
});
export type QueueToken = z.infer<typeof queueTokenResponse>;

/** One doctor's queue on one clinic day, for staff and that doctor. */
export const doctorQueueResponse = z.strictObject({
  date: z.iso.date(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  /** The token called last (the one the board shows as "now calling"). */
  nowCalling: z.number().int().nullable(),
  waiting: z.number().int(),
  /** Average minutes from arrival to the call over the day's called tokens (null before the first call). */
  averageWaitMinutes: z.number().int().nullable(),
  tokens: z.array(queueTokenResponse),
});
export type DoctorQueue = z.infer<typeof doctorQueueResponse>;

export const queueDayResponse = z.strictObject({
  date: z.iso.date(),
  doctors: z.array(doctorQueueResponse),
});

/**
 * The waiting room's board (public): token numbers and initials only, never a name, a mobile or an
 * id of a patient.
 */
export const queueBoardResponse = z.strictObject({
  date: z.iso.date(),
  doctors: z.array(
    z.strictObject({
      doctorId: z.number().int(),
      doctorName: z.string(),
      nowCalling: z.strictObject({ number: z.number().int(), initials: z.string() }).nullable(),
      waiting: z.array(z.strictObject({ number: z.number().int(), initials: z.string() })),
    }),
  ),
});
export type QueueBoard = z.infer<typeof queueBoardResponse>;

export const walkInResponse = z.strictObject({ token: queueTokenResponse, queue: doctorQueueResponse });
