import { and, eq, ne } from 'drizzle-orm';
import { PROGRAMME_MESSAGES_CONSENT_VERSION } from '../../../lib/validation/consent';
import { currentConsent, recordAudit, recordConsent, withdrawConsent } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { programmeEnrolments } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { queueProgrammeSteps, skipProgrammeMessages } from '../../messaging';
import { hashStopToken, lockPatient, newStopToken } from './enrolments';

/**
 * PUT /v1/programmes/messages-consent: the patient's own switch for programme messages (issue 49
 * item 2), kept with the consent records each way. Off does what the stop link does: the consent
 * withdrawn and every queued step message of the patient's programmes skipped at once. On records
 * the consent and queues each running programme's steps still ahead in a new round with a new stop
 * link, as a resume does (a step whose moment passed is never sent). Asking for what already holds
 * changes nothing. Answers whether messages are on.
 */
export async function setProgrammeMessagesConsent(
  db: Database,
  channels: NotificationChannels,
  patientId: number,
  given: boolean,
  clientAddress: string | null,
  now: Date,
): Promise<{ messages_consent: boolean }> {
  await db.transaction(async (tx) => {
    await lockPatient(tx, patientId);
    const standing = (await currentConsent(tx, patientId, 'programme_messages')) !== undefined;
    if (standing === given) return;
    const running = await tx
      .select()
      .from(programmeEnrolments)
      .where(and(eq(programmeEnrolments.userId, patientId), ne(programmeEnrolments.status, 'ended')))
      .for('update');
    if (!given) {
      await withdrawConsent(tx, patientId, 'programme_messages');
      for (const enrolment of running) await skipProgrammeMessages(tx, enrolment.id, 'The patient turned programme messages off');
      return;
    }
    await recordConsent(tx, { userId: patientId, purpose: 'programme_messages', version: PROGRAMME_MESSAGES_CONSENT_VERSION, clientAddress });
    for (const before of running.filter((enrolment) => enrolment.status === 'active')) {
      const token = newStopToken();
      const [after] = await tx
        .update(programmeEnrolments)
        .set({ messageRound: before.messageRound + 1, stopTokenHash: hashStopToken(token) })
        .where(eq(programmeEnrolments.id, before.id))
        .returning();
      await recordAudit(tx, { action: 'messages_on', entity: 'programme_enrolment', entityId: before.id, before, after });
      await queueProgrammeSteps(tx, channels, before.id, token, now);
    }
  });
  return { messages_consent: given };
}
