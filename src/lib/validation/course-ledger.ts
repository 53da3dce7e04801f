import * as z from 'zod';
import { DESK_PAYMENT_METHODS } from '../domain/payments';
import { MAX_THERAPISTS_PER_SESSION } from '../domain/resources';
import { blankToNull, idSchema, line } from './common';
import { PAYMENT_REFERENCE_MAX } from './staff-booking';

/** A course's payment and session ledger (issue 47): the texts its refusals carry. */
export const courseLedgerMessages = {
  methodInvalid: `Payment method must be one of ${DESK_PAYMENT_METHODS.join(', ')}`,
  referenceInvalid: 'Reference must be at most 100 characters of text on one line',
  alreadyPaid: 'This course is already paid',
  courseCancelled: 'This course is cancelled',
  courseCompleted: 'This course is completed',
  nothingToPay: 'This course has no price to pay',
  sessionNotPlanned: 'Only a planned session can be marked missed',
  sessionNotStarted: 'A session can be marked missed once its start has passed',
  sessionNotMissed: 'Only a missed session can be rescheduled',
  alreadyRescheduled: 'This missed session has already been rescheduled',
  startsAtInvalid: 'Give a date and time with its offset, such as 2026-12-01T09:00:00+05:30',
  startsInPast: 'The new time must be in the future',
  therapistsInvalid: `Choose 1 or ${MAX_THERAPISTS_PER_SESSION} therapists, each once`,
  therapistCount: 'Choose as many therapists as the therapy needs',
  roomUnfitted: 'This room is not active or lacks the fitting the therapy needs',
  therapistUntrained: 'A chosen therapist is not an active therapist trained in this therapy',
  expectedRefundInvalid: 'Give the refund shown in paise: a whole number from 0',
  refundChanged: 'The refund changed since it was shown: look at the new amount and confirm again',
  orderInvalid: 'This order is not one of this course’s orders',
  signatureInvalid: 'Payment verification failed: the signature does not match',
  providerIdInvalid: 'Give the provider’s order id, payment id and signature',
  paidTwiceRefund: 'This course was already paid: this payment will be refunded in full',
  cancelledRefund: 'This course was cancelled before the payment arrived: it will be refunded in full',
} as const;
const m = courseLedgerMessages;

/** POST /v1/courses/:id/payment: money taken at the desk; the amount is the course's price, never the client's. */
export const courseDeskPaymentSchema = z.strictObject({
  method: z.enum(DESK_PAYMENT_METHODS, { error: m.methodInvalid }),
  reference: z.preprocess(blankToNull, line({ error: m.referenceInvalid }).max(PAYMENT_REFERENCE_MAX, m.referenceInvalid).nullish()),
});
export type CourseDeskPayment = z.infer<typeof courseDeskPaymentSchema>;

/** POST /v1/course-sessions/:id/reschedule: a missed session's new time, room and therapists. */
export const sessionRescheduleSchema = z.strictObject({
  startsAt: z.iso.datetime({ offset: true, error: m.startsAtInvalid }).transform((value) => new Date(value)),
  roomId: idSchema,
  therapistIds: z
    .array(idSchema, { error: m.therapistsInvalid })
    .min(1, m.therapistsInvalid)
    .max(MAX_THERAPISTS_PER_SESSION, m.therapistsInvalid)
    .refine((ids) => new Set(ids).size === ids.length, m.therapistsInvalid),
});
export type SessionReschedule = z.infer<typeof sessionRescheduleSchema>;

/** POST /v1/courses/:id/cancel: the refund staff were shown, so a changed one is not confirmed unseen. */
export const courseCancelSchema = z.strictObject({
  expectedRefundPaise: z.number({ error: m.expectedRefundInvalid }).int(m.expectedRefundInvalid).min(0, m.expectedRefundInvalid),
});

const providerId = z.string({ error: m.providerIdInvalid }).trim().min(1, m.providerIdInvalid).max(100, m.providerIdInvalid);

/** POST /v1/courses/:id/verify-payment: the checkout's answer for a course order. */
export const courseVerifyPaymentSchema = z.strictObject({
  razorpay_order_id: providerId,
  razorpay_payment_id: providerId,
  razorpay_signature: providerId,
});
