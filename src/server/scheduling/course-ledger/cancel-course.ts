import { and, eq } from 'drizzle-orm';
import { courseLedgerMessages as m } from '../../../lib/validation/course-ledger';
import { type AfterCommit, refundAfterCommit } from '../../kernel/after-commit';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { courseSessions, courses } from '../../kernel/db/schema';
import { AppError } from '../../kernel/errors';
import type { Session } from '../../kernel/session';
import { createRefund, refundKeys } from '../../billing';
import { recordAudit } from '../../identity';
import { syncCourseReminders } from '../../messaging';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { courseCancellation, lockCourse, paidPaiseOf } from './course-ledger';
import type { CourseCancelAnswer } from './responses';
import { releaseSessionReservations } from './session-ledger';

/**
 * POST /v1/courses/:id/cancel (staff): the course and its planned sessions cancelled, their rooms
 * and therapists released, and the unused sessions refunded by the course policy (one refund per
 * course: its idempotency key), all in one transaction under the course's lock. The refund is
 * the preview staff confirmed: a different one now (a session done meanwhile) answers 409 and
 * changes nothing. The provider is asked for the money after commit.
 */
export async function cancelCourse(
  db: Database,
  channels: NotificationChannels,
  staff: Session,
  courseId: number,
  expectedRefundPaise: number,
): Promise<{ answer: CourseCancelAnswer; afterCommit: AfterCommit }> {
  return db.transaction(async (tx) => {
    const course = await lockCourse(tx, courseId, staff);
    if (course.status === 'cancelled') throw new AppError('conflict', m.courseCancelled);
    if (course.status === 'completed') throw new AppError('conflict', m.courseCompleted);
    const preview = await courseCancellation(tx, course);
    if (preview.refundPaise !== expectedRefundPaise) {
      throw new AppError('conflict', m.refundChanged, undefined, undefined, {
        refundPaise: preview.refundPaise,
        unusedSessions: preview.unusedSessions,
      });
    }
    const cancelled = await tx
      .update(courseSessions)
      .set({ status: 'cancelled', markedBy: staff.id, markedAt: clinicNow() })
      .where(and(eq(courseSessions.courseId, courseId), eq(courseSessions.status, 'planned')))
      .returning({ id: courseSessions.id });
    await releaseSessionReservations(
      tx,
      cancelled.map((s) => s.id),
    );
    const [after] = await tx.update(courses).set({ status: 'cancelled', cancelledAt: clinicNow() }).where(eq(courses.id, courseId)).returning();
    await syncCourseReminders(tx, channels, courseId);
    const paid = await paidPaiseOf(tx, courseId);
    const refundId =
      paid && preview.refundPaise > 0
        ? await createRefund(tx, {
            paymentId: paid.paymentId,
            appointmentId: null,
            amountPaise: preview.refundPaise,
            reason: `Course cancelled: ${preview.unusedSessions} of ${course.sessionCount} sessions unused`,
            idempotencyKey: refundKeys.courseCancel(courseId),
          })
        : null;
    await recordAudit(tx, {
      action: 'cancel',
      entity: 'course',
      entityId: courseId,
      before: course,
      after: { ...after, cancelledSessions: cancelled.map((s) => s.id), refundPaise: preview.refundPaise, refundId },
    });
    return {
      answer: { courseId, status: 'cancelled' as const, cancelledSessions: cancelled.length, refundPaise: preview.refundPaise, refundId },
      afterCommit: refundAfterCommit(refundId, false),
    };
  });
}
