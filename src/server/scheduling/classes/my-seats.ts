import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { site } from '../../../content/site';
import type { Locale } from '../../../i18n/locales';
import { type CancellationWindow, joinState, patientCancellation } from '../../../lib/policy/appointment-policy';
import { mySeatMessages as m } from '../../../lib/validation/my-seats';
import { createRefund, refundKeys } from '../../billing';
import { recordAudit } from '../../identity';
import { type AfterCommit, refundAfterCommit } from '../../kernel/after-commit';
import { clinicNow } from '../../kernel/clock';
import type { Database, Transaction } from '../../kernel/db/database';
import { classSeats, classSessions, classes, payments, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { renderSessionsIcs, syncSeatReminders } from '../../messaging';
import { clinicPlace, readClinicSettings } from '../../practice';
import type { MySeat, SeatCancelAnswer } from './responses';
import { offerFreeSeats } from './waitlist/offers';
import { lockClass, type ClassRow, type ClassSessionRow } from './seat-counts';

type Seat = typeof classSeats.$inferSelect;

/** The seats a patient sees: paid ones, and those given back (refunded). Lapsed holds are not theirs to see. */
const SHOWN_STATUSES = ['paid', 'refunded'] as const;

/** The sessions a seat covers: its own, or every session of the class's series (cancelled ones too, to show them). */
async function sessionsCovered(db: Pick<Database, 'select'>, seats: Pick<Seat, 'classId' | 'sessionId'>[]): Promise<ClassSessionRow[]> {
  if (seats.length === 0) return [];
  const own = seats.flatMap((seat) => (seat.sessionId === null ? [] : [seat.sessionId]));
  const seriesOf = [...new Set(seats.filter((seat) => seat.sessionId === null).map((seat) => seat.classId))];
  return db
    .select()
    .from(classSessions)
    .where(
      or(
        own.length > 0 ? inArray(classSessions.id, own) : undefined,
        seriesOf.length > 0 ? and(inArray(classSessions.classId, seriesOf), eq(classSessions.inSeries, true)) : undefined,
      ),
    )
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id));
}

const coveredBy = (seat: Pick<Seat, 'classId' | 'sessionId'>, sessions: ClassSessionRow[]) =>
  sessions.filter((s) => (seat.sessionId === null ? s.classId === seat.classId && s.inSeries : s.id === seat.sessionId));

/** The seat's captured payment (none for a free class's seat). */
async function paidPaymentOfSeat(db: Pick<Database, 'select'>, seatId: number) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.classSeatId, seatId), inArray(payments.status, ['completed', 'refunded'])))
    .orderBy(desc(payments.id))
    .limit(1);
  return payment;
}

export type SeatCancellation = { canCancel: boolean; window: CancellationWindow; refundPaise: number };

/**
 * What cancelling a paid seat gives back at `now`, by the appointment's tiers (patientCancellation)
 * measured from the next session still to come. A series seat gives back only the share of the
 * price for its sessions still to come (docs/decisions/047); with none left it cannot be cancelled.
 */
export function seatCancellation(seat: Pick<Seat, 'sessionId'>, sessions: ClassSessionRow[], paidPaise: number, now: Date): SeatCancellation {
  const held = sessions.filter((s) => s.status === 'scheduled');
  const toCome = held.filter((s) => s.startsAt > now);
  const next = toCome[0] ?? held.at(-1);
  if (!next) return { canCancel: false, window: 'started', refundPaise: 0 };
  const share = seat.sessionId === null && held.length > 0 ? Math.floor((paidPaise * toCome.length) / held.length) : paidPaise;
  const outcome = patientCancellation(next.startsAt, now, share);
  return { canCancel: outcome.canCancel, window: outcome.window, refundPaise: outcome.refundPaise };
}

/**
 * GET /v1/class-seats/mine: the patient's paid and given-back seats, next class first. An online
 * seat's meeting link is given only while a session of it is open to join (from
 * JOIN_OPENS_MINUTES_BEFORE its start to its end), as the appointment page opens its video link.
 */
export async function patientSeats(db: Database, patientId: number, now = clinicNow()): Promise<MySeat[]> {
  const rows = await db
    .select({ seat: classSeats, cls: classes })
    .from(classSeats)
    .innerJoin(classes, eq(classes.id, classSeats.classId))
    .where(and(eq(classSeats.patientId, patientId), inArray(classSeats.status, [...SHOWN_STATUSES])))
    .orderBy(desc(classSeats.id))
    .limit(100);
  const sessions = await sessionsCovered(
    db,
    rows.map((row) => row.seat),
  );
  const paid =
    rows.length === 0
      ? []
      : await db
          .select({ seatId: payments.classSeatId, amount: payments.amountPaise, refunded: payments.refundedPaise })
          .from(payments)
          .where(
            and(
              inArray(
                payments.classSeatId,
                rows.map((row) => row.seat.id),
              ),
              inArray(payments.status, ['completed', 'refunded']),
            ),
          );
  const paymentOf = new Map(paid.map((p) => [p.seatId!, p]));
  const list = rows.map(({ seat, cls }): MySeat & { sortAt: number } => {
    const own = coveredBy(seat, sessions);
    const payment = paymentOf.get(seat.id);
    const scheduled = own.filter((s) => s.status === 'scheduled' && s.endsAt > now);
    const next = scheduled[0] ?? null;
    const open = seat.status === 'paid' && seat.mode === 'online' && next && joinState(next.startsAt, next.endsAt, now).kind === 'open';
    const cancellation = seat.status === 'paid' ? seatCancellation(seat, own, payment?.amount ?? 0, now) : null;
    return {
      id: seat.id,
      classId: cls.id,
      title: { en: cls.titleEn, hi: cls.titleHi, gu: cls.titleGu },
      mode: seat.mode,
      series: seat.sessionId === null,
      status: seat.status as MySeat['status'],
      pricePaise: seat.pricePaise,
      sessions: own.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString(), status: s.status })),
      nextStartsAt: next?.startsAt.toISOString() ?? null,
      meetingLink: open ? next.meetingLink : null,
      refundedPaise: seat.status === 'refunded' ? (payment?.refunded ?? 0) : null,
      cancellation,
      sortAt: next ? next.startsAt.getTime() : Number.MAX_SAFE_INTEGER - (own.at(-1)?.startsAt.getTime() ?? 0),
    };
  });
  // Seats with a class to come first, soonest first; then the rest, most recent first.
  return list.sort((a, b) => a.sortAt - b.sortAt).map(({ sortAt: _sortAt, ...seat }) => seat);
}

/** The seat, if it is this patient's and one they may see; anyone else (staff included) is told there is none. */
async function ownSeat(db: Pick<Database, 'select'>, seatId: number, patientId: number) {
  const [row] = await db
    .select({ seat: classSeats, cls: classes, language: users.language })
    .from(classSeats)
    .innerJoin(classes, eq(classes.id, classSeats.classId))
    .innerJoin(users, eq(users.id, classSeats.patientId))
    .where(and(eq(classSeats.id, seatId), eq(classSeats.patientId, patientId), inArray(classSeats.status, [...SHOWN_STATUSES])));
  if (!row) throw new AppError('not_found', m.seatNotFound);
  return row;
}

/** GET /v1/class-seats/:id/cancellation: what cancelling the patient's paid seat now would give back (the preview the cancel must match). */
export async function seatCancellationPreview(db: Database, patientId: number, seatId: number, now = clinicNow()): Promise<SeatCancellation> {
  const { seat } = await ownSeat(db, seatId, patientId);
  if (seat.status !== 'paid') throw new AppError('conflict', m.alreadyCancelled);
  const payment = await paidPaymentOfSeat(db, seat.id);
  return seatCancellation(seat, coveredBy(seat, await sessionsCovered(db, [seat])), payment?.amountPaise ?? 0, now);
}

/** The stable UID of a class session's event for one seat. */
export const seatSessionUid = (seatId: number, sessionId: number, uidDomain: string) => `class-seat-${seatId}-session-${sessionId}@${uidDomain}`;

/**
 * GET /v1/class-seats/:id/calendar.ics: the seat's sessions still scheduled (every one of a series
 * seat), in the patient's language; the clinic's address for an in-person seat, none for an online one
 * (its link is on My appointments near the start).
 */
export async function seatCalendarFile(db: Database, seatId: number, patientId: number, siteUrl: string): Promise<string> {
  const { seat, cls, language } = await ownSeat(db, seatId, patientId);
  const sessions = coveredBy(seat, await sessionsCovered(db, [seat])).filter((s) => s.status === 'scheduled');
  const pick = (texts: Record<Locale, string>) => texts[language];
  return renderSessionsIcs({
    product: 'classes',
    events:
      seat.status === 'paid'
        ? sessions.map((s) => ({
            uid: seatSessionUid(seat.id, s.id, new URL(siteUrl).hostname),
            start: s.startsAt,
            end: s.endsAt,
            summary: pick({ en: cls.titleEn, hi: cls.titleHi, gu: cls.titleGu }),
            description: pick({ en: cls.descriptionEn, hi: cls.descriptionHi, gu: cls.descriptionGu }),
          }))
        : [],
    place: seat.mode === 'in_person' ? clinicPlace(await readClinicSettings(db)) : null,
    organizer: { name: site.name, email: site.email },
  });
}

/**
 * Called under the class lock once a seat is free again, in the transaction that freed it: the
 * waitlist offers the place to the first in line (docs/decisions/050).
 */
export async function onSeatFreed(tx: Transaction, channels: NotificationChannels, cls: ClassRow, now: Date): Promise<void> {
  await offerFreeSeats(tx, channels, cls, now);
}

/**
 * POST /v1/class-seats/:id/cancel: the patient gives back a paid seat by the clinic's policy. Under
 * the class lock and the seat's row lock, the refund is worked out again and must equal the one the
 * patient was shown (else 409, nothing changed); the seat becomes `refunded`, its reminders are
 * withdrawn, the place is offered on (onSeatFreed) and the refund recorded once per seat (its
 * idempotency key). The provider is asked for the money after commit.
 */
export async function cancelSeat(
  db: Database,
  channels: NotificationChannels,
  patientId: number,
  seatId: number,
  expectedRefundPaise: number,
  now = clinicNow(),
): Promise<{ answer: SeatCancelAnswer; afterCommit: AfterCommit }> {
  return db.transaction(async (tx) => {
    const [unlocked] = await tx
      .select({ classId: classSeats.classId })
      .from(classSeats)
      .where(and(eq(classSeats.id, seatId), eq(classSeats.patientId, patientId), ne(classSeats.status, 'held'), ne(classSeats.status, 'cancelled')));
    if (!unlocked) throw new AppError('not_found', m.seatNotFound);
    const cls: ClassRow = await lockClass(tx, unlocked.classId);
    const [seat] = await tx.select().from(classSeats).where(eq(classSeats.id, seatId)).for('update');
    if (seat!.status === 'refunded') throw new AppError('conflict', m.alreadyCancelled);
    if (seat!.status !== 'paid') throw new AppError('conflict', m.notCancellable);
    const own = coveredBy(seat!, await sessionsCovered(tx, [seat!]));
    const payment = await paidPaymentOfSeat(tx, seat!.id);
    const outcome = seatCancellation(seat!, own, payment?.amountPaise ?? 0, now);
    if (!outcome.canCancel) throw new AppError('conflict', outcome.window === 'started' ? m.alreadyStarted : m.cancelTooLate);
    if (outcome.refundPaise !== expectedRefundPaise) {
      throw new AppError('conflict', m.refundChanged, undefined, undefined, { refundPaise: outcome.refundPaise });
    }
    const [after] = await tx.update(classSeats).set({ status: 'refunded' }).where(eq(classSeats.id, seat!.id)).returning();
    await syncSeatReminders(tx, channels, seat!.id, now);
    await onSeatFreed(tx, channels, cls, now);
    const refundId =
      payment && outcome.refundPaise > 0
        ? await createRefund(tx, {
            paymentId: payment.id,
            appointmentId: null,
            amountPaise: outcome.refundPaise,
            reason: `Class seat cancelled by the patient: ${cls.titleEn}`,
            idempotencyKey: refundKeys.seatCancel(seat!.id),
          })
        : null;
    await recordAudit(tx, {
      action: 'cancel',
      entity: 'class_seat',
      entityId: seat!.id,
      before: seat,
      after: { ...after, refundPaise: outcome.refundPaise, refundId },
    });
    return {
      answer: { seatId: seat!.id, status: 'refunded' as const, refundPaise: outcome.refundPaise },
      afterCommit: refundAfterCommit(refundId, false),
    };
  });
}
