import { and, desc, eq } from 'drizzle-orm';
import type { IntakeQuestion } from '../../../lib/validation/intake';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { intakeForms, services } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { defaultIntakeQuestions } from './default-questions';
import type { IntakeForm as IntakeFormJson } from './responses';

type Reader = Pick<Database, 'select'>;
export type IntakeForm = typeof intakeForms.$inferSelect;

/** The public shape of one form version. */
export const toIntakeFormJson = (form: Pick<IntakeForm, 'serviceId' | 'version' | 'questions'>): IntakeFormJson => ({
  service_id: form.serviceId,
  version: form.version,
  questions: form.questions,
});

async function newestStoredForm(db: Reader, serviceId: number): Promise<IntakeForm | undefined> {
  const [form] = await db.select().from(intakeForms).where(eq(intakeForms.serviceId, serviceId)).orderBy(desc(intakeForms.version)).limit(1);
  return form;
}

async function serviceName(db: Reader, serviceId: number, activeOnly: boolean): Promise<string> {
  const [service] = await db
    .select({ name: services.name })
    .from(services)
    .where(activeOnly ? and(eq(services.id, serviceId), eq(services.status, true)) : eq(services.id, serviceId));
  if (!service) throw notFound('Service');
  return service.name;
}

/**
 * The form a service asks now: its newest saved version, or (never edited) its default
 * questions as version 1, which the first answer or edit stores unchanged.
 */
export async function currentIntakeForm(db: Reader, serviceId: number, activeOnly = true): Promise<IntakeFormJson> {
  const name = await serviceName(db, serviceId, activeOnly);
  const stored = await newestStoredForm(db, serviceId);
  return stored ? toIntakeFormJson(stored) : { service_id: serviceId, version: 1, questions: defaultIntakeQuestions(name) };
}

/** The newest stored version, storing the defaults as version 1 first when the service has none. */
export async function ensureIntakeForm(tx: Pick<Database, 'select' | 'insert'>, serviceId: number): Promise<IntakeForm> {
  const stored = await newestStoredForm(tx, serviceId);
  if (stored) return stored;
  const questions = defaultIntakeQuestions(await serviceName(tx, serviceId, false));
  const [created] = await tx.insert(intakeForms).values({ serviceId, version: 1, questions }).onConflictDoNothing().returning();
  return created ?? (await newestStoredForm(tx, serviceId))!;
}

/** One stored version of a service's form. */
export async function intakeFormVersion(db: Reader, serviceId: number, version: number): Promise<IntakeForm | undefined> {
  const [form] = await db
    .select()
    .from(intakeForms)
    .where(and(eq(intakeForms.serviceId, serviceId), eq(intakeForms.version, version)));
  return form;
}

/** Staff's edit: the questions become the service's next version (audited); earlier answers keep theirs. */
export async function saveIntakeForm(db: Database, serviceId: number, questions: IntakeQuestion[], userId: number) {
  return db.transaction(async (tx) => {
    await tx.select({ id: services.id }).from(services).where(eq(services.id, serviceId)).for('update');
    const previous = await ensureIntakeForm(tx, serviceId);
    const [saved] = await tx
      .insert(intakeForms)
      .values({ serviceId, version: previous.version + 1, questions, createdByUserId: userId })
      .returning();
    await recordAudit(tx, { action: 'update', entity: 'intake_form', entityId: saved!.id, before: previous, after: saved });
    return toIntakeFormJson(saved!);
  });
}
