import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../kernel/db/database';
import { type AuditEntity, recordAudit } from './record-audit';

/** A table with an integer `id` primary key, as every audited record here has. */
type RecordTable = PgTable & { id: PgColumn };

/**
 * The plain record changes of the admin screens, each with its audit event in one transaction:
 * the row before (locked) and after. Answers undefined when no row has the id.
 */
export async function updateAudited<T extends RecordTable>(
  db: Database,
  table: T,
  entity: AuditEntity,
  id: number,
  // Drizzle's set type for the table the caller names; over the generic table it reads as {}.
  // eslint-disable-next-line @typescript-eslint/no-generated-empty-object-type
  values: PgUpdateSetSource<T>,
  action = 'update',
): Promise<T['$inferSelect'] | undefined> {
  const source: PgTable = table;
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(source).where(eq(table.id, id)).for('update');
    if (!before) return undefined;
    const [after] = (await tx.update(table).set(values).where(eq(table.id, id)).returning()) as T['$inferSelect'][];
    await recordAudit(tx, { action, entity, entityId: id, before, after });
    return after;
  });
}

export async function insertAudited<T extends RecordTable>(
  db: Database,
  table: T,
  entity: AuditEntity,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  return db.transaction(async (tx) => {
    const [row] = (await tx.insert(table).values(values).returning()) as (T['$inferSelect'] & { id: number })[];
    await recordAudit(tx, { action: 'create', entity, entityId: row!.id, after: row });
    return row!;
  });
}

export async function deleteAudited<T extends RecordTable>(db: Database, table: T, entity: AuditEntity, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = (await tx.delete(table).where(eq(table.id, id)).returning()) as T['$inferSelect'][];
    if (before) await recordAudit(tx, { action: 'delete', entity, entityId: id, before });
    return !!before;
  });
}
