import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { APPOINTMENT_MODES, type AppointmentMode } from '../../../../lib/domain/appointments';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentStatus, REFUND_STATUSES, type RefundStatus } from '../../../../lib/domain/payments';
import { clinicNow } from '../../clock';
import { appointments, timeSlots } from './appointments';
import { services } from './clinic';
import { inList, requiredRef, timestamps } from './columns';
import { programmeTemplates } from './programmes';
import { classSeats, courses } from './resources';
import { users } from './users';

/** One row per checkout order; it becomes the payment record once paid. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    appointmentId: integer().references(() => appointments.id, { onDelete: 'restrict' }),
    userId: requiredRef(() => users.id, 'restrict'),
    // An appointment's payment names its slot and service; a course's (issue 47) names the course;
    slotId: integer().references(() => timeSlots.id, { onDelete: 'restrict' }),
    serviceId: integer().references(() => services.id, { onDelete: 'restrict' }),
    courseId: integer().references((): AnyPgColumn => courses.id, { onDelete: 'restrict' }),
    // A class seat's (issue 48) names the seat.
    classSeatId: integer().references((): AnyPgColumn => classSeats.id, { onDelete: 'restrict' }),
    /** Issue 50 item 4: the medicines dispensed at this visit, paid at the desk's checkout (decision 063). */
    medicinesAppointmentId: integer().references(() => appointments.id, { onDelete: 'restrict' }),
    /** Issue 50 item 6: an online medicines order (decision 065); its foreign key is in migration 0048 (schema modules import payments → dispensary). */
    medicineOrderId: integer(),
    // A programme bought online (issue 49) names its template, and a pregnancy programme the
    // expected delivery date the patient gave; the enrolment is made when it is paid.
    programmeTemplateId: integer().references((): AnyPgColumn => programmeTemplates.id, { onDelete: 'restrict' }),
    programmeDueDate: date({ mode: 'string' }),
    description: text(),
    mode: text().$type<AppointmentMode>().notNull().default('video'),
    razorpayOrderId: text().notNull().unique(),
    razorpayPaymentId: text().unique(),
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: text().$type<PaymentStatus>().notNull().default('created'),
    // Paise promised back by refund rows (reserved when a refund is created, whatever its state).
    refundedPaise: integer().notNull().default(0),
    method: text().notNull().default('online'),
    // Staff booking (issue 34): who took the money at the desk (or waived it), their note of it
    // (a UPI or card slip reference), and why a fee was waived.
    takenByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    reference: text(),
    waiverReason: text(),
    // Issue 51 item 10: what staff took off the fee, and why; amountPaise is what was taken.
    discountPaise: integer().notNull().default(0),
    discountReason: text(),
    // A payment link's address and when it stops working (the slot is held until then).
    linkUrl: text(),
    linkExpiresAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('payments_method_check', inList('method', PAYMENT_METHODS)),
    check('payments_waiver_check', sql`${t.method} <> 'waived' or (${t.waiverReason} is not null and ${t.amountPaise} = 0)`),
    check('payments_amount_check', sql`${t.amountPaise} >= 0`),
    check('payments_discount_check', sql`${t.discountPaise} >= 0 and (${t.discountPaise} = 0) = (${t.discountReason} is null)`),
    check('payments_mode_check', inList('mode', APPOINTMENT_MODES)),
    // Exactly one subject: a slot with its service, a course, a class seat, a programme, a visit's medicines, or an online medicines order.
    check(
      'payments_subject_check',
      sql`(${t.slotId} is not null and ${t.serviceId} is not null)::int + (${t.courseId} is not null)::int + (${t.classSeatId} is not null)::int + (${t.programmeTemplateId} is not null)::int + (${t.medicinesAppointmentId} is not null)::int + (${t.medicineOrderId} is not null)::int = 1`,
    ),
    check('payments_programme_due_date_check', sql`${t.programmeDueDate} is null or ${t.programmeTemplateId} is not null`),
    // Money back can never exceed money taken.
    check('payments_refunded_check', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`),
    index('payments_appointment_idx').on(t.appointmentId),
    index('payments_course_idx').on(t.courseId),
    index('payments_class_seat_idx').on(t.classSeatId),
    index('payments_medicines_idx').on(t.medicinesAppointmentId),
    index('payments_medicine_order_idx').on(t.medicineOrderId),
    index('payments_programme_template_idx').on(t.programmeTemplateId),
    index('payments_user_idx').on(t.userId),
    // The dashboard's revenue per day and month.
    index('payments_created_idx').on(t.createdAt),
  ],
);

/**
 * Money going back to a patient (DESIGN.md, Beyond SPEC: refunds). Created in the transaction
 * that causes it, once per cause (idempotency key); the provider is called after commit and the
 * row settles to processed or failed (by the provider's answer or its webhook).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    paymentId: requiredRef(() => payments.id, 'restrict'),
    appointmentId: integer().references(() => appointments.id, { onDelete: 'restrict' }),
    amountPaise: integer().notNull(),
    reason: text().notNull(),
    idempotencyKey: text().notNull().unique(),
    providerRefundId: text().unique(),
    status: text().$type<RefundStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    // A settle run owns the row until then, so two runs never call the provider twice at once.
    claimedUntil: timestamp({ withTimezone: true }),
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    lastError: text(),
    settledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('refunds_status_check', inList('status', REFUND_STATUSES)),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_appointment_idx').on(t.appointmentId),
    index('refunds_due_idx').on(t.status, t.nextAttemptAt),
    // The dashboard subtracts refunds on the day they settled.
    index('refunds_settled_idx').on(t.settledAt),
  ],
);

/** Payment webhook deliveries already handled (deliveries repeat and arrive out of order). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text().primaryKey(),
  receivedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
});

/**
 * The day's cash closed (issue 51): once per IST day, the cash the desk should hold (as the day's
 * report computed it when closed), what was counted and the difference. A second close is refused.
 */
export const dayCloses = pgTable(
  'day_closes',
  {
    id: serial().primaryKey(),
    day: date({ mode: 'string' }).notNull().unique(),
    expectedCashPaise: integer().notNull(),
    countedCashPaise: integer().notNull(),
    differencePaise: integer().notNull(),
    note: text(),
    closedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('day_closes_counted_check', sql`${t.countedCashPaise} >= 0`),
    check('day_closes_difference_check', sql`${t.differencePaise} = ${t.countedCashPaise} - ${t.expectedCashPaise}`),
  ],
);
