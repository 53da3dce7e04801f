import * as z from 'zod';

/** A patient's own class seats (issue 48): cancelling one by the clinic's policy. */
export const mySeatMessages = {
  seatNotFound: 'Class seat not found',
  notCancellable: 'Only a paid seat can be cancelled',
  alreadyCancelled: 'This seat is already cancelled',
  cancelTooLate: 'This seat can no longer be cancelled online; please call the clinic',
  alreadyStarted: 'This class has already started',
  refundChanged: 'The refund for this seat has changed; please look at it again',
  refundInvalid: 'Send the refund you were shown',
} as const;

/** POST /v1/class-seats/:id/cancel: the refund the patient was shown, in paise; the server refuses if it changed. */
export const seatCancelSchema = z.strictObject({
  refundPaise: z.number({ error: mySeatMessages.refundInvalid }).int(mySeatMessages.refundInvalid).min(0, mySeatMessages.refundInvalid),
});
export type SeatCancelInput = z.infer<typeof seatCancelSchema>;
