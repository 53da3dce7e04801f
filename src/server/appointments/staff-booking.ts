import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { rupeesToPaise } from '../../lib/format/money';
import { frontDeskMessages as m, bookingServerMessages } from '../../lib/validation/messages';
import type { StaffBookingRequest } from '../../lib/validation/staff-booking';
import { recordAudit } from '../audit/record-audit';
import type { Session } from '../auth/tokens';
import { CURRENCY } from '../booking/create-order';
import { completeBooking } from '../booking/complete-booking';
import { assertSlotBookable } from '../booking/slot-rules';
import { assertServiceOffersMode } from '../clinic-services/service-modes';
import { clinicNow } from '../clock';
import type { Database } from '../db/database';
import { doctors, payments, services, timeSlots, users } from '../db/schema';
import { assertDoctorOffersService } from '../doctors/doctor-offers-service';
import { AppError } from '../errors';
import type { Providers } from '../providers';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The patient staff book for: one on file, or a new one stored provisional as an unverified registration is. */
async function findOrAddPatient(tx: Tx, request: StaffBookingRequest): Promise<number> {
  if (request.patientId !== undefined) {
    const [patient] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, request.patientId), eq(users.role, 'patient')));
    if (!patient) throw new AppError('not_found', m.patientNotFound);
    return patient.id;
  }
  const details = request.patient!;
  // A number on file stays its owner's: staff find that patient instead of replacing their details.
  const [added] = await tx
    .insert(users)
    .values({
      name: details.name,
      mobile: details.mobile,
      email: details.email ?? null,
      language: details.language ?? DEFAULT_LOCALE,
      role: 'patient',
    })
    .onConflictDoNothing({ target: users.mobile })
    .returning();
  if (!added) throw new AppError('conflict', m.mobileRegistered, { 'patient.mobile': m.mobileRegistered });
  await recordAudit(tx, { action: 'register', entity: 'user', entityId: added.id, after: added });
  return added.id;
}

/**
 * POST /v1/appointments/staff (issue 34): staff book a slot for a patient who phoned or walked
 * in, taking the fee at the desk (cash, UPI, card) or waiving it. It is the patient's checkout
 * done by staff: the slot's row lock holds it, an order row records the fee with who took it,
 * and completeBooking turns it into the confirmed appointment (audit, messages and reminders),
 * all in one transaction. A doctor books only into their own calendar.
 */
export async function bookForPatient(
  db: Database,
  providers: Pick<Providers, 'meetings' | 'notifications'>,
  staff: Session,
  request: StaffBookingRequest,
) {
  const { payment } = request;
  if (payment.method === 'link') throw new AppError('invalid', m.linkUnavailable);
  return db.transaction(async (tx) => {
    const [service] = await tx
      .select()
      .from(services)
      .where(and(eq(services.id, request.serviceId), eq(services.status, true)));
    if (!service) throw new AppError('not_found', bookingServerMessages.serviceNotFound);
    assertServiceOffersMode(service, request.mode);
    const [found] = await tx
      .select({ slot: timeSlots, isDoctorActive: doctors.status })
      .from(timeSlots)
      .innerJoin(doctors, eq(doctors.id, timeSlots.doctorId))
      .where(eq(timeSlots.id, request.slotId))
      .for('update', { of: timeSlots });
    if (staff.role === 'doctor' && found && found.slot.doctorId !== staff.doctorId) throw new AppError('forbidden', m.notYourCalendar);
    const patientId = await findOrAddPatient(tx, request);
    const now = clinicNow();
    assertSlotBookable(found?.slot, found?.isDoctorActive ?? false, patientId, now);
    await assertDoctorOffersService(tx, found.slot.doctorId, service.id);

    const amountPaise = payment.method === 'waived' ? 0 : rupeesToPaise(payment.amount);
    // The fee is the service's price: staff record what they took, they do not set it.
    if (payment.method !== 'waived' && amountPaise !== service.pricePaise) {
      throw new AppError('invalid', m.amountNotFee, { 'payment.amount': m.amountNotFee }, undefined, { fee: service.pricePaise / 100 });
    }
    const orderId = `desk_${randomUUID()}`;
    const [order] = await tx
      .insert(payments)
      .values({
        userId: patientId,
        slotId: found.slot.id,
        serviceId: service.id,
        description: request.description ?? null,
        mode: request.mode,
        razorpayOrderId: orderId,
        amountPaise,
        currency: CURRENCY,
        status: 'created',
        method: payment.method,
        takenByUserId: staff.id,
        reference: payment.method === 'waived' ? null : (payment.reference ?? null),
        waiverReason: payment.method === 'waived' ? payment.reason : null,
      })
      .returning();
    await recordAudit(tx, { action: 'create_order', entity: 'payment', entityId: order!.id, after: order });
    const outcome = await completeBooking(tx, providers, { orderId, paymentId: `${payment.method}_${randomUUID()}` });
    if (outcome.kind !== 'booked') throw new AppError('conflict', bookingServerMessages.slotBooked);
    return outcome;
  });
}
