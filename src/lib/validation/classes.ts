import * as z from 'zod';
import { CLASS_SEAT_SALES, CLASS_TEACHER_KINDS, MAX_SEATS_PER_MODE, MAX_SERIES_SESSIONS, SEAT_MODES } from '../domain/classes';
import { idSchema, line, text, TEXT_LIMITS } from './common';

/** Classes and workshops with seats (issue 48): the texts staff's refusals carry. */
export const classMessages = {
  titleRequired: 'Give the class’s title in English, Hindi and Gujarati',
  descriptionTooLong: 'A description must be at most 2000 characters',
  teacherKindInvalid: 'A teacher is a doctor or a therapist',
  teacherUnknown: 'The teacher is not an active doctor or therapist',
  roomUnknown: 'The room is not an active room',
  roomRequired: 'In-person seats need a room',
  seatsInvalid: `Seats of each kind are a whole number from 0 to ${MAX_SEATS_PER_MODE}, and a class has at least one seat`,
  priceInvalid: 'Give the seat’s price in paise: a whole number from 0 to 1,00,00,000',
  seatSaleInvalid: `A class sells seats by ${CLASS_SEAT_SALES.join(', ')}`,
  teacherOrRoomFixed: 'The teacher and room cannot change once the class has sessions',
  capacityBelowSold: 'A session to come already has more seats of a kind taken than this capacity',
  startsAtInvalid: 'Give a date and time with its offset, such as 2026-12-01T09:00:00+05:30',
  minutesInvalid: 'A session lasts a whole number of minutes from 15 to 480',
  rruleInvalid: `Give a weekly rule such as FREQ=WEEKLY;BYDAY=TU;COUNT=8, ending by COUNT or UNTIL, with at most ${MAX_SERIES_SESSIONS} sessions`,
  sessionStartsInPast: 'A session must start in the future',
  seriesExists: 'This class already has a weekly series',
  sessionAlreadyCancelled: 'This session is already cancelled',
} as const;

/** Taking and paying for a seat: texts a patient meets, so the patient catalogue has them in Hindi and Gujarati too. */
export const classSeatMessages = {
  classInactive: 'This class is not active',
  modeInvalid: 'Choose an in-person or an online seat',
  modeNotOffered: 'This class has no seats of this kind',
  seriesNotSold: 'This class sells seats in single sessions only',
  sessionSeatsNotSold: 'This class sells seats for the whole series only',
  notInSeries: 'This session is not part of a weekly series',
  noSessionsLeft: 'The series has no sessions still to come',
  sessionStarted: 'This session has already started',
  sessionCancelled: 'This session is cancelled',
  seatsFull: 'No seats of this kind are left',
  alreadyHasSeat: 'You already have a seat in this class session',
  seatNotPayable: 'This seat is not waiting for a payment',
  orderInvalid: 'This order is not one of this seat’s orders',
  paidTwiceRefund: 'This seat was already paid: this payment will be refunded in full',
  seatLostRefund: 'The seat was no longer held for you when the payment arrived: it will be refunded in full',
} as const;
const m = { ...classMessages, ...classSeatMessages };

const title = line({ error: m.titleRequired }).min(1, m.titleRequired).max(TEXT_LIMITS.subject);
const description = text({ error: m.descriptionTooLong }).trim().max(2000, m.descriptionTooLong);
const seats = z.number({ error: m.seatsInvalid }).int(m.seatsInvalid).min(0, m.seatsInvalid).max(MAX_SEATS_PER_MODE, m.seatsInvalid);
const dateTime = z.iso.datetime({ offset: true, error: m.startsAtInvalid }).transform((value) => new Date(value));

/** POST /v1/classes and PUT /v1/classes/:id: a class as staff write it, its texts in the patient's three languages. */
export const classSchema = z
  .strictObject({
    title: z.strictObject({ en: title, hi: title, gu: title }, { error: m.titleRequired }),
    description: z.strictObject({ en: description, hi: description, gu: description }).default({ en: '', hi: '', gu: '' }),
    teacher: z.strictObject({ kind: z.enum(CLASS_TEACHER_KINDS, { error: m.teacherKindInvalid }), id: idSchema }, { error: m.teacherUnknown }),
    roomId: idSchema.nullable().default(null),
    inPersonSeats: seats,
    onlineSeats: seats,
    pricePaise: z.number({ error: m.priceInvalid }).int(m.priceInvalid).min(0, m.priceInvalid).max(10_000_000, m.priceInvalid),
    seatSale: z.enum(CLASS_SEAT_SALES, { error: m.seatSaleInvalid }).default('session'),
    status: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    if (value.inPersonSeats + value.onlineSeats === 0) ctx.addIssue({ code: 'custom', message: m.seatsInvalid, path: ['inPersonSeats'] });
    if (value.inPersonSeats > 0 && value.roomId === null) ctx.addIssue({ code: 'custom', message: m.roomRequired, path: ['roomId'] });
  });
export type ClassInput = z.infer<typeof classSchema>;

/**
 * POST /v1/classes/:id/sessions: one session at `startsAt`, or with `rrule` a weekly series whose
 * first session is at `startsAt` (its DTSTART, read in clinic time).
 */
export const classSessionsSchema = z.strictObject({
  startsAt: dateTime,
  minutes: z.number({ error: m.minutesInvalid }).int(m.minutesInvalid).min(15, m.minutesInvalid).max(480, m.minutesInvalid),
  rrule: line({ error: m.rruleInvalid }).min(1, m.rruleInvalid).max(200, m.rruleInvalid).optional(),
});
export type ClassSessionsInput = z.infer<typeof classSessionsSchema>;

/** POST /v1/class-seats: a seat held for the caller while they pay; `series` asks for the whole weekly series. */
export const seatHoldSchema = z.strictObject({
  sessionId: idSchema,
  mode: z.enum(SEAT_MODES, { error: m.modeInvalid }),
  series: z.boolean().default(false),
});
export type SeatHoldInput = z.infer<typeof seatHoldSchema>;
