import { and, asc, desc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { CURRENCY } from '../../../lib/domain/payments';
import { MAX_ORDERS_PER_PATIENT_PER_10_MIN } from '../../../lib/policy/appointment-policy';
import { clinicToday } from '../../../lib/programmes/weeks';
import { PROGRAMME_MESSAGES_CONSENT_VERSION } from '../../../lib/validation/consent';
import { bookingServerMessages } from '../../../lib/validation/messages';
import { type ProgrammeOrderInput, programmeMessages as m } from '../../../lib/validation/programmes';
import { recordAudit, recordConsent } from '../../identity';
import { type AfterCommit, NOTHING_AFTER_COMMIT, NOTIFY_AFTER_COMMIT, refundAfterCommit } from '../../kernel/after-commit';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { paymentDocuments, payments, programmeTemplates } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Providers } from '../../kernel/providers';
import { hitRateLimit } from '../../kernel/rate-limit';
import { completeBooking } from '../booking/complete-booking';
import { anchorDateOf, runningEnrolment, templateFields } from './enrolments';
import type { ProgrammeOfferJson, ProgrammeOrderJson, ProgrammePaidJson } from './responses';

/** How long a programme's unpaid order is reused by asking again (the checkout's lifetime). */
const ORDER_REUSE_MINUTES = 30;

/** What a programme's receipt says was sold: "Garbhasanskar (nine months) — programme, 40 weeks". */
const programmeDescription = (template: { name: string; lengthWeeks: number }) => `${template.name} — programme, ${template.lengthWeeks} weeks`;

/** GET /v1/programmes/catalogue: the programmes sold online, with their price (public, no personal data). */
export async function programmeCatalogue(db: Database): Promise<ProgrammeOfferJson[]> {
  const found = await db
    .select()
    .from(programmeTemplates)
    .where(and(eq(programmeTemplates.active, true), isNotNull(programmeTemplates.pricePaise)))
    .orderBy(asc(programmeTemplates.id));
  return found.map((template) => ({
    ...templateFields(template),
    price_paise: template.pricePaise!,
  }));
}

/**
 * POST /v1/programmes/orders: a verified patient starts buying a programme through the
 * appointment's checkout. The amount is the template's price; the expected delivery date is checked
 * as staff's enrolment checks it; a patient already in the programme is refused before paying. The
 * programme-messages consent, when ticked, is recorded now with the consent records (as the
 * teleconsultation consent is at create-order). Asking again for the same programme and date
 * within the checkout's lifetime answers the same order. Nothing is enrolled until it is paid.
 */
export async function orderProgramme(
  db: Database,
  providers: Pick<Providers, 'payments'>,
  patientId: number,
  input: ProgrammeOrderInput,
  clientAddress: string | null,
): Promise<ProgrammeOrderJson> {
  await hitRateLimit(db, {
    key: `order:user:${patientId}`,
    limit: MAX_ORDERS_PER_PATIENT_PER_10_MIN,
    windowSeconds: 10 * 60,
    message: bookingServerMessages.tooManyOrders,
  });
  const now = clinicNow();
  const [template] = await db
    .select()
    .from(programmeTemplates)
    .where(and(eq(programmeTemplates.id, input.template_id), eq(programmeTemplates.active, true)));
  if (!template) throw new AppError('not_found', m.templateNotFound);
  if (template.pricePaise === null) throw new AppError('conflict', m.notForSale);
  const anchorDate = anchorDateOf(template, input.due_date, clinicToday(now));
  if (await runningEnrolment(db, patientId, template.id)) throw new AppError('conflict', m.youAreEnrolled);
  const dueDate = template.anchor === 'due_date' ? anchorDate : null;
  const answer = (orderId: string): ProgrammeOrderJson => ({
    template_id: template.id,
    due_date: dueDate,
    order: {
      order_id: orderId,
      amount: template.pricePaise!,
      currency: CURRENCY,
      key: providers.payments.checkoutKey,
      provider: providers.payments.kind,
    },
  });
  const recordMessagesConsent = async (tx: Transaction) => {
    if (!input.messages_consent) return;
    await recordConsent(tx, { userId: patientId, purpose: 'programme_messages', version: PROGRAMME_MESSAGES_CONSENT_VERSION, clientAddress });
  };

  const [live] = await db
    .select({ orderId: payments.razorpayOrderId })
    .from(payments)
    .where(
      and(
        eq(payments.userId, patientId),
        eq(payments.programmeTemplateId, template.id),
        dueDate === null ? isNull(payments.programmeDueDate) : eq(payments.programmeDueDate, dueDate),
        eq(payments.status, 'created'),
        eq(payments.amountPaise, template.pricePaise),
        gt(payments.createdAt, new Date(now.getTime() - ORDER_REUSE_MINUTES * 60_000)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  if (live) {
    await db.transaction(recordMessagesConsent);
    return answer(live.orderId);
  }
  // Asked before the transaction: no row lock is held across the provider's call.
  const orderId = await providers.payments.createOrder({
    amountPaise: template.pricePaise,
    currency: CURRENCY,
    receipt: `programme-${template.id}-user-${patientId}`,
    notes: { userId: String(patientId), programmeTemplateId: String(template.id) },
  });
  await db.transaction(async (tx) => {
    const [order] = await tx
      .insert(payments)
      .values({
        userId: patientId,
        programmeTemplateId: template.id,
        programmeDueDate: dueDate,
        description: programmeDescription(template),
        razorpayOrderId: orderId,
        amountPaise: template.pricePaise!,
        currency: CURRENCY,
        status: 'created',
      })
      .returning();
    await recordAudit(tx, { action: 'create_order', entity: 'payment', entityId: order!.id, after: order });
    await recordMessagesConsent(tx);
  });
  return answer(orderId);
}

export type VerifiedProgrammePayment =
  { answer: ProgrammePaidJson; isNew: boolean; afterCommit: AfterCommit } | { error: AppError; afterCommit: AfterCommit };

/**
 * POST /v1/programmes/orders/verify: the checkout's signature checked against the patient's stored
 * programme order, then settled by completeBooking as the webhook settles it (whichever comes first
 * enrols; the other answers the same enrolment).
 */
export async function verifyProgrammePayment(
  db: Database,
  providers: Providers,
  patientId: number,
  request: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<VerifiedProgrammePayment> {
  const [order] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.razorpayOrderId, request.razorpay_order_id), eq(payments.userId, patientId), isNotNull(payments.programmeTemplateId)));
  if (!order) throw new AppError('not_found', m.orderNotFound);
  if (!providers.payments.isValidCheckoutSignature(order.razorpayOrderId, request.razorpay_payment_id, request.razorpay_signature)) {
    throw new AppError('invalid', m.signatureInvalid);
  }
  const outcome = await completeBooking(db, providers, { orderId: order.razorpayOrderId, paymentId: request.razorpay_payment_id });
  if (outcome.kind === 'programme_enrolled') {
    const [receipt] = await db
      .select({ number: paymentDocuments.number })
      .from(paymentDocuments)
      .where(and(eq(paymentDocuments.paymentId, outcome.payment.id), eq(paymentDocuments.kind, 'receipt')));
    return {
      answer: { enrolment_id: outcome.enrolmentId, template_id: order.programmeTemplateId!, receipt_number: receipt?.number ?? null },
      isNew: outcome.isNew,
      afterCommit: outcome.isNew ? NOTIFY_AFTER_COMMIT : NOTHING_AFTER_COMMIT,
    };
  }
  if (outcome.kind === 'paid_twice') {
    const message = order.status === 'completed' ? m.paidTwiceRefund : m.enrolledRefund;
    return { error: new AppError('conflict', message), afterCommit: refundAfterCommit(outcome.refundId, false) };
  }
  if (outcome.kind === 'slot_taken')
    return { error: new AppError('conflict', m.dueDatePast), afterCommit: refundAfterCommit(outcome.refundId, false) };
  throw new AppError('conflict', m.orderNotFound);
}
