import * as z from 'zod';
import { seatHoldSchema } from './classes';
import { idSchema, line } from './common';
import { courseDeskPaymentSchema } from './course-ledger';

/** The longest message staff may send to a session's attendees: one SMS segment's worth of Hindi stays readable. */
export const ANNOUNCEMENT_MAX = 300;

/** Running a class (issue 48): the texts its refusals carry. */
export const classDeskMessages = {
  notSessionDay: 'Check-in is open only on the day of the session',
  seatNotInSession: 'This seat is not a paid seat of this session',
  notCheckedIn: 'This seat is not checked in for this session',
  alreadyCheckedIn: 'This seat is already checked in for this session',
  patientUnknown: 'The patient is not an active patient',
  announcementInvalid: `Write the message on one line, at most ${ANNOUNCEMENT_MAX} characters`,
  noAttendees: 'This session has no paid seats to message',
} as const;
const m = classDeskMessages;

/** POST /v1/class-sessions/:id/desk-seat: staff sell a seat to a patient at the desk; the price is the class's, never the client's. */
export const deskSeatSchema = courseDeskPaymentSchema.extend({
  patientId: idSchema,
  mode: seatHoldSchema.shape.mode,
  series: seatHoldSchema.shape.series,
});
export type DeskSeatInput = z.infer<typeof deskSeatSchema>;

/** POST /v1/class-sessions/:id/announcement: one line of staff text, sent to every paid seat's patient. */
export const announcementSchema = z.strictObject({
  text: line({ error: m.announcementInvalid }).trim().min(1, m.announcementInvalid).max(ANNOUNCEMENT_MAX, m.announcementInvalid),
});

/** /v1/class-sessions/:id/seats/:seatId/check-in */
export const sessionSeatParamSchema = z.strictObject({ id: idSchema, seatId: idSchema });
