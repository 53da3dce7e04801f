import * as z from 'zod';
import { SEAT_MODES } from '../domain/classes';
import { appointmentModeSchema } from './booking';
import { idSchema } from './common';

/** The waitlist for class seats (issue 48, docs/decisions/050): joining, leaving, claiming an offer. */
export const waitlistMessages = {
  seatsFree: 'Seats are free in this session: book one instead',
  alreadyWaiting: 'You are already in line for this session',
  seriesOnly: 'This class sells seats for the whole series only; its sessions have no line',
  entryNotFound: 'You are not in line for this session',
  tokenInvalid: 'This link is not complete',
  offerNotFound: 'This offer was not found',
  offerNotYours: 'This offer was made to someone else',
  offerUsed: 'This offer has already been claimed',
  offerLapsed: 'This offer has run out, and the seat went to the next in line',
  nothingToOffer: 'No seat of this kind is free, or nobody is waiting for one',
  modeInvalid: 'Choose an in-person or an online seat',
  // A doctor's full day for a consultation (docs/decisions/053).
  dayNotFull: 'This doctor still has a free time that day: book it instead',
  noDoctorDay: 'This doctor has no consultations to come that day',
  alreadyWaitingDay: 'You are already in line for this doctor that day',
  alreadyBookedDay: 'You already have an appointment with this doctor that day',
  dayInvalid: 'Choose a day as YYYY-MM-DD, today or later',
  nothingToOfferDay: 'No time of this doctor is free that day, or nobody is waiting for one',
} as const;

/** POST /v1/waitlist: a place in line for a full session's seats of one mode. */
export const waitlistJoinSchema = z.strictObject({
  sessionId: idSchema,
  mode: z.enum(SEAT_MODES, { error: waitlistMessages.modeInvalid }),
});
export type WaitlistJoinInput = z.infer<typeof waitlistJoinSchema>;

/** The claim link's token: 43 URL-safe characters (32 random bytes). */
const token = z.string({ error: waitlistMessages.tokenInvalid }).regex(/^[A-Za-z0-9_-]{43}$/, waitlistMessages.tokenInvalid);

/** GET /v1/waitlist/offer?token=…: what the link offers. */
export const waitlistOfferQuerySchema = z.strictObject({ token });

/** POST /v1/waitlist/claim: the offer claimed by its patient. */
export const waitlistClaimSchema = z.strictObject({ token });

/** POST /v1/class-sessions/:id/waitlist/offer: staff offer a free seat of this mode to the first in line. */
export const waitlistOfferNowSchema = z.strictObject({ mode: z.enum(SEAT_MODES, { error: waitlistMessages.modeInvalid }) });

/** A clinic (IST) calendar day, YYYY-MM-DD, that exists (whether it is past is the server's clock to say). */
const day = z
  .string({ error: waitlistMessages.dayInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, waitlistMessages.dayInvalid)
  .refine((value) => {
    const parsed = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
  }, waitlistMessages.dayInvalid);

/** POST /v1/waitlist/consultations: a place in line for a doctor's full day (docs/decisions/053). */
export const consultationWaitlistJoinSchema = z.strictObject({
  doctorId: idSchema,
  serviceId: idSchema,
  date: day,
  mode: appointmentModeSchema.default('video'),
});
export type ConsultationWaitlistJoinInput = z.infer<typeof consultationWaitlistJoinSchema>;

/** GET /v1/waitlist/consultations?doctorId=&date= and POST …/offer (staff): one doctor-day's line. */
export const doctorDayQuerySchema = z.strictObject({ doctorId: idSchema, date: day });
export type DoctorDayQuery = z.infer<typeof doctorDayQuerySchema>;

/** GET /v1/waitlist/consultations/full?serviceId=&date=: the doctors whose day is full for a service. */
export const fullDoctorDaysQuerySchema = z.strictObject({ serviceId: idSchema, date: day });
