import { randomBytes } from 'node:crypto';
import type { Database } from '../../src/server/db/database';
import { appointments, doctors, payments, services, timeSlots } from '../../src/server/db/schema';

const HOUR = 3_600_000;

/** A doctor and a service to hang slots and appointments on. */
export async function createDoctorAndService(db: Database) {
  const [doctor] = await db
    .insert(doctors)
    .values({ name: 'Dr. Meera Joshi', specialization: 'Panchakarma', email: 'meera@example.com', mobile: '9876543210', gender: 'female' })
    .returning();
  const [service] = await db.insert(services).values({ name: 'Personalized Consultation', pricePaise: 150_000 }).returning();
  return { doctor: doctor!, service: service! };
}

/** A 30-minute slot starting `hoursFromNow` hours from now. */
export async function createSlot(db: Database, doctorId: number, hoursFromNow: number, fields: Partial<typeof timeSlots.$inferInsert> = {}) {
  const startTime = new Date(Date.now() + hoursFromNow * HOUR);
  const [slot] = await db
    .insert(timeSlots)
    .values({ doctorId, startTime, endTime: new Date(startTime.getTime() + HOUR / 2), ...fields })
    .returning();
  return slot!;
}

/** A booked slot with an appointment of the given status and, optionally, its completed payment. */
export async function createAppointment(
  db: Database,
  options: { userId: number; doctorId: number; serviceId: number; hoursFromNow?: number; status?: string; isPaid?: boolean },
) {
  const slot = await createSlot(db, options.doctorId, options.hoursFromNow ?? 24, { isBooked: true });
  const [appointment] = await db
    .insert(appointments)
    .values({
      userId: options.userId,
      slotId: slot.id,
      serviceId: options.serviceId,
      time: slot.startTime,
      status: options.status ?? 'confirmed',
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
