import { randomBytes } from 'node:crypto';
import { doctorServices, doctors, services, timeSlots } from '../../src/server/kernel/db/schema';
import type { Database } from '../../src/server/kernel/db/database';
import type { LocalPayments } from '../../src/server/kernel/providers/payments/types';
import type { LocalPhoneAuth } from '../../src/server/kernel/providers/phone-auth/types';
import { type TestContext, jsonRequest } from './test-app';

const HOUR = 60 * 60_000;

/** A doctor, a service and a slot starting `startsInHours` from now. */
export async function createBookable(db: Database, options: { pricePaise?: number; startsInHours?: number } = {}) {
  const [doctor] = await db
    .insert(doctors)
    .values({
      name: `Dr. Test ${randomBytes(3).toString('hex')}`,
      specialization: 'Panchakarma',
      email: 'dr@example.com',
      mobile: '9876543210',
      gender: 'female',
    })
    .returning();
  const [service] = await db
    .insert(services)
    .values({ name: 'Personalized Consultation', pricePaise: options.pricePaise ?? 150_000 })
    .returning();
  // The doctor offers the service: create-order refuses a service the slot's doctor does not offer.
  await db.insert(doctorServices).values({ doctorId: doctor!.id, serviceId: service!.id });
  const slot = await createSlot(db, doctor!.id, options.startsInHours ?? 48);
  return { doctor: doctor!, service: service!, slot };
}

export async function createSlot(db: Database, doctorId: number, startsInHours: number, fields: Partial<typeof timeSlots.$inferInsert> = {}) {
  const start = new Date(Date.now() + startsInHours * HOUR);
  const [slot] = await db
    .insert(timeSlots)
    .values({ doctorId, startTime: start, endTime: new Date(start.getTime() + 30 * 60_000), ...fields })
    .returning();
  return slot!;
}

export const localPayments = (t: TestContext) => t.deps.providers.payments as LocalPayments;
export const localPhoneAuth = (t: TestContext) => t.deps.providers.phoneAuth as LocalPhoneAuth;

/** POST create-order as the patient, each patient from its own address (holds are capped per client); answers the response. */
export const requestOrder = (t: TestContext, token: string, body: Record<string, unknown>) =>
  t.app.request('/api/v1/appointments/create-order', jsonRequest('POST', body, token, { 'x-test-ip': `patient-${String(body.userId)}` }));

/** Pays an order through the simulator and verifies it, as the wizard does. */
export function payAndVerify(
  t: TestContext,
  token: string,
  order: { order_id: string; userId: number; slotId: number; serviceId: number; description: string },
) {
  const paid = localPayments(t).simulatePayment(order.order_id);
  return t.app.request(
    '/api/v1/appointments/verify-payment',
    jsonRequest(
      'POST',
      {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: paid.paymentId,
        razorpay_signature: paid.signature,
        userId: order.userId,
        slotId: order.slotId,
        serviceId: order.serviceId,
        description: order.description,
      },
      token,
    ),
  );
}
