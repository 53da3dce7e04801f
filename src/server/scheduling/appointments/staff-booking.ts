import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale, localizePath } from '../../../i18n/locales';
import { enqueuePaymentLink } from '../../messaging';
import type { NotificationChannel } from '../../../lib/domain/notifications';
import { CURRENCY } from '../../../lib/domain/payments';
import { rupeesToPaise } from '../../../lib/format/money';
import { DISCOUNT_LIMIT_PERCENT, discountPaise } from '../../../lib/policy/discounts';
import { frontDeskMessages as m, bookingServerMessages } from '../../../lib/validation/messages';
import { PAYMENT_LINK_MIN_MINUTES, type StaffBookingRequest } from '../../../lib/validation/staff-booking';
import { recordAudit, personalDetailsColumns } from '../../identity';
import type { Session } from '../../kernel/session';
import { completeBooking } from '../booking/complete-booking';
import { bookableSlot } from '../booking/bookable-slot';
import { assertDoctorFree } from '../reservations/consultation-hold';
import type { Database, Transaction } from '../../kernel/db/database';
import { type appointments, payments, timeSlots, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Providers } from '../../kernel/providers';

type Patient = { id: number | null; name: string; mobile: string | null; email: string | null; language: string };

/** The patient on file, or the new one's details once their number is known to be free (nothing is written). */
async function findPatient(tx: Transaction, request: StaffBookingRequest): Promise<Patient> {
  if (request.patientId !== undefined) {
    const [patient] = await tx
      .select({ id: users.id, name: users.name, mobile: users.mobile, email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.id, request.patientId), eq(users.role, 'patient')));
    if (!patient) throw new AppError('not_found', m.patientNotFound);
    return patient;
  }
  const details = request.patient!;
  const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, details.mobile));
  if (taken) throw new AppError('conflict', m.mobileRegistered, { 'patient.mobile': m.mobileRegistered });
  return { id: null, name: details.name, mobile: details.mobile, email: details.email ?? null, language: details.language ?? DEFAULT_LOCALE };
}

/** The patient staff book for: one on file, or a new one stored provisional as an unverified registration is. */
async function findOrAddPatient(tx: Transaction, request: StaffBookingRequest): Promise<number> {
  if (request.patientId !== undefined) return (await findPatient(tx, request)).id!;
  const details = request.patient!;
  // A number on file stays its owner's: staff find that patient instead of replacing their details.
  const [added] = await tx
    .insert(users)
    .values({
      name: details.name,
      mobile: details.mobile,
      email: details.email ?? null,
      gender: details.gender ?? null,
      language: details.language ?? DEFAULT_LOCALE,
      ...personalDetailsColumns(details),
      role: 'patient',
    })
    .onConflictDoNothing({ target: users.mobile })
    .returning();
  if (!added) throw new AppError('conflict', m.mobileRegistered, { 'patient.mobile': m.mobileRegistered });
  await recordAudit(tx, { action: 'register', entity: 'user', entityId: added.id, after: added });
  return added.id;
}

/**
 * The booking's one check (bookableSlot) under the slot's row lock, with staff's own before the
 * slot is judged: a doctor books only into their own calendar, and the patient is added when
 * `addPatient` (else only looked up).
 */
async function checkBooking(tx: Transaction, staff: Session, request: StaffBookingRequest, addPatient: boolean) {
  let patient: Patient | undefined;
  const booking = await bookableSlot(tx, request, {
    lock: true,
    patientFor: async (slot) => {
      if (staff.role === 'doctor' && slot && slot.doctorId !== staff.doctorId) throw new AppError('forbidden', m.notYourCalendar);
      patient = addPatient ? { ...(await findPatient(tx, request)), id: await findOrAddPatient(tx, request) } : await findPatient(tx, request);
      return patient.id ?? NO_PATIENT_YET;
    },
  });
  return { ...booking, patient: patient! };
}

/** No user has this id: a new patient holds no slot yet. */
const NO_PATIENT_YET = -1;

export type StaffBookingOutcome =
  | { kind: 'booked'; appointment: typeof appointments.$inferSelect; payment: typeof payments.$inferSelect }
  | { kind: 'link_sent'; patientId: number; payment: typeof payments.$inferSelect; channels: NotificationChannel[] };

type NewPayment = typeof payments.$inferInsert;

/** A staff booking's order row: the booking's slot, service and patient, what staff asked for, and who took it. */
async function insertStaffOrder(
  tx: Database,
  staff: Session,
  request: StaffBookingRequest,
  booking: Pick<NewPayment, 'userId' | 'slotId' | 'serviceId'>,
  order: Pick<
    NewPayment,
    'razorpayOrderId' | 'amountPaise' | 'method' | 'reference' | 'waiverReason' | 'linkUrl' | 'linkExpiresAt' | 'discountPaise' | 'discountReason'
  >,
) {
  const [row] = await tx
    .insert(payments)
    .values({
      ...booking,
      description: request.description ?? null,
      mode: request.mode,
      currency: CURRENCY,
      status: 'created',
      takenByUserId: staff.id,
      ...order,
    })
    .returning();
  return row!;
}

type Discount = NonNullable<Extract<StaffBookingRequest['payment'], { method: 'link' }>['discount']>;

/** Refuses a discount above what the staff member's role may give (issue 51 item 10), before anything is looked up. */
function assertDiscountAllowed(staff: Session, discount: Discount | undefined) {
  if (!discount) return;
  const limit = staff.role === 'patient' ? 0 : DISCOUNT_LIMIT_PERCENT[staff.role];
  if (discount.percent > limit) {
    throw new AppError('forbidden', m.discountOverLimit, { 'payment.discount.percent': m.discountOverLimit }, undefined, { limit });
  }
}

/** What the patient pays for a fee less the discount, and the discount's columns on the order. */
function discountedFee(feePaise: number, discount: Discount | undefined) {
  const taken = discount ? discountPaise(feePaise, discount.percent) : 0;
  return { amountPaise: feePaise - taken, discountPaise: taken, discountReason: discount ? discount.reason : null };
}

/**
 * POST /v1/appointments/staff (issue 34): staff book a slot for a patient who phoned or walked
 * in, taking the fee at the desk (cash, UPI, card), waiving it, or sending a payment link. At the
 * desk it is the patient's checkout done by staff: the slot's row lock holds it, an order row
 * records the fee with who took it, and completeBooking turns it into the confirmed appointment
 * (audit, messages and reminders), all in one transaction. A doctor books only into their own calendar.
 */
export async function bookForPatient(
  db: Database,
  providers: Pick<Providers, 'meetings' | 'notifications' | 'payments'>,
  staff: Session,
  request: StaffBookingRequest,
  siteUrl: string,
): Promise<StaffBookingOutcome> {
  const { payment } = request;
  assertDiscountAllowed(staff, payment.method === 'waived' ? undefined : payment.discount);
  if (payment.method === 'link') return sendPaymentLink(db, providers, staff, request, payment.holdMinutes, siteUrl);
  return db.transaction(async (tx) => {
    const { service, slot, patient } = await checkBooking(tx, staff, request, true);
    const patientId = patient.id!;
    const amountPaise = payment.method === 'waived' ? 0 : rupeesToPaise(payment.amount);
    const fee = discountedFee(service.pricePaise, payment.method === 'waived' ? undefined : payment.discount);
    // The fee is the service's price (less a discount): staff record what they took, they do not set it.
    if (payment.method !== 'waived' && amountPaise !== fee.amountPaise) {
      const message = fee.discountPaise > 0 ? m.amountNotDiscountedFee : m.amountNotFee;
      throw new AppError('invalid', message, { 'payment.amount': message }, undefined, { fee: fee.amountPaise / 100 });
    }
    const orderId = `desk_${randomUUID()}`;
    const order = await insertStaffOrder(
      tx,
      staff,
      request,
      { userId: patientId, slotId: slot.id, serviceId: service.id },
      {
        razorpayOrderId: orderId,
        amountPaise,
        method: payment.method,
        reference: payment.method === 'waived' ? null : (payment.reference ?? null),
        waiverReason: payment.method === 'waived' ? payment.reason : null,
        discountPaise: fee.discountPaise,
        discountReason: fee.discountReason,
      },
    );
    await recordAudit(tx, { action: 'create_order', entity: 'payment', entityId: order.id, after: order });
    const outcome = await completeBooking(tx, providers, { orderId, paymentId: `${payment.method}_${randomUUID()}` });
    if (outcome.kind !== 'booked') {
      // The doctor's time taken since the check (a rival desk, a block): the 409 names what took it.
      await assertDoctorFree(tx, slot);
      throw new AppError('conflict', bookingServerMessages.slotBooked);
    }
    return { kind: 'booked', appointment: outcome.appointment, payment: outcome.payment };
  });
}

/**
 * `{method: "link"}`: a payment link (Razorpay Payment Links) for the service's fee, sent to the
 * patient through the outbox. The slot is held for the patient until the link expires
 * (the hold staff chose, never past the start and never under Razorpay's 15 minutes); the
 * payment_link.paid webhook then books it through completeBooking, as a checkout's payment does,
 * and an unpaid link simply lets the hold lapse. The provider is asked before the transaction
 * (no row lock is held across the call); its link reaches no one unless the transaction commits.
 */
async function sendPaymentLink(
  db: Database,
  providers: Pick<Providers, 'notifications' | 'payments'>,
  staff: Session,
  request: StaffBookingRequest,
  holdMinutes: number,
  siteUrl: string,
): Promise<StaffBookingOutcome> {
  const discount = request.payment.method === 'link' ? request.payment.discount : undefined;
  const first = await db.transaction((tx) => checkBooking(tx, staff, request, false));
  const fee = discountedFee(first.service.pricePaise, discount);
  const expiresAt = paymentLinkExpiry(first.slot.startTime, first.now, holdMinutes);
  const referenceId = `slot${first.slot.id}_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const link = await providers.payments.createPaymentLink({
    amountPaise: fee.amountPaise,
    currency: CURRENCY,
    referenceId,
    description: `${first.service.name} with ${first.doctorName}`,
    expireBy: expiresAt,
    customer: { name: first.patient.name, contact: first.patient.mobile, email: first.patient.email },
    callbackUrl: new URL(
      localizePath('/my-appointments', isLocale(first.patient.language) ? first.patient.language : DEFAULT_LOCALE),
      siteUrl,
    ).toString(),
    notes: { slotId: String(first.slot.id), serviceId: String(first.service.id), referenceId },
  });
  return db.transaction(async (tx) => {
    // Checked again under the lock: the slot may have gone meanwhile.
    const { service, slot, patient } = await checkBooking(tx, staff, request, true);
    const patientId = patient.id!;
    await tx.update(timeSlots).set({ heldUntil: expiresAt, heldByUserId: patientId }).where(eq(timeSlots.id, slot.id));
    const order = await insertStaffOrder(
      tx,
      staff,
      request,
      { userId: patientId, slotId: slot.id, serviceId: service.id },
      {
        razorpayOrderId: link.linkId,
        // The link's amount, as asked of the provider: a fee changed meanwhile does not change it.
        amountPaise: fee.amountPaise,
        discountPaise: fee.discountPaise,
        discountReason: fee.discountReason,
        method: 'link',
        reference: referenceId,
        linkUrl: link.url,
        linkExpiresAt: expiresAt,
      },
    );
    await recordAudit(tx, { action: 'send_payment_link', entity: 'payment', entityId: order.id, after: order });
    const channels = await enqueuePaymentLink(tx, providers.notifications, order.id);
    return { kind: 'link_sent', patientId, payment: order, channels };
  });
}

/** When a link sent now for a slot starting at `start` stops working, after the hold staff chose; refused when under Razorpay's minimum. */
export function paymentLinkExpiry(start: Date, now: Date, holdMinutes: number): Date {
  const expiresAt = new Date(Math.min(now.getTime() + holdMinutes * 60_000, start.getTime()));
  if (expiresAt.getTime() - now.getTime() < PAYMENT_LINK_MIN_MINUTES * 60_000) throw new AppError('invalid', m.linkTooLate);
  return expiresAt;
}
