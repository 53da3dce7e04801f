import { and, asc, eq } from 'drizzle-orm';
import type { LeaveInput } from '../../../lib/validation/resources';
import { recordAudit } from '../../identity';
import type { Database, Transaction } from '../../kernel/db/database';
import { resourceLeave, rooms, users } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { type ResourceLeave, toLeaveJson } from './responses';

type LeaveKind = LeaveInput['resourceKind'];

/** 404 unless the therapist (a `therapist` login) or the room exists. */
async function assertResource(tx: Pick<Database, 'select'>, kind: LeaveKind, id: number): Promise<void> {
  if (kind === 'room') {
    const [room] = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, id));
    if (!room) throw notFound('Room');
  } else {
    const [therapist] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, 'therapist')));
    if (!therapist) throw notFound('Therapist');
  }
}

/** One resource's leave, earliest first. */
export async function listLeave(db: Database, kind: LeaveKind, id: number): Promise<ResourceLeave[]> {
  await assertResource(db, kind, id);
  const rows = await db
    .select()
    .from(resourceLeave)
    .where(and(eq(resourceLeave.resourceKind, kind), eq(resourceLeave.resourceId, id)))
    .orderBy(asc(resourceLeave.startsOn), asc(resourceLeave.id));
  return rows.map(toLeaveJson);
}

/**
 * Records leave with its audit event, kept in the trail of the therapist or room it takes away
 * (so their History shows it). Sessions already held in it are the planner's to move.
 */
export async function addLeave(db: Database, leave: LeaveInput): Promise<ResourceLeave> {
  return db.transaction(async (tx: Transaction) => {
    await assertResource(tx, leave.resourceKind, leave.resourceId);
    const [row] = await tx.insert(resourceLeave).values(leave).returning();
    await recordAudit(tx, { action: 'add_leave', entity: leave.resourceKind, entityId: leave.resourceId, after: row });
    return toLeaveJson(row!);
  });
}

/** Removes leave; false when no leave has the id. */
export async function removeLeave(db: Database, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(resourceLeave).where(eq(resourceLeave.id, id)).returning();
    if (!before) return false;
    await recordAudit(tx, { action: 'remove_leave', entity: before.resourceKind, entityId: before.resourceId, before });
    return true;
  });
}
