import { eq } from 'drizzle-orm';
import { coursePlanningMessages as m } from '../../../lib/validation/course-planning';
import type { Database, Transaction } from '../../kernel/db/database';
import { appointments, courseTemplates, timeSlots, users } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { Session } from '../../kernel/session';
import { loadSteps, type PlanStep } from './planning-data';

export interface PlanContext {
  patient: { id: number; name: string; gender: (typeof users.$inferSelect)['gender'] };
  template: typeof courseTemplates.$inferSelect;
  steps: PlanStep[];
}

/**
 * Whether this caller may plan (or see) a course of the patient from this assessment: an admin
 * always (the assessment, when named, must be the patient's); a doctor only from an appointment of
 * the patient in their own slot.
 */
export async function assertMayPlanFor(db: Database | Transaction, auth: Session, patientId: number, assessmentId: number | null | undefined) {
  if (auth.role === 'admin' && !assessmentId) return;
  const [assessment] = assessmentId
    ? await db
        .select({ patientId: appointments.userId, doctorId: timeSlots.doctorId })
        .from(appointments)
        .innerJoin(timeSlots, eq(timeSlots.id, appointments.slotId))
        .where(eq(appointments.id, assessmentId))
    : [];
  if (auth.role !== 'admin' && (!assessment || assessment.doctorId !== auth.doctorId || assessment.patientId !== patientId)) {
    throw new AppError('forbidden', m.notYourAssessment);
  }
  if (!assessment || assessment.patientId !== patientId) throw new AppError('invalid', m.assessmentMismatch);
}

/** The patient, the active template and its steps; 404 for an unknown one, 400 for a template no longer offered. */
export async function planContext(
  db: Database | Transaction,
  auth: Session,
  input: { patientId: number; templateId: number; assessmentAppointmentId?: number },
): Promise<PlanContext> {
  await assertMayPlanFor(db, auth, input.patientId, input.assessmentAppointmentId);
  const [patient] = await db
    .select({ id: users.id, name: users.name, gender: users.gender, role: users.role })
    .from(users)
    .where(eq(users.id, input.patientId));
  const [template] = await db.select().from(courseTemplates).where(eq(courseTemplates.id, input.templateId));
  if (!patient || patient.role !== 'patient') throw notFound('Patient');
  if (!template) throw notFound('Course template');
  if (!template.status) throw new AppError('invalid', m.templateInactive);
  return { patient, template, steps: await loadSteps(db, template.id) };
}
