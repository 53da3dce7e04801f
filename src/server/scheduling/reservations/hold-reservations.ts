import { and, eq, gt, lt } from 'drizzle-orm';
import type { ReservationPurpose, ResourceKind } from '../../../lib/domain/resources';
import { CLINIC_TIME_ZONE } from '../../../lib/time/clinic-time';
import { SHORT_DATE, clinicDateAndTime, formatTimeOfDay } from '../../../lib/format/date';
import type { Database, Transaction } from '../../kernel/db/database';
import { doctors, reservations, rooms, users } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';

/** One resource for one time range. */
export interface WantedReservation {
  resourceKind: ResourceKind;
  resourceId: number;
  startsAt: Date;
  endsAt: Date;
  purpose: ReservationPurpose;
  /** The course session that holds it (purpose 'course_session'). */
  courseSessionId?: number | null;
  /** The appointment that holds it (purpose 'consultation'). */
  appointmentId?: number | null;
  /** The class session that holds it (purpose 'class_session'). */
  classSessionId?: number | null;
  note?: string;
  createdBy?: number | null;
}

/** The resource's name as staff know it (a clash's message, a block's answer); none when no such resource. */
export async function findResourceName(tx: Pick<Database, 'select'>, kind: ResourceKind, id: number): Promise<string | undefined> {
  const query =
    kind === 'room'
      ? tx.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, id))
      : kind === 'doctor'
        ? tx.select({ name: doctors.name }).from(doctors).where(eq(doctors.id, id))
        : tx
            .select({ name: users.name })
            .from(users)
            .where(and(eq(users.id, id), eq(users.role, 'therapist')));
  const [row] = await query;
  return row?.name;
}

/** A reservation of the wanted resource that overlaps the wanted range, if any. */
export async function reservationOver(
  tx: Pick<Database, 'select'>,
  wanted: Pick<WantedReservation, 'resourceKind' | 'resourceId' | 'startsAt' | 'endsAt'>,
) {
  const [held] = await tx
    .select({ startsAt: reservations.startsAt, endsAt: reservations.endsAt })
    .from(reservations)
    .where(
      and(
        eq(reservations.resourceKind, wanted.resourceKind),
        eq(reservations.resourceId, wanted.resourceId),
        lt(reservations.startsAt, wanted.endsAt),
        gt(reservations.endsAt, wanted.startsAt),
      ),
    )
    .limit(1);
  return held;
}

/** "Droni room is already reserved on 1 Dec from 9:00 AM to 10:30 AM (IST)". */
async function clashError(tx: Pick<Database, 'select'>, wanted: WantedReservation, held?: { startsAt: Date; endsAt: Date }): Promise<AppError> {
  const clash = held ?? (await reservationOver(tx, wanted)) ?? wanted;
  const name = (await findResourceName(tx, wanted.resourceKind, wanted.resourceId)) ?? `${wanted.resourceKind} ${wanted.resourceId}`;
  const { date, time } = clinicDateAndTime(clash.startsAt, 'en', SHORT_DATE);
  const until = formatTimeOfDay(clash.endsAt, 'en', CLINIC_TIME_ZONE);
  return new AppError(
    'conflict',
    { key: 'resource.reservationClash', text: `${name} is already reserved on ${date} from ${time} to ${until} (IST)` },
    undefined,
    undefined,
    {
      resourceKind: wanted.resourceKind,
      resourceId: wanted.resourceId,
      resource: name,
      startsAt: clash.startsAt.toISOString(),
      endsAt: clash.endsAt.toISOString(),
    },
  );
}

/**
 * Holds every wanted reservation or none (the caller's transaction rolls back on the 409). The
 * database's exclusion constraint decides (docs/decisions/038): `ON CONFLICT DO NOTHING` waits for
 * a rival transaction holding an overlapping range and skips the row if that one commits, so a
 * clash is found by what did not come back, whatever ran at the same time, and named from the row
 * that won.
 */
export async function holdReservations(tx: Transaction, wanted: WantedReservation[]): Promise<(typeof reservations.$inferSelect)[]> {
  if (wanted.length === 0) return [];
  const held = [];
  // One at a time, so a clash names the reservation the wanted one met; in one order (resource,
  // then start) in every transaction, so two planners that want the same resources wait for each
  // other in line instead of each holding what the other waits for (a deadlock).
  const inOrder = [...wanted].sort(
    (a, b) => a.resourceKind.localeCompare(b.resourceKind) || a.resourceId - b.resourceId || a.startsAt.getTime() - b.startsAt.getTime(),
  );
  for (const one of inOrder) {
    const [row] = await tx
      .insert(reservations)
      .values({ ...one, note: one.note ?? '' })
      .onConflictDoNothing()
      .returning();
    if (!row) throw await clashError(tx, one);
    held.push(row);
  }
  return held;
}

/**
 * Refuses with the same 409 as a hold when anything already holds the resource over the range:
 * the check a path makes before it asks a payment provider or writes anything, so a patient is
 * not sent to pay for a doctor's time a block has taken. The hold itself still decides a race.
 */
export async function assertUnreserved(tx: Pick<Database, 'select'>, wanted: WantedReservation): Promise<void> {
  const held = await reservationOver(tx, wanted);
  if (held) throw await clashError(tx, wanted, held);
}
