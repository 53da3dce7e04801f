import { sql } from 'drizzle-orm';
import type { Database } from '../../kernel/db/database';
import { appointmentActionLinks } from '../../kernel/db/schema';
import { newLinkCode } from '../short-links/short-links';

/**
 * The one signed page of an appointment at one version, made when its first asking reminder is
 * queued (inside that transaction) and shared by the 72 h and 24 h reminders. Answers its code.
 */
export async function ensureActionLink(tx: Database, appointmentId: number, calendarSequence: number, start: Date): Promise<string> {
  // One round trip: a link already made for this version keeps its code (the no-op update returns it).
  const [link] = await tx
    .insert(appointmentActionLinks)
    .values({ code: newLinkCode(), appointmentId, calendarSequence, expiresAt: start })
    .onConflictDoUpdate({
      target: [appointmentActionLinks.appointmentId, appointmentActionLinks.calendarSequence],
      set: { code: sql`${appointmentActionLinks.code}` },
    })
    .returning({ code: appointmentActionLinks.code });
  return link!.code;
}
