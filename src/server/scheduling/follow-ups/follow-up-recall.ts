import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import { appointmentFacts, addressed, insertNotifications, rows, templateClinicOf, renderRecallMessage } from '../../messaging';
import type { Database } from '../../kernel/db/database';
import { doctors, followUpRecalls, notifications, services, users } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import type { FollowUpDue, RecallCounts } from './responses';

const DAY_MS = 86_400_000;
/** The recall goes this many days before the follow-up is due (or at once when that is past). */
export const RECALL_NOTICE_DAYS = 3;

type Tx = Pick<Database, 'select' | 'insert'>;

/**
 * Creates the follow-up recall of a finalised visit and queues its message (e-mail and the mobile
 * channel) for RECALL_NOTICE_DAYS before the due day, in the outbox of the same transaction.
 */
export async function createFollowUpRecall(
  tx: Tx,
  channels: NotificationChannels,
  visit: { appointmentId: number; followUpDays: number },
  now: Date,
): Promise<void> {
  const facts = await appointmentFacts(tx, visit.appointmentId);
  if (!facts) return;
  const dueAt = new Date(facts.appointment.time.getTime() + visit.followUpDays * DAY_MS);
  const messageAt = new Date(Math.max(now.getTime(), dueAt.getTime() - RECALL_NOTICE_DAYS * DAY_MS));
  const [recall] = await tx
    .insert(followUpRecalls)
    .values({
      appointmentId: visit.appointmentId,
      userId: facts.appointment.userId,
      serviceId: facts.appointment.serviceId,
      doctorId: facts.doctor.id,
      dueAt,
      messageAt,
    })
    .onConflictDoNothing()
    .returning();
  if (!recall) return;
  const message = renderRecallMessage(
    {
      patientName: facts.patient.name,
      doctorName: facts.doctor.name,
      serviceName: facts.serviceName,
      serviceId: recall.serviceId,
      doctorId: recall.doctorId,
      dueAt,
    },
    channels.siteUrl,
    facts.patient.language,
  );
  const email = facts.patient.detailsConfirmedAt ? facts.patient.email : null;
  await insertNotifications(
    tx as Database,
    rows(
      { kind: 'follow_up_recall', appointmentId: visit.appointmentId, userId: recall.userId, audience: 'patient', nextAttemptAt: messageAt },
      `follow_up_recall:appointment:${visit.appointmentId}`,
      addressed(channels, email, facts.patient.mobile),
      message,
      [],
      await templateClinicOf(tx, channels),
    ),
  );
}

/**
 * A cancelled visit recalls no one: its recall leaves staff's follow-ups and its queued message is
 * skipped, in the cancel's transaction.
 */
export async function withdrawFollowUpRecall(tx: Pick<Database, 'update' | 'delete'>, appointmentId: number): Promise<void> {
  await tx.delete(followUpRecalls).where(eq(followUpRecalls.appointmentId, appointmentId));
  await tx
    .update(notifications)
    .set({ status: 'skipped', lastError: 'The appointment was cancelled' })
    .where(
      and(
        eq(notifications.appointmentId, appointmentId),
        eq(notifications.kind, 'follow_up_recall'),
        inArray(notifications.status, ['queued', 'failed']),
      ),
    );
}

/** The patient's first live booking of the same service with the same doctor made after the recall. */
const rebookedId = sql<number | null>`(
  select later.id from appointments later
  inner join time_slots later_slot on later_slot.id = later.slot_id
  where later.user_id = ${followUpRecalls.userId} and later.service_id = ${followUpRecalls.serviceId}
    and later_slot.doctor_id = ${followUpRecalls.doctorId} and later.created_at > ${followUpRecalls.createdAt}
    and later.status <> 'cancelled'
  order by later.id limit 1)`;

/** Staff's "follow-ups due": recalls due from `from` to `to`, soonest first, with whether each patient rebooked. */
export async function followUpsDue(db: Database, range: { from: Date; to: Date }): Promise<FollowUpDue[]> {
  const list = await db
    .select({
      id: followUpRecalls.id,
      appointmentId: followUpRecalls.appointmentId,
      dueAt: followUpRecalls.dueAt,
      messageAt: followUpRecalls.messageAt,
      patient: { id: users.id, name: users.name, mobile: users.mobile },
      serviceName: services.name,
      doctorName: doctors.name,
      rebookedAppointmentId: rebookedId,
    })
    .from(followUpRecalls)
    .innerJoin(users, eq(users.id, followUpRecalls.userId))
    .innerJoin(services, eq(services.id, followUpRecalls.serviceId))
    .innerJoin(doctors, eq(doctors.id, followUpRecalls.doctorId))
    .where(and(gte(followUpRecalls.dueAt, range.from), lte(followUpRecalls.dueAt, range.to)))
    .orderBy(followUpRecalls.dueAt, followUpRecalls.id)
    .limit(500);
  return list.map((r) => ({
    id: r.id,
    appointment_id: r.appointmentId,
    due_at: r.dueAt.toISOString(),
    message_at: r.messageAt.toISOString(),
    patient: r.patient,
    service: { name: r.serviceName },
    doctor: { name: r.doctorName },
    rebooked_appointment_id: r.rebookedAppointmentId,
  }));
}

/** The dashboard's recall counts over the last 30 days: recalls whose message went out, and of those how many rebooked. */
export async function recallCounts(db: Database, now: Date): Promise<RecallCounts> {
  const since = new Date(now.getTime() - 30 * DAY_MS);
  const sent = db
    .selectDistinct({ appointmentId: notifications.appointmentId })
    .from(notifications)
    .where(and(eq(notifications.kind, 'follow_up_recall'), eq(notifications.status, 'sent'), gt(notifications.sentAt, since)))
    .as('sent_recall');
  const recalls = await db
    .select({ rebooked: rebookedId })
    .from(followUpRecalls)
    .innerJoin(sent, eq(sent.appointmentId, followUpRecalls.appointmentId));
  return { recalls_sent: recalls.length, recalls_rebooked: recalls.filter((r) => r.rebooked !== null).length };
}
