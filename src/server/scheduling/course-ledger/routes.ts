import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { idParamSchema } from '../../../lib/validation/common';
import {
  courseCancelSchema,
  courseDeskPaymentSchema,
  courseVerifyPaymentSchema,
  sessionRescheduleSchema,
} from '../../../lib/validation/course-ledger';
import { requireAdmin, requireDesk, requireRole } from '../../identity';
import { documentFileName, paymentDocumentPdf } from '../../invoicing';
import type { AppEnv } from '../../kernel/app-env';
import { NOTIFY_AFTER_COMMIT, runAfterCommit } from '../../kernel/after-commit';
import { paymentDocuments, payments } from '../../kernel/db/schema';
import { notFound } from '../../kernel/errors';
import { validate } from '../../kernel/validate';
import { cancelCourse } from './cancel-course';
import { courseCancellation, courseFor, courseLedger } from './course-ledger';
import { createCourseOrder, takeCourseDeskPayment, verifyCoursePayment } from './course-payment';
import { sendCoursePaymentLink } from './course-payment-link';
import { markSessionMissed, rescheduleMissedSession } from './session-ledger';

/** The course's patient and the clinic's staff. */
const patientOrStaff = requireRole('patient', 'admin', 'receptionist');

/**
 * A course's money and session ledger (issue 47), under /v1/courses beside the planner's routes:
 * its ledger, paying for it (at the desk, or online through the same checkout as an appointment)
 * and its receipt, and cancelling it with the refund previewed first. A patient sees only their
 * own course (another's answers 404); the writes other than paying online are staff's.
 */
export const courseLedgerRoutes = new Hono<AppEnv>()
  .get('/:id/ledger', patientOrStaff, validate('param', idParamSchema), async (c) =>
    c.json(await courseLedger(c.var.db, c.req.valid('param').id, c.var.auth!)),
  )
  .post('/:id/payment', requireDesk, validate('param', idParamSchema), validate('json', courseDeskPaymentSchema), async (c) => {
    const paid = await takeCourseDeskPayment(c.var.db, c.var.deps.providers, c.var.auth!, c.req.valid('param').id, c.req.valid('json'));
    return c.json(paid, 201);
  })
  // Staff send a payment link (issue 47) as they can for an appointment; its payment_link.paid settles the course.
  .post('/:id/payment-link', requireRole('admin', 'receptionist', 'doctor'), validate('param', idParamSchema), async (c) => {
    const { db, deps, auth } = c.var;
    const sent = await sendCoursePaymentLink(db, deps.providers, auth!, c.req.valid('param').id, deps.config.siteUrl);
    await runAfterCommit(c, NOTIFY_AFTER_COMMIT);
    return c.json(sent, 201);
  })
  .post('/:id/order', patientOrStaff, validate('param', idParamSchema), async (c) =>
    c.json(await createCourseOrder(c.var.db, c.var.deps.providers, c.var.auth!, c.req.valid('param').id), 201),
  )
  // 201 when this call settled the order; 200 when it was settled already (a replay, or the webhook first).
  .post('/:id/verify-payment', patientOrStaff, validate('param', idParamSchema), validate('json', courseVerifyPaymentSchema), async (c) => {
    const verified = await verifyCoursePayment(c.var.db, c.var.deps.providers, c.var.auth!, c.req.valid('param').id, c.req.valid('json'));
    await runAfterCommit(c, verified.afterCommit);
    if ('error' in verified) throw verified.error;
    return c.json(verified.answer, verified.isNew ? 201 : 200);
  })
  .get('/:id/receipt.pdf', patientOrStaff, validate('param', idParamSchema), async (c) => {
    const course = await courseFor(c.var.db, c.req.valid('param').id, c.var.auth!);
    const [found] = await c.var.db
      .select({ document: paymentDocuments })
      .from(paymentDocuments)
      .innerJoin(payments, eq(payments.id, paymentDocuments.paymentId))
      .where(and(eq(payments.courseId, course.id), eq(payments.status, 'completed'), eq(paymentDocuments.kind, 'receipt')))
      .orderBy(asc(paymentDocuments.id))
      .limit(1);
    if (!found) throw notFound('Document');
    const bytes = await paymentDocumentPdf(c.var.db, found.document);
    return new Response(new Uint8Array(bytes), {
      headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${documentFileName(found.document)}"` },
    });
  })
  .get('/:id/cancellation', patientOrStaff, validate('param', idParamSchema), async (c) => {
    const course = await courseFor(c.var.db, c.req.valid('param').id, c.var.auth!);
    return c.json(await courseCancellation(c.var.db, course));
  })
  // Staff only: the clinic's appointment rules let a patient cancel by a time window, which a course's sessions do not share.
  .post('/:id/cancel', requireAdmin, validate('param', idParamSchema), validate('json', courseCancelSchema), async (c) => {
    const { id } = c.req.valid('param');
    const { notifications } = c.var.deps.providers;
    const cancelled = await cancelCourse(c.var.db, notifications, c.var.auth!, id, c.req.valid('json').expectedRefundPaise);
    await runAfterCommit(c, cancelled.afterCommit);
    return c.json(cancelled.answer);
  });

/** A session's ledger changes (staff): missed, and a missed session rescheduled once. */
export const courseSessionLedgerRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .post('/:id/missed', validate('param', idParamSchema), async (c) =>
    c.json(await markSessionMissed(c.var.db, c.var.deps.providers.notifications, c.var.auth!, c.req.valid('param').id)),
  )
  .post('/:id/reschedule', validate('param', idParamSchema), validate('json', sessionRescheduleSchema), async (c) =>
    c.json(
      await rescheduleMissedSession(c.var.db, c.var.deps.providers.notifications, c.var.auth!, c.req.valid('param').id, c.req.valid('json')),
      201,
    ),
  );
