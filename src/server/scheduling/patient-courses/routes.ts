import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import { requirePatient, requireRole } from '../../identity';
import { ROLES } from '../../kernel/session';
import type { AppEnv } from '../../kernel/app-env';
import { validate } from '../../kernel/validate';
import { courseCalendarFile, patientCourses } from './patient-courses';

/** /v1/courses, the patient's own (issue 47): their courses day by day, and one calendar file per course. */
export const patientCoursesRoutes = new Hono<AppEnv>()
  .get('/mine', requirePatient, async (c) => c.json(await patientCourses(c.var.db, c.var.auth!.id)))
  // Any login may ask; only the course's patient finds it (staff too get 404, not 403: whether a
  // course exists is not told to someone it does not belong to).
  .get('/:id/calendar.ics', requireRole(...ROLES), validate('param', idParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const ics = await courseCalendarFile(c.var.db, id, c.var.auth!.id, c.var.deps.config.siteUrl);
    c.header('Content-Type', 'text/calendar; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="course-${id}.ics"`);
    return c.body(ics);
  });
