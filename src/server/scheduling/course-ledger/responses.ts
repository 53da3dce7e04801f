import * as z from 'zod';
import { COURSE_PHASES, COURSE_STATUSES, ROOM_FITTINGS, SESSION_STATUSES } from '../../../lib/domain/resources';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../lib/domain/payments';
import { sentPaymentLinkResponse } from '../../billing';

const id = z.number().int();

/** A course's refund if cancelled now, by the policy of src/lib/policy/course-policy.ts. */
export const courseCancellationResponse = z.strictObject({
  courseId: id,
  canCancel: z.boolean(),
  unusedSessions: z.number().int(),
  paidPaise: z.number().int(),
  refundPaise: z.number().int(),
  policy: z.string(),
});
export type CourseCancellation = z.infer<typeof courseCancellationResponse>;

const coursePayment = z.strictObject({
  id,
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amountPaise: z.number().int(),
  refundedPaise: z.number().int(),
  receiptNumber: z.string().nullable(),
});

/** GET /v1/courses/:id/ledger: each session's state, the credits, the money, and (for staff) the choices a reschedule offers. */
export const courseLedgerResponse = z.strictObject({
  course: z.strictObject({
    id,
    patientId: id,
    patientName: z.string(),
    name: z.string(),
    days: z.number().int(),
    status: z.enum(COURSE_STATUSES),
    pricePaise: z.number().int(),
    startsOn: z.string(),
    cancelledAt: z.iso.datetime().nullable(),
  }),
  sessions: z.array(
    z.strictObject({
      id,
      stepIndex: z.number().int(),
      phase: z.enum(COURSE_PHASES),
      therapy: z.strictObject({
        id,
        name: z.string(),
        minutes: z.number().int(),
        therapistsNeeded: z.number().int(),
        fitting: z.enum(ROOM_FITTINGS).nullable(),
      }),
      room: z.strictObject({ id, name: z.string() }),
      therapists: z.array(z.strictObject({ id, name: z.string() })),
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
      status: z.enum(SESSION_STATUSES),
      replacesSessionId: id.nullable(),
      /** Missed and not yet rescheduled: its credit waits for a new time. */
      canReschedule: z.boolean(),
    }),
  ),
  summary: z.strictObject({
    sessionCount: z.number().int(),
    used: z.number().int(),
    creditsLeft: z.number().int(),
    missed: z.number().int(),
    cancelled: z.number().int(),
    paidPaise: z.number().int(),
    refundablePaise: z.number().int(),
  }),
  payments: z.array(coursePayment),
  cancellation: courseCancellationResponse,
  /** Staff only (null for the patient): active rooms and active therapists with the therapies each is trained in. */
  options: z
    .strictObject({
      rooms: z.array(z.strictObject({ id, name: z.string(), fittings: z.array(z.enum(ROOM_FITTINGS)) })),
      therapists: z.array(z.strictObject({ id, name: z.string(), therapyIds: z.array(id) })),
    })
    .nullable(),
});
export type CourseLedger = z.infer<typeof courseLedgerResponse>;

/** POST /v1/courses/:id/payment and verify-payment: the course's completed payment and its receipt. */
export const coursePaymentResponse = z.strictObject({ courseId: id, payment: coursePayment });
export type CoursePaymentAnswer = z.infer<typeof coursePaymentResponse>;

/** POST /v1/courses/:id/order: what the browser's checkout opens with (the amount is the course's price). */
export const courseOrderResponse = z.strictObject({
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  courseId: id,
  key: z.string(),
  provider: z.enum(['local', 'razorpay']),
});
export type CourseOrder = z.infer<typeof courseOrderResponse>;

/** A session after a ledger change (missed, or the new row of a reschedule). */
export const courseSessionChangeResponse = z.strictObject({
  id,
  courseId: id,
  status: z.enum(SESSION_STATUSES),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  roomId: id,
  replacesSessionId: id.nullable(),
});
export type CourseSessionChange = z.infer<typeof courseSessionChangeResponse>;

/** POST /v1/courses/:id/cancel: the course cancelled, its sessions cancelled and the refund made. */
export const courseCancelResponse = z.strictObject({
  courseId: id,
  status: z.literal('cancelled'),
  cancelledSessions: z.number().int(),
  refundPaise: z.number().int(),
  refundId: id.nullable(),
});
export type CourseCancelAnswer = z.infer<typeof courseCancelResponse>;

/** POST /v1/courses/:id/payment-link: the link staff sent for the course's price, and where it went. */
export const coursePaymentLinkResponse = z.strictObject({
  courseId: id,
  paymentLink: sentPaymentLinkResponse,
});
export type CoursePaymentLinkAnswer = z.infer<typeof coursePaymentLinkResponse>;
