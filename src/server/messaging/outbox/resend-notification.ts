import { and, eq } from 'drizzle-orm';
import { notificationAdminMessages } from '../../../lib/validation/messages';
import { isResendable } from '../../../lib/validation/notification';
import { NOTIFY_AFTER_COMMIT } from '../../kernel/after-commit';
import { recordAudit } from '../../identity';
import { clinicNow } from '../../kernel/clock';
import type { Database } from '../../kernel/db/database';
import { notifications } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';

/** A failed or dead message goes back in the queue with a fresh set of tries, sent after commit. */
export async function resendNotification(db: Database, id: number) {
  const [row] = await db.select({ status: notifications.status }).from(notifications).where(eq(notifications.id, id));
  if (!row) throw notFound('Message');
  if (!isResendable(row.status)) throw new AppError('conflict', notificationAdminMessages.resendRefused);
  const queued = await db.transaction(async (tx) => {
    const [after] = await tx
      .update(notifications)
      .set({ status: 'queued', attempts: 0, nextAttemptAt: clinicNow() })
      .where(and(eq(notifications.id, id), eq(notifications.status, row.status)))
      .returning();
    if (after) await recordAudit(tx, { action: 'resend', entity: 'notification', entityId: id, before: row, after: { status: after.status } });
    return after;
  });
  if (!queued) throw new AppError('conflict', notificationAdminMessages.changedMeanwhile);
  return { notification: queued, afterCommit: NOTIFY_AFTER_COMMIT };
}
