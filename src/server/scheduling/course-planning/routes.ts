import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import {
  courseConfirmSchema,
  courseListQuerySchema,
  courseProposalSchema,
  sessionMoveSchema,
  sessionParamSchema,
} from '../../../lib/validation/course-planning';
import { requireAdmin, requireRole } from '../../identity';
import type { AppEnv } from '../../kernel/app-env';
import type { Database } from '../../kernel/db/database';
import { AppError, notFound } from '../../kernel/errors';
import type { Session } from '../../kernel/session';
import { validate } from '../../kernel/validate';
import { confirmCourse, listCourses, readCourse } from './courses';
import { applyMove, previewMove } from './move-session';
import { assertMayPlanFor } from './plan-access';
import { proposeCoursePlan } from './propose';
import type { Course } from './responses';

/** The course, when this caller may see it: staff any, a doctor one from their own assessment (else 404, as if absent). */
async function visibleCourse(db: Database, auth: Session, id: number): Promise<Course> {
  const course = await readCourse(db, id);
  if (!course) throw notFound('Course');
  if (auth.role !== 'admin') {
    try {
      await assertMayPlanFor(db, auth, course.patientId, course.assessmentAppointmentId);
    } catch (error) {
      if (error instanceof AppError) throw notFound('Course');
      throw error;
    }
  }
  return course;
}

/**
 * /v1/courses (issue 47): planning a patient's Panchakarma course. Staff, or the doctor whose
 * assessment prescribes it, ask for a proposal, adjust it and confirm it; the server re-checks
 * every session and holds them all or none (docs/decisions/039).
 */
export const coursesRoutes = new Hono<AppEnv>()
  .use(requireRole('admin', 'doctor'))
  .post('/proposal', validate('json', courseProposalSchema), async (c) => c.json(await proposeCoursePlan(c.var.db, c.var.auth!, c.req.valid('json'))))
  .post('/', validate('json', courseConfirmSchema), async (c) =>
    c.json(await confirmCourse(c.var.db, c.var.deps.providers.notifications, c.var.auth!, c.req.valid('json')), 201),
  )
  .get('/', requireAdmin, validate('query', courseListQuerySchema), async (c) => c.json(await listCourses(c.var.db, c.req.valid('query').patientId)))
  .get('/:id', validate('param', idParamSchema), async (c) => c.json(await visibleCourse(c.var.db, c.var.auth!, c.req.valid('param').id)))
  .post('/:id/sessions/:sessionId/move/preview', validate('param', sessionParamSchema), validate('json', sessionMoveSchema), async (c) => {
    const { id, sessionId } = c.req.valid('param');
    await visibleCourse(c.var.db, c.var.auth!, id);
    return c.json(await previewMove(c.var.db, id, sessionId, c.req.valid('json')));
  })
  .post('/:id/sessions/:sessionId/move', validate('param', sessionParamSchema), validate('json', sessionMoveSchema), async (c) => {
    const { id, sessionId } = c.req.valid('param');
    await visibleCourse(c.var.db, c.var.auth!, id);
    return c.json(await applyMove(c.var.db, c.var.deps.providers.notifications, c.var.auth!, id, sessionId, c.req.valid('json')));
  });
