import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { CURRENCY } from '../../../lib/domain/payments';
import { MAX_ORDERS_PER_PATIENT_PER_10_MIN } from '../../../lib/policy/appointment-policy';
import { type CourseDeskPayment, courseLedgerMessages as m } from '../../../lib/validation/course-ledger';
import { bookingServerMessages } from '../../../lib/validation/messages';
import { type AfterCommit, NOTHING_AFTER_COMMIT, refundAfterCommit } from '../../kernel/after-commit';
import type { Database, Transaction } from '../../kernel/db/database';
import { paymentDocuments, payments } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Providers } from '../../kernel/providers';
import { hitRateLimit } from '../../kernel/rate-limit';
import type { Session } from '../../kernel/session';
import { recordAudit } from '../../identity';
import { completeBooking } from '../booking/complete-booking';
import { type Course, courseFor, lockCourse } from './course-ledger';
import type { CourseOrder, CoursePaymentAnswer } from './responses';

type Payment = typeof payments.$inferSelect;
type Caller = Pick<Session, 'id' | 'role'>;

/** A course takes money only while planned, and once. */
export async function checkPayable(tx: Transaction | Pick<Database, 'select'>, course: Course): Promise<void> {
  if (course.status === 'cancelled') throw new AppError('conflict', m.courseCancelled);
  if (course.status === 'completed') throw new AppError('conflict', m.courseCompleted);
  if (course.pricePaise === 0) throw new AppError('conflict', m.nothingToPay);
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.courseId, course.id), eq(payments.status, 'completed')))
    .limit(1);
  if (paid) throw new AppError('conflict', m.alreadyPaid);
}

/** The answer for a completed course payment, with its receipt's number. */
async function paymentAnswer(tx: Pick<Database, 'select'>, payment: Payment): Promise<CoursePaymentAnswer> {
  const [receipt] = await tx
    .select({ number: paymentDocuments.number })
    .from(paymentDocuments)
    .where(and(eq(paymentDocuments.paymentId, payment.id), eq(paymentDocuments.kind, 'receipt')));
  return {
    courseId: payment.courseId!,
    payment: {
      id: payment.id,
      status: payment.status,
      method: payment.method as CoursePaymentAnswer['payment']['method'],
      amountPaise: payment.amountPaise,
      refundedPaise: payment.refundedPaise,
      receiptNumber: receipt?.number ?? null,
    },
  };
}

/**
 * POST /v1/courses/:id/payment: staff take the course's price at the desk. As an appointment's
 * desk payment does (staff-booking.ts), an order row records who took what, and completeBooking
 * settles it with its receipt in the same transaction. The course row's lock makes two desks
 * paying at once one payment and one 409.
 */
export async function takeCourseDeskPayment(
  db: Database,
  providers: Pick<Providers, 'meetings' | 'notifications'>,
  staff: Session,
  courseId: number,
  request: CourseDeskPayment,
): Promise<CoursePaymentAnswer> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, courseId, staff);
    await checkPayable(tx, course);
    const orderId = `desk_${randomUUID()}`;
    const [order] = await tx
      .insert(payments)
      .values({
        userId: course.patientId,
        courseId: course.id,
        mode: 'in_person',
        razorpayOrderId: orderId,
        // The course's price as sold: staff record how it was paid, never how much.
        amountPaise: course.pricePaise,
        currency: CURRENCY,
        status: 'created',
        method: request.method,
        reference: request.reference ?? null,
        takenByUserId: staff.id,
      })
      .returning();
    await recordAudit(tx, { action: 'create_order', entity: 'payment', entityId: order!.id, after: order });
    const outcome = await completeBooking(tx, providers, { orderId, paymentId: `${request.method}_${randomUUID()}` });
    if (outcome.kind !== 'course_paid') throw new AppError('conflict', m.alreadyPaid);
    return paymentAnswer(tx, outcome.payment);
  });
}

/**
 * POST /v1/courses/:id/order: a checkout order for the course's price through the same provider
 * as an appointment's (create-order.ts). An unpaid order of the course is reused while the course
 * is unpaid, so opening the checkout twice does not make two orders.
 */
export async function createCourseOrder(
  db: Database,
  providers: Pick<Providers, 'payments'>,
  caller: Caller,
  courseId: number,
): Promise<CourseOrder> {
  const course = await courseFor(db, courseId, caller);
  await checkPayable(db, course);
  await hitRateLimit(db, {
    key: `order:user:${caller.id}`,
    limit: MAX_ORDERS_PER_PATIENT_PER_10_MIN,
    windowSeconds: 10 * 60,
    message: bookingServerMessages.tooManyOrders,
  });
  const answer = (orderId: string): CourseOrder => ({
    order_id: orderId,
    amount: course.pricePaise,
    currency: CURRENCY,
    courseId: course.id,
    key: providers.payments.checkoutKey,
    provider: providers.payments.kind,
  });
  const [live] = await db
    .select({ orderId: payments.razorpayOrderId })
    .from(payments)
    .where(
      and(
        eq(payments.courseId, course.id),
        eq(payments.status, 'created'),
        eq(payments.method, 'online'),
        eq(payments.amountPaise, course.pricePaise),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (live) return answer(live.orderId);
  // Asked before the transaction: no row lock is held across the provider's call.
  const orderId = await providers.payments.createOrder({
    amountPaise: course.pricePaise,
    currency: CURRENCY,
    receipt: `course-${course.id}`,
    notes: { userId: String(course.patientId), courseId: String(course.id) },
  });
  await db.transaction(async (tx) => {
    const locked = await lockCourse(tx, courseId, caller);
    await checkPayable(tx, locked);
    const [order] = await tx
      .insert(payments)
      .values({
        userId: locked.patientId,
        courseId: locked.id,
        mode: 'in_person',
        razorpayOrderId: orderId,
        amountPaise: locked.pricePaise,
        currency: CURRENCY,
        status: 'created',
        takenByUserId: caller.role === 'patient' ? null : caller.id,
      })
      .returning();
    await recordAudit(tx, { action: 'create_order', entity: 'payment', entityId: order!.id, after: order });
  });
  return answer(orderId);
}

export type VerifiedCoursePayment =
  { answer: CoursePaymentAnswer; isNew: boolean; afterCommit: AfterCommit } | { error: AppError; afterCommit: AfterCommit };

/**
 * POST /v1/courses/:id/verify-payment: the checkout's signature checked against the course's
 * stored order, then settled as the webhook settles it (completeBooking's course branch). The
 * appointment's verify-payment takes a slot and service, which a course order has not.
 */
export async function verifyCoursePayment(
  db: Database,
  providers: Providers,
  caller: Caller,
  courseId: number,
  request: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<VerifiedCoursePayment> {
  const course = await courseFor(db, courseId, caller);
  const [order] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.razorpayOrderId, request.razorpay_order_id), eq(payments.courseId, course.id), eq(payments.method, 'online')));
  if (!order) throw new AppError('not_found', m.orderInvalid);
  if (!providers.payments.isValidCheckoutSignature(order.razorpayOrderId, request.razorpay_payment_id, request.razorpay_signature)) {
    throw new AppError('invalid', m.signatureInvalid);
  }
  const outcome = await completeBooking(db, providers, { orderId: order.razorpayOrderId, paymentId: request.razorpay_payment_id });
  if (outcome.kind === 'course_paid')
    return { answer: await paymentAnswer(db, outcome.payment), isNew: outcome.isNew, afterCommit: NOTHING_AFTER_COMMIT };
  if (outcome.kind === 'paid_twice')
    return { error: new AppError('conflict', m.paidTwiceRefund), afterCommit: refundAfterCommit(outcome.refundId, false) };
  if (outcome.kind === 'slot_taken')
    return { error: new AppError('conflict', m.cancelledRefund), afterCommit: refundAfterCommit(outcome.refundId, false) };
  throw new AppError('conflict', m.alreadyPaid);
}
