import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/kernel/db/database';
import type { AppointmentStatus } from '../../src/lib/domain/appointments';
import { appointments, doctorServices, doctors, payments, refunds, services, timeSlots } from '../../src/server/kernel/db/schema';

let counter = 0;

/** The doctor offers the service (the server books and moves a service only to doctors who offer it). */
export const offerService = (db: Database, doctorId: number, serviceId: number) =>
  db.insert(doctorServices).values({ doctorId, serviceId }).onConflictDoNothing();
const next = () => (counter += 1);

/** Rows for API tests that need doctors, slots, services and bookings, each unique per call. */
export async function insertDoctor(db: Database, fields: Partial<typeof doctors.$inferInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(doctors)
    .values({
      name: `Dr. Test ${n}`,
      specialization: 'Panchakarma',
      email: `doctor${n}@clinic.example`,
      mobile: '9824011000',
      gender: 'female',
      ...fields,
    })
    .returning();
  return row!;
}

export async function insertService(db: Database, fields: Partial<typeof services.$inferInsert> = {}) {
  const [row] = await db
    .insert(services)
    .values({ name: `Therapy ${next()}`, pricePaise: 80_000, ...fields })
    .returning();
  return row!;
}

/** A slot of `minutes` starting at `start` (default: tomorrow at this time). */
export async function insertSlot(
  db: Database,
  doctorId: number,
  start = new Date(Date.now() + 86_400_000),
  minutes = 30,
  fields: Partial<typeof timeSlots.$inferInsert> = {},
) {
  const [row] = await db
    .insert(timeSlots)
    .values({ doctorId, startTime: start, endTime: new Date(start.getTime() + minutes * 60_000), ...fields })
    .returning();
  return row!;
}

/** A confirmed appointment on the slot (marked booked) for the service, unless `fields` say otherwise. */
export async function insertAppointment(
  db: Database,
  patientId: number,
  slot: typeof timeSlots.$inferSelect,
  serviceId: number,
  fields: Partial<typeof appointments.$inferInsert> = {},
) {
  await db.update(timeSlots).set({ isBooked: true }).where(eq(timeSlots.id, slot.id));
  await offerService(db, slot.doctorId, serviceId);
  const [row] = await db
    .insert(appointments)
    .values({ userId: patientId, slotId: slot.id, serviceId, time: slot.startTime, status: 'confirmed', ...fields })
    .returning();
  return row!;
}

/** A checkout order in progress on the slot, as create-order records it (or, with `fields`, paid and so on). */
export async function insertPendingPayment(
  db: Database,
  patientId: number,
  slotId: number,
  serviceId: number,
  fields: Partial<typeof payments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(payments)
    .values({ userId: patientId, slotId, serviceId, razorpayOrderId: `order_test_${next()}`, amountPaise: 80_000, ...fields })
    .returning();
  return row!;
}

/** A refund of part or all of a payment (pending unless `fields` settle it), reserved on the payment. */
export async function insertRefund(
  db: Database,
  payment: typeof payments.$inferSelect,
  amountPaise: number,
  fields: Partial<typeof refunds.$inferInsert> = {},
) {
  await db
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} + ${amountPaise}` })
    .where(eq(payments.id, payment.id));
  const [row] = await db
    .insert(refunds)
    .values({ paymentId: payment.id, amountPaise, reason: 'Test refund', idempotencyKey: `refund_test_${next()}`, ...fields })
    .returning();
  return row!;
}

const HOUR = 3_600_000;

/** A doctor and a service to hang slots and appointments on. */
export async function createDoctorAndService(db: Database) {
  const doctor = await insertDoctor(db, { name: 'Dr. Meera Joshi', email: 'meera@example.com', mobile: '9876543210' });
  const service = await insertService(db, { name: 'Personalized Consultation', pricePaise: 150_000 });
  await offerService(db, doctor.id, service.id);
  return { doctor, service };
}

/** A 30-minute slot starting `hoursFromNow` hours from now. */
export const createSlot = (db: Database, doctorId: number, hoursFromNow: number, fields: Partial<typeof timeSlots.$inferInsert> = {}) =>
  insertSlot(db, doctorId, new Date(Date.now() + hoursFromNow * HOUR), 30, fields);

/** A booked slot with an appointment of the given status and, optionally, its completed payment. */
export async function createAppointment(
  db: Database,
  options: { userId: number; doctorId: number; serviceId: number; hoursFromNow?: number; status?: string; isPaid?: boolean },
) {
  const slot = await createSlot(db, options.doctorId, options.hoursFromNow ?? 24, { isBooked: true });
  await offerService(db, options.doctorId, options.serviceId);
  const [appointment] = await db
    .insert(appointments)
    .values({
      userId: options.userId,
      slotId: slot.id,
      serviceId: options.serviceId,
      time: slot.startTime,
      status: (options.status as AppointmentStatus | undefined) ?? 'confirmed',
      googleMeetLink: 'https://meet.jit.si/clinic-test-room',
      description: 'Joint pain in the mornings',
    })
    .returning();
  if (options.isPaid !== false) {
    const unique = randomBytes(6).toString('hex');
    await db.insert(payments).values({
      appointmentId: appointment!.id,
      userId: options.userId,
      slotId: slot.id,
      serviceId: options.serviceId,
      razorpayOrderId: `order_${unique}`,
      razorpayPaymentId: `pay_${unique}`,
      amountPaise: 150_000,
      status: 'completed',
    });
  }
  return { appointment: appointment!, slot };
}
