import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import { prescriptionTemplateMessages as m, type PrescriptionTemplateInput } from '../../../lib/validation/prescription-templates';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { doctors, prescriptionTemplates } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { PrescriptionTemplate } from './responses';

type Row = typeof prescriptionTemplates.$inferSelect;

const toJson = (row: Row, doctorName: string, callerDoctorId: number): PrescriptionTemplate => ({
  id: row.id,
  name: row.name,
  lines: row.lines,
  shared: row.shared,
  doctor: { id: row.doctorId, name: doctorName },
  mine: row.doctorId === callerDoctorId,
  updated_at: row.updatedAt.toISOString(),
});

/** The templates a doctor may start from: their own (newest change first), then the others' shared ones by name. */
export async function templatesFor(db: Pick<Database, 'select'>, doctorId: number): Promise<PrescriptionTemplate[]> {
  const rows = await db
    .select({ template: prescriptionTemplates, doctorName: doctors.name })
    .from(prescriptionTemplates)
    .innerJoin(doctors, eq(doctors.id, prescriptionTemplates.doctorId))
    .where(or(eq(prescriptionTemplates.doctorId, doctorId), eq(prescriptionTemplates.shared, true)))
    .orderBy(desc(eq(prescriptionTemplates.doctorId, doctorId)), desc(prescriptionTemplates.updatedAt), asc(prescriptionTemplates.name));
  return rows.map(({ template, doctorName }) => toJson(template, doctorName, doctorId));
}

/** One template as a doctor may use it: their own or a shared one; another's unshared template is refused (403), a missing one 404. */
export async function templateFor(db: Pick<Database, 'select'>, doctorId: number, id: number): Promise<PrescriptionTemplate> {
  const [found] = await db
    .select({ template: prescriptionTemplates, doctorName: doctors.name })
    .from(prescriptionTemplates)
    .innerJoin(doctors, eq(doctors.id, prescriptionTemplates.doctorId))
    .where(eq(prescriptionTemplates.id, id));
  if (!found) throw notFound('Prescription template');
  if (found.template.doctorId !== doctorId && !found.template.shared) throw new AppError('forbidden', m.notShared);
  return toJson(found.template, found.doctorName, doctorId);
}

/** Refuses a name the doctor already gave another of their templates (409 on the name); the unique index backs it. */
async function assertNameFree(tx: Pick<Database, 'select'>, doctorId: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: prescriptionTemplates.id })
    .from(prescriptionTemplates)
    .where(
      and(
        eq(prescriptionTemplates.doctorId, doctorId),
        sql`lower(${prescriptionTemplates.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(prescriptionTemplates.id, exceptId),
      ),
    );
  if (taken) throw new AppError('conflict', m.nameTaken, { name: m.nameTaken });
}

/** Saves a new template as the doctor's own. */
export async function createTemplate(db: Database, doctorId: number, input: PrescriptionTemplateInput): Promise<PrescriptionTemplate> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, doctorId, input.name);
    const [row] = await tx
      .insert(prescriptionTemplates)
      .values({ doctorId, ...input })
      .returning();
    await recordAudit(tx, { action: 'create', entity: 'prescription_template', entityId: row!.id, after: row });
    return templateFor(tx, doctorId, row!.id);
  });
}

/** The template's own doctor changes it (another doctor may use a shared one, not change it). */
export async function updateTemplate(db: Database, doctorId: number, id: number, input: PrescriptionTemplateInput): Promise<PrescriptionTemplate> {
  return db.transaction(async (tx) => {
    const before = await ownTemplate(tx, doctorId, id);
    await assertNameFree(tx, doctorId, input.name, id);
    const [row] = await tx.update(prescriptionTemplates).set(input).where(eq(prescriptionTemplates.id, id)).returning();
    await recordAudit(tx, { action: 'update', entity: 'prescription_template', entityId: id, before, after: row });
    return templateFor(tx, doctorId, id);
  });
}

/** The template's own doctor deletes it; visits started from it keep their lines. */
export async function deleteTemplate(db: Database, doctorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await ownTemplate(tx, doctorId, id);
    await tx.delete(prescriptionTemplates).where(and(eq(prescriptionTemplates.id, id), eq(prescriptionTemplates.doctorId, doctorId)));
    await recordAudit(tx, { action: 'delete', entity: 'prescription_template', entityId: id, before });
  });
}

async function ownTemplate(tx: Pick<Database, 'select'>, doctorId: number, id: number): Promise<Row> {
  const [row] = await tx.select().from(prescriptionTemplates).where(eq(prescriptionTemplates.id, id)).for('update');
  if (!row) throw notFound('Prescription template');
  if (row.doctorId !== doctorId) throw new AppError('forbidden', row.shared ? m.notYours : m.notShared);
  return row;
}
