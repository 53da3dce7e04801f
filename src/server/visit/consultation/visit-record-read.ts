import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { visitRecordAddenda, visitRecords } from '../../kernel/db/schema';
import type { VisitRecord as VisitRecordJson } from './responses';
import { examinationJson, examinationRow } from './examination';

type VisitRecord = typeof visitRecords.$inferSelect;

const toVisitRecordJson = (
  record: VisitRecord,
  addenda: (typeof visitRecordAddenda.$inferSelect)[],
  examined: ReturnType<typeof examinationJson>,
): VisitRecordJson => ({
  findings: record.findings,
  assessment: record.assessment,
  diagnoses: record.diagnoses,
  prakriti: record.prakriti,
  vikriti: record.vikriti,
  prescription: record.prescription,
  pathya: record.pathya,
  apathya: record.apathya,
  follow_up_days: record.followUpDays,
  ...examined,
  finalised_at: record.finalisedAt?.toISOString() ?? null,
  updated_at: record.updatedAt.toISOString(),
  addenda: addenda.map((a) => ({ id: a.id, body: a.body, created_at: a.createdAt.toISOString() })),
});

/** The doctor's record of one visit with its addenda, or null when nothing is written yet. */
export async function visitRecordOf(db: Pick<Database, 'select'>, appointmentId: number): Promise<VisitRecordJson | null> {
  const [record] = await db.select().from(visitRecords).where(eq(visitRecords.appointmentId, appointmentId));
  if (!record) return null;
  const addenda = await db
    .select()
    .from(visitRecordAddenda)
    .where(eq(visitRecordAddenda.appointmentId, appointmentId))
    .orderBy(asc(visitRecordAddenda.id));
  return toVisitRecordJson(record, addenda, examinationJson(await examinationRow(db, appointmentId)));
}

/** A patient sees the record only once the doctor has finalised it. */
export const visibleTo = (role: string, record: VisitRecordJson | null) => (role === 'patient' && !record?.finalised_at ? null : record);
