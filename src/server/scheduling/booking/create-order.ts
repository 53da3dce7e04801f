import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { MAX_HOLDS_PER_CLIENT_PER_HOLD, MAX_LIVE_HOLDS_PER_PATIENT, MAX_ORDERS_PER_PATIENT_PER_10_MIN } from '../../../lib/policy/appointment-policy';
import { CURRENCY } from '../../../lib/domain/payments';
import type { CreateOrderRequest } from '../../../lib/validation/booking';
import { bookingServerMessages as m } from '../../../lib/validation/messages';
import { paymentRows } from '../../kernel/db/appointment-join';
import type { Database, Transaction } from '../../kernel/db/database';
import { payments, timeSlots } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { PaymentProvider } from '../../kernel/providers/payments/types';
import { clientAddressKey, hitRateLimit } from '../../kernel/rate-limit';
import type { OrderResponse } from './responses';
import { HOLD_MINUTES, bookableSlot } from './bookable-slot';
import { recordAudit, recordConsent } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { offerFreedSlot } from '../consultation-waitlist/offers';

/** The patient's unpaid order for this slot and service while their hold on it is live: checkout reuses it. */
async function findLiveOrder(db: Database, patientId: number, request: CreateOrderRequest, pricePaise: number, now: Date) {
  const [order] = await paymentRows(db, { orderId: payments.razorpayOrderId, id: payments.id })
    .where(
      and(
        eq(payments.userId, patientId),
        eq(payments.slotId, request.slotId),
        eq(payments.serviceId, request.serviceId),
        eq(payments.status, 'created'),
        eq(payments.amountPaise, pricePaise),
        eq(timeSlots.heldByUserId, patientId),
        gt(timeSlots.heldUntil, now),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return order;
}

/**
 * Starts a checkout: the amount is the service's price from the database, the slot is held for
 * this patient for HOLD_MINUTES (never extended by asking again), any older hold of the patient
 * beyond MAX_LIVE_HOLDS_PER_PATIENT is released, and the order is stored so verification trusts
 * only it. Asking again for the same slot and service while the hold lasts reuses the order.
 */
export async function createOrder(
  db: Database,
  paymentProvider: PaymentProvider,
  patientId: number,
  request: CreateOrderRequest,
  clientIp: string,
  channels?: NotificationChannels,
): Promise<OrderResponse> {
  if (request.userId !== patientId) throw new AppError('forbidden', m.notYourUser);
  await hitRateLimit(db, {
    key: `order:user:${patientId}`,
    limit: MAX_ORDERS_PER_PATIENT_PER_10_MIN,
    windowSeconds: 10 * 60,
    message: m.tooManyOrders,
  });
  const patientFor = () => patientId;
  // A cheap check before asking the provider for an order; the locked check below decides.
  const { service, slot: seen, now: seenAt } = await bookableSlot(db, request, { patientFor });
  // A slot free on a day with a line (a hold run out, a slot added) goes to the line first
  // (docs/decisions/053): offered, it is held for the first in line and the locked check refuses it.
  const isOwnHold = seen.heldByUserId === patientId && seen.heldUntil !== null && seen.heldUntil > seenAt;
  if (channels && !isOwnHold && (await db.transaction((tx) => offerFreedSlot(tx, channels, seen.id, seenAt))) > 0) {
    await bookableSlot(db, request, { patientFor });
  }

  const response = (orderId: string): OrderResponse => ({
    order_id: orderId,
    amount: service.pricePaise,
    currency: CURRENCY,
    userId: patientId,
    slotId: request.slotId,
    serviceId: request.serviceId,
    description: request.description,
    key: paymentProvider.checkoutKey,
    provider: paymentProvider.kind,
  });

  const live = await findLiveOrder(db, patientId, request, service.pricePaise, clinicNow());
  if (live) {
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ description: request.description }).where(eq(payments.id, live.id));
      await recordTeleconsultationConsent(tx, patientId, request, clientIp);
    });
    return response(live.orderId);
  }
  // Holds started from one address within one hold's lifetime: bounds a script with many patients.
  await hitRateLimit(db, {
    key: `hold:ip:${clientAddressKey(clientIp)}`,
    limit: MAX_HOLDS_PER_CLIENT_PER_HOLD,
    windowSeconds: HOLD_MINUTES * 60,
    message: m.tooManyOrders,
  });

  const orderId = await paymentProvider.createOrder({
    amountPaise: service.pricePaise,
    currency: CURRENCY,
    receipt: `slot-${request.slotId}-user-${patientId}`,
    notes: { userId: String(patientId), slotId: String(request.slotId), serviceId: String(request.serviceId) },
  });

  await db.transaction(async (tx) => {
    const { slot, now } = await bookableSlot(tx, request, { lock: true, patientFor });
    const isHeldByPatient = slot.heldByUserId === patientId && slot.heldUntil !== null && slot.heldUntil > now;
    if (!isHeldByPatient) {
      await releaseOlderHolds(tx, patientId, request.slotId, now);
      await tx
        .update(timeSlots)
        .set({ heldUntil: new Date(now.getTime() + HOLD_MINUTES * 60_000), heldByUserId: patientId })
        .where(eq(timeSlots.id, request.slotId));
    }
    const [order] = await tx
      .insert(payments)
      .values({
        userId: patientId,
        slotId: request.slotId,
        serviceId: request.serviceId,
        description: request.description,
        mode: request.mode,
        razorpayOrderId: orderId,
        amountPaise: service.pricePaise,
        currency: CURRENCY,
        status: 'created',
      })
      .returning();
    await recordAudit(tx, { action: 'create_order', entity: 'payment', entityId: order!.id, after: order });
    await recordTeleconsultationConsent(tx, patientId, request, clientIp);
  });
  return response(orderId);
}

/** The consent shown at checkout, when the patient agreed to it (attached to the appointment once paid). */
async function recordTeleconsultationConsent(tx: Transaction, patientId: number, request: CreateOrderRequest, clientIp: string) {
  if (!request.consent_version) return;
  await recordConsent(tx, { userId: patientId, purpose: 'teleconsultation', version: request.consent_version, clientAddress: clientIp });
}

/** Keeps the patient's newest MAX_LIVE_HOLDS_PER_PATIENT - 1 other live holds, so the new one fits the cap. */
async function releaseOlderHolds(tx: Transaction, patientId: number, keepSlotId: number, now: Date) {
  const held = await tx
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .where(and(eq(timeSlots.heldByUserId, patientId), gt(timeSlots.heldUntil, now), ne(timeSlots.id, keepSlotId)))
    .orderBy(desc(timeSlots.heldUntil))
    .for('update');
  for (const { id } of held.slice(MAX_LIVE_HOLDS_PER_PATIENT - 1)) {
    await tx.update(timeSlots).set({ heldUntil: null, heldByUserId: null }).where(eq(timeSlots.id, id));
  }
}
