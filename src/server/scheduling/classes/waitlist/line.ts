import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import { classSeatMessages } from '../../../../lib/validation/classes';
import { waitlistMessages as w, type WaitlistJoinInput } from '../../../../lib/validation/waitlist';
import type { SeatMode } from '../../../../lib/domain/classes';
import { recordAudit } from '../../../identity';
import { clinicNow } from '../../../kernel/clock';
import type { Database, Transaction } from '../../../kernel/db/database';
import { classSeats, classSessions, classes, users, waitlistEntries, waitlistOffers } from '../../../kernel/db/schema';
import { AppError, notFound } from '../../../kernel/errors';
import type { NotificationChannels } from '../../../kernel/providers/notifications';
import { capacityOf, checkNoOtherSeat, lockClass, takenSeats } from '../seat-counts';
import { offerFreeSeats } from './offers';
import type { StaffWaitlistAnswer, WaitlistEntryAnswer } from '../responses';
import { ACTIVE_PLACES, positionInLine } from './position';

type Entry = typeof waitlistEntries.$inferSelect;
const ACTIVE = ACTIVE_PLACES;

/** A place's position in its line (1 = next), or null once it left. */
const positionOf = (db: Pick<Database, 'select'>, entry: Entry) =>
  positionInLine(db, entry, and(eq(waitlistEntries.sessionId, entry.sessionId!), eq(waitlistEntries.mode, entry.mode!)));

const entryAnswer = async (db: Pick<Database, 'select'>, entry: Entry): Promise<WaitlistEntryAnswer> => {
  // The class's title and the session's start, so My appointments can name the place.
  const [row] = await db
    .select({ titleEn: classes.titleEn, titleHi: classes.titleHi, titleGu: classes.titleGu, startsAt: classSessions.startsAt })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(eq(classSessions.id, entry.sessionId!));
  return {
    id: entry.id,
    sessionId: entry.sessionId!,
    title: { en: row!.titleEn, hi: row!.titleHi, gu: row!.titleGu },
    startsAt: row!.startsAt.toISOString(),
    mode: entry.mode!,
    status: entry.status,
    position: await positionOf(db, entry),
  };
};

/**
 * The session asked for, its class locked: refuses a session cancelled or already started (404:
 * there is nothing to wait for), an inactive class, a mode it does not sell, and a class that sells
 * whole series only.
 */
async function lineSession(tx: Transaction, sessionId: number, mode: SeatMode, now: Date) {
  const [session] = await tx.select().from(classSessions).where(eq(classSessions.id, sessionId));
  if (!session || session.status === 'cancelled' || session.startsAt <= now) throw notFound('Class session');
  const cls = await lockClass(tx, session.classId);
  if (!cls.status) throw new AppError('conflict', classSeatMessages.classInactive);
  if (capacityOf(cls, mode) === 0) throw new AppError('conflict', classSeatMessages.modeNotOffered);
  if (cls.seatSale === 'series') throw new AppError('conflict', w.seriesOnly);
  return { session, cls };
}

/**
 * POST /v1/waitlist: a verified patient takes a place in a full session's line for seats of one
 * mode. Under the class lock, as every seat write: lapsed holds let go and any free seat offered
 * to those already waiting first; then a seat still free answers 409 (book it instead), as do a
 * seat of theirs in the session and a place already in this line.
 */
export async function joinWaitlist(
  db: Database,
  channels: NotificationChannels,
  patientId: number,
  input: WaitlistJoinInput,
  now = clinicNow(),
): Promise<WaitlistEntryAnswer> {
  return db.transaction(async (tx) => {
    const { session, cls } = await lineSession(tx, input.sessionId, input.mode, now);
    await offerFreeSeats(tx, channels, cls, now);
    await checkNoOtherSeat(tx, patientId, cls.id, [session], now);
    const [already] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.sessionId, session.id),
          eq(waitlistEntries.patientId, patientId),
          eq(waitlistEntries.mode, input.mode),
          inArray(waitlistEntries.status, [...ACTIVE]),
        ),
      );
    if (already) throw new AppError('conflict', w.alreadyWaiting);
    const taken = (await takenSeats(tx, [session], now)).get(session.id)!;
    if (taken[input.mode] < capacityOf(cls, input.mode)) throw new AppError('conflict', w.seatsFree);
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({ classId: cls.id, sessionId: session.id, patientId, mode: input.mode, createdAt: now })
      .returning();
    await recordAudit(tx, { action: 'join', entity: 'waitlist_entry', entityId: entry!.id, after: entry });
    return entryAnswer(tx, entry!);
  });
}

/** GET /v1/waitlist/mine: the patient's places still in a line, with their positions. */
export async function myWaitlist(db: Database, patientId: number): Promise<WaitlistEntryAnswer[]> {
  const entries = await db
    .select()
    .from(waitlistEntries)
    // Class places only: a doctor-day's are GET /v1/waitlist/consultations/mine (docs/decisions/053).
    .where(and(eq(waitlistEntries.patientId, patientId), isNotNull(waitlistEntries.sessionId), inArray(waitlistEntries.status, [...ACTIVE])))
    .orderBy(desc(waitlistEntries.id))
    .limit(100);
  return Promise.all(entries.map((entry) => entryAnswer(db, entry)));
}

/** Lets an offer's held seat go and closes the offer; the caller then offers the seat on. */
async function withdrawOffersOf(tx: Transaction, entryIds: number[]) {
  if (entryIds.length === 0) return;
  const open = await tx
    .update(waitlistOffers)
    .set({ status: 'withdrawn' })
    .where(and(inArray(waitlistOffers.entryId, entryIds), eq(waitlistOffers.status, 'open')))
    .returning({ seatId: waitlistOffers.seatId });
  if (open.length === 0) return;
  await tx
    .update(classSeats)
    .set({ status: 'cancelled', holdExpiresAt: null })
    .where(
      and(
        inArray(
          classSeats.id,
          open.flatMap((row) => (row.seatId === null ? [] : [row.seatId])),
        ),
        eq(classSeats.status, 'held'),
      ),
    );
}

/**
 * DELETE /v1/waitlist/:id: the patient leaves the line. An offer they had is withdrawn and its
 * seat offered to the next in line, in the same transaction. Another's entry, or one no longer in
 * line, answers 404.
 */
export async function leaveWaitlist(
  db: Database,
  channels: NotificationChannels,
  patientId: number,
  entryId: number,
  now = clinicNow(),
): Promise<WaitlistEntryAnswer> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.id, entryId), eq(waitlistEntries.patientId, patientId)));
    if (!found) throw new AppError('not_found', w.entryNotFound);
    const cls = await lockClass(tx, found.classId!);
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, entryId)).for('update');
    if (!(ACTIVE as readonly string[]).includes(entry!.status)) throw new AppError('not_found', w.entryNotFound);
    await withdrawOffersOf(tx, [entry!.id]);
    const [after] = await tx.update(waitlistEntries).set({ status: 'withdrawn' }).where(eq(waitlistEntries.id, entry!.id)).returning();
    await recordAudit(tx, { action: 'leave', entity: 'waitlist_entry', entityId: entry!.id, before: entry, after });
    if (entry!.status === 'offered') await offerFreeSeats(tx, channels, cls, now);
    return entryAnswer(tx, after!);
  });
}

/** A session cancelled by the clinic closes its line: every place withdrawn, every open offer's seat let go. Under the class lock. */
export async function closeSessionLine(tx: Transaction, sessionId: number): Promise<void> {
  const active = await tx
    .update(waitlistEntries)
    .set({ status: 'withdrawn' })
    .where(and(eq(waitlistEntries.sessionId, sessionId), inArray(waitlistEntries.status, [...ACTIVE])))
    .returning({ id: waitlistEntries.id });
  await withdrawOffersOf(
    tx,
    active.map((row) => row.id),
  );
}

/** GET /v1/class-sessions/:id/waitlist (staff): the session's line in order, each place's state and offer, and the seats free. */
export async function sessionWaitlist(db: Database, sessionId: number, now = clinicNow()): Promise<StaffWaitlistAnswer> {
  const [session] = await db.select().from(classSessions).where(eq(classSessions.id, sessionId));
  if (!session) throw notFound('Class session');
  const [cls] = await db.select().from(classes).where(eq(classes.id, session.classId));
  const rows = await db
    .select({ entry: waitlistEntries, name: users.name, mobile: users.mobile })
    .from(waitlistEntries)
    .innerJoin(users, eq(users.id, waitlistEntries.patientId))
    .where(eq(waitlistEntries.sessionId, sessionId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  const offers =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(waitlistOffers)
          .where(
            inArray(
              waitlistOffers.entryId,
              rows.map((row) => row.entry.id),
            ),
          )
          .orderBy(desc(waitlistOffers.id));
  const taken = (await takenSeats(db, [session], now)).get(session.id)!;
  return {
    sessionId,
    free: {
      in_person: Math.max(0, capacityOf(cls!, 'in_person') - taken.in_person),
      online: Math.max(0, capacityOf(cls!, 'online') - taken.online),
    },
    entries: rows.map(({ entry, name, mobile }) => {
      const offer = offers.find((o) => o.entryId === entry.id);
      return {
        id: entry.id,
        patient: { id: entry.patientId, name, mobile },
        mode: entry.mode!,
        status: entry.status,
        joinedAt: entry.createdAt.toISOString(),
        offer: offer ? { status: offer.status, expiresAt: offer.expiresAt.toISOString() } : null,
      };
    }),
  };
}

/**
 * POST /v1/class-sessions/:id/waitlist/offer (staff): "Offer now": a free seat of this mode offered
 * by hand to the first waiting in the session's line (after a capacity raised, say). 409 when no
 * seat is free or nobody waits.
 */
export async function offerNow(
  db: Database,
  channels: NotificationChannels,
  staff: { id: number },
  sessionId: number,
  mode: SeatMode,
  now = clinicNow(),
): Promise<StaffWaitlistAnswer> {
  await db.transaction(async (tx) => {
    const { cls } = await lineSession(tx, sessionId, mode, now);
    const offered = await offerFreeSeats(tx, channels, cls, now, { sessionId, mode, limit: 1 });
    if (offered === 0) throw new AppError('conflict', w.nothingToOffer);
    await recordAudit(tx, { action: 'offer_now', entity: 'class_session', entityId: sessionId, after: { mode, by: staff.id } });
  });
  return sessionWaitlist(db, sessionId, now);
}
