import { and, eq } from 'drizzle-orm';
import type { CreateOrderRequest } from '../../lib/validation/booking';
import { bookingServerMessages as m } from '../../lib/validation/messages';
import type { Database } from '../db/database';
import { payments, services, timeSlots } from '../db/schema';
import { AppError } from '../errors';
import type { PaymentProvider } from '../providers/payments/types';
import { HOLD_MINUTES, assertSlotBookable } from './slot-rules';

export const CURRENCY = 'INR';

/** SPEC §3 order response, plus what the browser's checkout needs to open. */
export interface OrderResponse {
  order_id: string;
  amount: number;
  currency: string;
  userId: number;
  slotId: number;
  serviceId: number;
  description: string;
  key: string;
  provider: PaymentProvider['kind'];
}

/**
 * Starts a checkout: the amount is the service's price from the database, the slot is held for
 * this patient for HOLD_MINUTES, and the order is stored so verification trusts only it.
 */
export async function createOrder(
  db: Database,
  paymentProvider: PaymentProvider,
  patientId: number,
  request: CreateOrderRequest,
): Promise<OrderResponse> {
  if (request.userId !== patientId) throw new AppError('forbidden', m.notYourUser);
  const [service] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, request.serviceId), eq(services.status, true)));
  if (!service) throw new AppError('not_found', m.serviceNotFound);
  // A cheap check before asking the provider for an order; the locked check below decides.
  const [slot] = await db.select().from(timeSlots).where(eq(timeSlots.id, request.slotId));
  assertSlotBookable(slot, patientId, new Date());

  const orderId = await paymentProvider.createOrder({
    amountPaise: service.pricePaise,
    currency: CURRENCY,
    receipt: `slot-${request.slotId}-user-${patientId}`,
    notes: { userId: String(patientId), slotId: String(request.slotId), serviceId: String(request.serviceId) },
  });

  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(timeSlots).where(eq(timeSlots.id, request.slotId)).for('update');
    const now = new Date();
    assertSlotBookable(locked, patientId, now);
    await tx
      .update(timeSlots)
      .set({ heldUntil: new Date(now.getTime() + HOLD_MINUTES * 60_000), heldByUserId: patientId })
      .where(eq(timeSlots.id, request.slotId));
    await tx.insert(payments).values({
      userId: patientId,
      slotId: request.slotId,
      serviceId: request.serviceId,
      description: request.description,
      razorpayOrderId: orderId,
      amountPaise: service.pricePaise,
      currency: CURRENCY,
      status: 'created',
    });
  });

  return {
    order_id: orderId,
    amount: service.pricePaise,
    currency: CURRENCY,
    userId: patientId,
    slotId: request.slotId,
    serviceId: request.serviceId,
    description: request.description,
    key: paymentProvider.checkoutKey,
    provider: paymentProvider.kind,
  };
}
