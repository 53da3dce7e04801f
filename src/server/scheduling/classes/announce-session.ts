import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { classDeskMessages as m } from '../../../lib/validation/class-desk';
import { classSeatMessages } from '../../../lib/validation/classes';
import { recordAudit } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { classSeats, classSessions } from '../../kernel/db/schema';
import { AppError, notFound } from '../../kernel/errors';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { enqueueClassMessages } from '../../messaging';
import { rosterSeatsOf } from './session-roster';

/**
 * POST /v1/class-sessions/:id/announcement (staff): one line of staff's text (the room changed,
 * bring a mat) to every paid seat's patient, through the outbox in their language and channel.
 * Each announcement is its own occasion, so sending a second one is never taken for a repeat.
 */
export async function announceToSession(db: Database, channels: NotificationChannels, staff: { id: number }, sessionId: number, text: string) {
  return db.transaction(async (tx) => {
    const [session] = await tx.select().from(classSessions).where(eq(classSessions.id, sessionId));
    if (!session) throw notFound('Class session');
    if (session.status === 'cancelled') throw new AppError('conflict', classSeatMessages.sessionCancelled);
    const seats = await tx
      .select({ id: classSeats.id })
      .from(classSeats)
      .where(and(rosterSeatsOf(session), eq(classSeats.status, 'paid')));
    if (seats.length === 0) throw new AppError('conflict', m.noAttendees);
    const messaged = await enqueueClassMessages(tx, channels, {
      kind: 'class_announcement',
      sessionId,
      seatIds: seats.map((seat) => seat.id),
      occasion: randomUUID(),
      note: text,
    });
    await recordAudit(tx, { action: 'announce', entity: 'class_session', entityId: sessionId, after: { text, messaged, by: staff.id } });
    return { messaged };
  });
}
