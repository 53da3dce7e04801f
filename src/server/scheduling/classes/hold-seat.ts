import { and, desc, eq } from 'drizzle-orm';
import { SEAT_HOLD_MINUTES, type SeatMode } from '../../../lib/domain/classes';
import { CURRENCY } from '../../../lib/domain/payments';
import { LONG_DATE, clinicDateAndTime } from '../../../lib/format/date';
import { MAX_ORDERS_PER_PATIENT_PER_10_MIN } from '../../../lib/policy/appointment-policy';
import { type SeatHoldInput, classSeatMessages as m } from '../../../lib/validation/classes';
import { bookingServerMessages } from '../../../lib/validation/messages';
import { recordAudit } from '../../identity';
import { enqueueSeatBooked } from '../../messaging';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { classSeats, classSessions, payments } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { Providers } from '../../kernel/providers';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { hitRateLimit } from '../../kernel/rate-limit';
import type { Session } from '../../kernel/session';
import { capacityOf, checkNoOtherSeat, checkRoom, type ClassRow, type ClassSessionRow, lockClass, seatSessions } from './seat-counts';
import type { SeatHoldAnswer } from './responses';
import { offerFreeSeats } from './waitlist/offers';

type Seat = typeof classSeats.$inferSelect;

/** What a seat's receipt says was sold: "Garbhasanskar — class seat, in person, Tuesday, 1 December 2026" or "… whole series, online". */
export function seatDescription(cls: ClassRow, mode: SeatMode, sessionStart: Date | null): string {
  const where = mode === 'in_person' ? 'in person' : 'online';
  const when = sessionStart ? clinicDateAndTime(sessionStart, 'en', LONG_DATE).date : 'whole series';
  return `${cls.titleEn} — class seat, ${where}, ${when}`;
}

const answerOf = (seat: Seat, order: SeatHoldAnswer['order']): SeatHoldAnswer => ({
  seat: {
    id: seat.id,
    classId: seat.classId,
    sessionId: seat.sessionId,
    mode: seat.mode,
    status: seat.status,
    holdExpiresAt: seat.holdExpiresAt?.toISOString() ?? null,
    pricePaise: seat.pricePaise,
  },
  order,
});

/**
 * The class locked and the seat asked for checked against it: the class active and selling seats
 * of this mode and kind (one session or the series), the session (or series) still to come. Every
 * path that sells a seat (online hold, desk sale) starts here.
 */
export async function wantedSeat(tx: Transaction, input: Pick<SeatHoldInput, 'sessionId' | 'mode' | 'series'>, now: Date) {
  const [asked] = await tx.select().from(classSessions).where(eq(classSessions.id, input.sessionId));
  if (!asked) throw notFound('Class session');
  const cls = await lockClass(tx, asked.classId);
  if (!cls.status) throw new AppError('conflict', m.classInactive);
  if (capacityOf(cls, input.mode) === 0) throw new AppError('conflict', m.modeNotOffered);
  if (input.series && cls.seatSale === 'session') throw new AppError('conflict', m.seriesNotSold);
  if (input.series && !asked.inSeries) throw new AppError('conflict', m.notInSeries);
  if (!input.series && cls.seatSale === 'series') throw new AppError('conflict', m.sessionSeatsNotSold);
  const wanted = { classId: cls.id, sessionId: input.series ? null : asked.id };
  return { cls, wanted, sessions: await seatSessions(tx, wanted, now) };
}

/**
 * Under the class's lock: lapsed holds and run-out waitlist offers let go, a free seat offered to
 * the first in line before anyone new takes it (docs/decisions/050), then the patient's other
 * seats and the seats left of the mode checked.
 */
export async function checkSeatFree(
  tx: Transaction,
  channels: NotificationChannels,
  cls: ClassRow,
  patientId: number,
  sessions: ClassSessionRow[],
  mode: SeatMode,
  now: Date,
) {
  await offerFreeSeats(tx, channels, cls, now);
  await checkNoOtherSeat(tx, patientId, cls.id, sessions, now);
  await checkRoom(tx, cls, sessions, mode, now);
}

/**
 * POST /v1/class-seats: a verified patient takes a seat. Under the class row's lock the session
 * (or series) is checked, the patient's other seats and the seats left of the mode counted, and
 * the seat written held for SEAT_HOLD_MINUTES (a free class's seat is paid at once). The order is
 * then asked of the payment provider outside any lock and stored against the seat, as a course's
 * order is (course-payment.ts).
 */
export async function holdSeat(
  db: Database,
  providers: Pick<Providers, 'payments' | 'notifications'>,
  patient: Pick<Session, 'id'>,
  input: SeatHoldInput,
): Promise<{ answer: SeatHoldAnswer; isNew: boolean }> {
  // Counted as an order: a seat held is as good as one.
  await hitRateLimit(db, {
    key: `order:user:${patient.id}`,
    limit: MAX_ORDERS_PER_PATIENT_PER_10_MIN,
    windowSeconds: 10 * 60,
    message: bookingServerMessages.tooManyOrders,
  });
  const now = clinicNow();
  const held = await db.transaction(async (tx) => {
    const { cls, wanted, sessions } = await wantedSeat(tx, input, now);

    // The caller's own live hold of the same seat is given back, so a checkout opened twice holds one seat.
    const [own] = await tx
      .select()
      .from(classSeats)
      .where(
        and(
          eq(classSeats.patientId, patient.id),
          eq(classSeats.classId, cls.id),
          wanted.sessionId === null ? undefined : eq(classSeats.sessionId, wanted.sessionId),
          eq(classSeats.mode, input.mode),
          eq(classSeats.status, 'held'),
        ),
      )
      .orderBy(desc(classSeats.id))
      .limit(1);
    if (own && own.sessionId === wanted.sessionId && own.holdExpiresAt! > now) return { seat: own, cls, sessions, isNew: false };

    await checkSeatFree(tx, providers.notifications, cls, patient.id, sessions, input.mode, now);
    const isFree = cls.pricePaise === 0;
    const [seat] = await tx
      .insert(classSeats)
      .values({
        ...wanted,
        patientId: patient.id,
        mode: input.mode,
        status: isFree ? 'paid' : 'held',
        holdExpiresAt: isFree ? null : new Date(now.getTime() + SEAT_HOLD_MINUTES * 60_000),
        pricePaise: cls.pricePaise,
      })
      .returning();
    await recordAudit(tx, { action: isFree ? 'book' : 'hold', entity: 'class_seat', entityId: seat!.id, after: seat });
    if (isFree) await enqueueSeatBooked(tx, providers.notifications, seat!.id, now);
    return { seat: seat!, cls, sessions, isNew: true };
  });
  return { answer: await seatOrderAnswer(db, providers, patient.id, held), isNew: held.isNew };
}

/**
 * A seat's answer with its payment order: none for a paid seat; the live order of a held seat, or a
 * new one asked of the provider outside any lock and stored against the seat, as a course's order
 * is (course-payment.ts). The waitlist's claim answers through it too (docs/decisions/050).
 */
export async function seatOrderAnswer(
  db: Database,
  providers: Pick<Providers, 'payments'>,
  patientId: number,
  held: { seat: Seat; cls: ClassRow; sessions: ClassSessionRow[] },
): Promise<SeatHoldAnswer> {
  const { seat, cls } = held;
  if (seat.status === 'paid') return answerOf(seat, null);

  const [live] = await db
    .select({ orderId: payments.razorpayOrderId })
    .from(payments)
    .where(and(eq(payments.classSeatId, seat.id), eq(payments.status, 'created')))
    .orderBy(desc(payments.id))
    .limit(1);
  const order = (orderId: string) => ({
    order_id: orderId,
    amount: seat.pricePaise,
    currency: CURRENCY,
    key: providers.payments.checkoutKey,
    provider: providers.payments.kind,
  });
  if (live) return answerOf(seat, order(live.orderId));

  // Asked after the hold's transaction: no row lock is held across the provider's call.
  const orderId = await providers.payments.createOrder({
    amountPaise: seat.pricePaise,
    currency: CURRENCY,
    receipt: `seat-${seat.id}`,
    notes: { userId: String(patientId), classSeatId: String(seat.id) },
  });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        userId: patientId,
        classSeatId: seat.id,
        description: seatDescription(cls, seat.mode, held.sessions.length === 1 && seat.sessionId !== null ? held.sessions[0]!.startsAt : null),
        mode: seat.mode === 'online' ? 'video' : 'in_person',
        razorpayOrderId: orderId,
        amountPaise: seat.pricePaise,
        currency: CURRENCY,
        status: 'created',
      })
      .returning();
    await recordAudit(tx, { action: 'create_order', entity: 'payment', entityId: row!.id, after: row });
  });
  return answerOf(seat, order(orderId));
}
