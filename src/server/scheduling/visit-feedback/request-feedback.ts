import { createHash, randomBytes } from 'node:crypto';
import { addressed, appointmentFacts, insertNotifications, onChosenChannel, renderFeedbackRequest, rows, templateClinicOf } from '../../messaging';
import type { Database } from '../../kernel/db/database';
import { visitFeedback } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { FEEDBACK_LINK_DAYS } from '../../../lib/validation/visit-feedback';

/** The request goes this long after the visit is marked completed (issue 49: "about an hour after"). */
export const FEEDBACK_DELAY_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

/** The stored form of a link's token: only its SHA-256 is kept, so the table alone opens no link. */
export const hashFeedbackToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Queues the feedback request of a visit just completed, in the transaction that completed it:
 * one visit_feedback row and its outbox rows, due FEEDBACK_DELAY_MS later, on the patient's chosen
 * channel. Every patient is asked, whatever the visit (no review gating); a repeat queues nothing
 * (one row per appointment, one dedupe key).
 */
export async function queueVisitFeedback(tx: Database, channels: NotificationChannels, appointmentId: number, now: Date): Promise<void> {
  const facts = await appointmentFacts(tx, appointmentId);
  if (!facts) return;
  // 18 random bytes: 24 URL-safe characters, one DLT variable (30 at most).
  const token = randomBytes(18).toString('base64url');
  const sentAt = new Date(now.getTime() + FEEDBACK_DELAY_MS);
  const [created] = await tx
    .insert(visitFeedback)
    .values({
      appointmentId,
      userId: facts.appointment.userId,
      tokenHash: hashFeedbackToken(token),
      sentAt,
      expiresAt: new Date(sentAt.getTime() + FEEDBACK_LINK_DAYS * DAY_MS),
    })
    .onConflictDoNothing({ target: visitFeedback.appointmentId })
    .returning({ id: visitFeedback.id });
  if (!created) return;
  const email = facts.patient.detailsConfirmedAt ? facts.patient.email : null;
  const targets = onChosenChannel(channels, addressed(channels, email, facts.patient.mobile), facts.patient.messageChannel);
  await insertNotifications(
    tx,
    rows(
      { kind: 'visit_feedback', appointmentId, userId: facts.appointment.userId, audience: 'patient', nextAttemptAt: sentAt },
      `visit_feedback:appointment:${appointmentId}`,
      targets,
      renderFeedbackRequest({ patientName: facts.patient.name, doctorName: facts.doctor.name, token }, channels.siteUrl, facts.patient.language),
      [],
      await templateClinicOf(tx, channels),
    ),
  );
}
