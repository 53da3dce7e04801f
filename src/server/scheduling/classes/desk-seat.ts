import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CURRENCY } from '../../../lib/domain/payments';
import { type DeskSeatInput, classDeskMessages as m } from '../../../lib/validation/class-desk';
import { classSeatMessages } from '../../../lib/validation/classes';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { classSeats, payments, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Providers } from '../../kernel/providers';
import { completeBooking } from '../booking/complete-booking';
import { checkSeatFree, seatDescription, wantedSeat } from './hold-seat';
import type { SeatPaymentAnswer } from './responses';
import { seatPaidAnswer } from './seat-payment';

/**
 * POST /v1/class-sessions/:id/desk-seat (staff): a seat sold to a patient at the desk, paid in
 * cash, UPI or card, as an appointment's and a course's desk payments are. Under the class's lock
 * the same checks as an online hold run (never over capacity, one seat per patient); the seat is
 * written held, an order row records who took what, and completeBooking settles it with its
 * receipt, all in one transaction. The price is the class's; a free class's seat is paid at once.
 */
export async function sellDeskSeat(
  db: Database,
  providers: Pick<Providers, 'meetings' | 'notifications'>,
  staff: { id: number },
  sessionId: number,
  input: DeskSeatInput,
): Promise<SeatPaymentAnswer> {
  return db.transaction(async (tx) => {
    const [patient] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.patientId), eq(users.role, 'patient')));
    if (!patient) throw new AppError('not_found', m.patientUnknown);
    const now = clinicNow();
    const { cls, wanted, sessions } = await wantedSeat(tx, { sessionId, mode: input.mode, series: input.series }, now);
    await checkSeatFree(tx, providers.notifications, cls, patient.id, sessions, input.mode, now);
    const isFree = cls.pricePaise === 0;
    const [seat] = await tx
      .insert(classSeats)
      .values({
        ...wanted,
        patientId: patient.id,
        mode: input.mode,
        status: isFree ? 'paid' : 'held',
        // Only until completeBooking below pays it, in this same transaction.
        holdExpiresAt: isFree ? null : new Date(now.getTime() + 60_000),
        pricePaise: cls.pricePaise,
      })
      .returning();
    await recordAudit(tx, { action: 'sell_at_desk', entity: 'class_seat', entityId: seat!.id, after: seat });
    if (isFree) return seatPaidAnswer(tx, seat!.id, null);

    const orderId = `desk_${randomUUID()}`;
    const [order] = await tx
      .insert(payments)
      .values({
        userId: patient.id,
        classSeatId: seat!.id,
        description: seatDescription(cls, input.mode, wanted.sessionId === null ? null : sessions[0]!.startsAt),
        mode: input.mode === 'online' ? 'video' : 'in_person',
        razorpayOrderId: orderId,
        amountPaise: cls.pricePaise,
        currency: CURRENCY,
        status: 'created',
        method: input.method,
        reference: input.reference ?? null,
        takenByUserId: staff.id,
      })
      .returning();
    await recordAudit(tx, { action: 'create_order', entity: 'payment', entityId: order!.id, after: order });
    const outcome = await completeBooking(tx, providers, { orderId, paymentId: `${input.method}_${randomUUID()}` });
    if (outcome.kind !== 'seat_paid') throw new AppError('conflict', classSeatMessages.seatNotPayable);
    return seatPaidAnswer(tx, seat!.id, order!.id);
  });
}
