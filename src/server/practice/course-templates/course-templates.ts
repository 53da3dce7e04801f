import { and, arrayContains, asc, eq, inArray } from 'drizzle-orm';
import { type CourseTemplateInput, resourceMessages } from '../../../lib/validation/resources';
import { recordAudit } from '../../identity';
import type { Database, Transaction } from '../../kernel/db/database';
import { courseTemplateSteps, courseTemplates, rooms, therapies } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import { type CourseTemplate, toCourseTemplateJson } from './responses';

/**
 * Every step's therapy is in the catalogue and active, and some active room is fitted for it:
 * a course the clinic could never run is refused when it is written, naming the therapy.
 */
async function assertRunnable(tx: Transaction, input: CourseTemplateInput): Promise<void> {
  const ids = [...new Set(input.steps.map((step) => step.therapyId))];
  const found = await tx
    .select()
    .from(therapies)
    .where(and(inArray(therapies.id, ids), eq(therapies.status, true)));
  if (found.length !== ids.length) throw new AppError('invalid', resourceMessages.stepTherapyUnknown);
  for (const therapy of found) {
    if (!therapy.fitting) continue;
    const [room] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.status, true), arrayContains(rooms.fittings, [therapy.fitting])))
      .limit(1);
    if (!room) {
      throw new AppError('invalid', {
        key: 'resource.noRoomFitted',
        text: `${therapy.nameEn} needs a room fitted with ${therapy.fitting}, and no active room has one`,
      });
    }
  }
}

const templateRow = (input: CourseTemplateInput) => ({
  nameEn: input.name.en,
  nameHi: input.name.hi,
  nameGu: input.name.gu,
  days: input.days,
  pricePaise: input.pricePaise,
  status: input.status,
});

/** The steps in the order given, numbered within each day. */
const stepRows = (templateId: number, input: CourseTemplateInput) => {
  const perDay = new Map<number, number>();
  return input.steps.map((step) => {
    const position = perDay.get(step.dayOffset) ?? 0;
    perDay.set(step.dayOffset, position + 1);
    return { templateId, phase: step.phase, dayOffset: step.dayOffset, position, therapyId: step.therapyId, timeOfDay: step.timeOfDay };
  });
};

/** The templates with their steps, all steps read in one query. */
async function withSteps(db: Database | Transaction, rows: (typeof courseTemplates.$inferSelect)[]): Promise<CourseTemplate[]> {
  if (rows.length === 0) return [];
  const steps = await db
    .select({ step: courseTemplateSteps, therapy: therapies })
    .from(courseTemplateSteps)
    .innerJoin(therapies, eq(therapies.id, courseTemplateSteps.therapyId))
    .where(
      inArray(
        courseTemplateSteps.templateId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(courseTemplateSteps.dayOffset), asc(courseTemplateSteps.position));
  return rows.map((row) =>
    toCourseTemplateJson(
      row,
      steps.filter(({ step }) => step.templateId === row.id),
    ),
  );
}

/** The templates, each with its steps; only the active ones unless `all`. */
export async function listCourseTemplates(db: Database, all: boolean): Promise<CourseTemplate[]> {
  const rows = await db
    .select()
    .from(courseTemplates)
    .where(all ? undefined : eq(courseTemplates.status, true))
    .orderBy(asc(courseTemplates.id));
  return withSteps(db, rows);
}

export async function findCourseTemplate(db: Database, id: number, all: boolean): Promise<CourseTemplate | undefined> {
  const [row] = await db
    .select()
    .from(courseTemplates)
    .where(and(eq(courseTemplates.id, id), all ? undefined : eq(courseTemplates.status, true)));
  return row && (await withSteps(db, [row]))[0];
}

/** Writes a template and its steps in one transaction (a new one, or `id`'s replaced whole). */
export async function saveCourseTemplate(tx: Transaction, input: CourseTemplateInput, id?: number): Promise<CourseTemplate | undefined> {
  await assertRunnable(tx, input);
  let row: typeof courseTemplates.$inferSelect | undefined;
  if (id === undefined) {
    [row] = await tx.insert(courseTemplates).values(templateRow(input)).returning();
  } else {
    [row] = await tx.update(courseTemplates).set(templateRow(input)).where(eq(courseTemplates.id, id)).returning();
    if (!row) return undefined;
    await tx.delete(courseTemplateSteps).where(eq(courseTemplateSteps.templateId, id));
  }
  await tx.insert(courseTemplateSteps).values(stepRows(row!.id, input));
  const [saved] = await withSteps(tx, [row!]);
  await recordAudit(tx, { action: id === undefined ? 'create' : 'update', entity: 'course_template', entityId: row!.id, after: saved });
  return saved;
}
