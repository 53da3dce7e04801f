import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { DEFAULT_LOCALE, isLocale } from '../../../i18n/locales';
import { programmeNameIn } from '../../../lib/programmes/names';
import { clinicToday, STEP_MESSAGE_LAST_TIME, STEP_MESSAGE_TIME, stepOpensOn } from '../../../lib/programmes/weeks';
import { indiaTimeToInstant } from '../../../lib/time/clinic-time';
import { currentConsent } from '../../identity';
import type { Database } from '../../kernel/db/database';
import { notifications, programmeEnrolments, programmeSteps, programmeTemplates, users } from '../../kernel/db/schema';
import type { NotificationChannels } from '../../kernel/providers/notifications';
import { patientContact } from '../appointment-facts';
import { renderProgrammeStep } from '../templates/programme-messages';
import { addressed, insertNotifications, onChosenChannel, rows, templateClinicOf } from './enqueue-notifications';

/**
 * A programme step's messages (issue 49, docs/decisions/057) are outbox rows due at the step's
 * moment, queued when the patient is enrolled (or resumes): the outbox sends each once (a unique
 * key, SKIP LOCKED claims), and the dispatcher re-checks at send time that the programme still runs,
 * the patient still agrees and the moment has not passed by more than the day.
 *
 * The key, `programme:<enrolment>:r<round>:step:<step>`, names the enrolment (so ending or pausing
 * finds every row of it) and the round (bumped on each resume: a step queued again after a pause is
 * a new row, a step already sent is never queued again because only steps still ahead are).
 */
const keyPrefixOf = (enrolmentId: number) => `programme:${enrolmentId}:`;
const KEY_PATTERN = /^programme:(\d+):r(\d+):step:(\d+):/;

/** The instant a step's message is due and the last instant it may still go. */
export function stepMoments(anchor: 'due_date' | 'enrolment', anchorDate: string, opensWeek: number) {
  const day = stepOpensOn(anchor, anchorDate, opensWeek);
  return { day, dueAt: indiaTimeToInstant(day, STEP_MESSAGE_TIME), lastAt: indiaTimeToInstant(day, STEP_MESSAGE_LAST_TIME) };
}

/**
 * Queues the messages of an enrolment's steps still ahead at `now`, in the transaction that enrolled
 * or resumed it, with the stop link's token (known only there). Nothing when the patient has not
 * agreed to programme messages. Answers how many rows were queued.
 */
export async function queueProgrammeSteps(
  tx: Database,
  channels: NotificationChannels,
  enrolmentId: number,
  stopToken: string,
  now: Date,
): Promise<number> {
  const [facts] = await tx
    .select({
      enrolment: programmeEnrolments,
      template: { slug: programmeTemplates.slug, name: programmeTemplates.name, anchor: programmeTemplates.anchor },
      patient: { ...patientContact, messageChannel: users.messageChannel },
    })
    .from(programmeEnrolments)
    .innerJoin(programmeTemplates, eq(programmeTemplates.id, programmeEnrolments.templateId))
    .innerJoin(users, eq(users.id, programmeEnrolments.userId))
    .where(eq(programmeEnrolments.id, enrolmentId));
  if (!facts || facts.enrolment.status !== 'active') return 0;
  if (!(await currentConsent(tx, facts.enrolment.userId, 'programme_messages'))) return 0;
  const language = isLocale(facts.patient.language) ? facts.patient.language : DEFAULT_LOCALE;
  const targets = onChosenChannel(
    channels,
    addressed(channels, facts.patient.detailsConfirmedAt ? facts.patient.email : null, facts.patient.mobile),
    facts.patient.messageChannel,
  );
  const steps = await tx
    .select()
    .from(programmeSteps)
    .where(eq(programmeSteps.templateId, facts.enrolment.templateId))
    .orderBy(asc(programmeSteps.position));
  const clinic = await templateClinicOf(tx, channels);
  const programmeName = programmeNameIn(facts.template.slug, facts.template.name, language);
  const values = steps.flatMap((step) => {
    const { dueAt } = stepMoments(facts.template.anchor, facts.enrolment.anchorDate, step.opensWeek);
    if (dueAt.getTime() <= now.getTime()) return [];
    return rows(
      { kind: 'programme_step', userId: facts.enrolment.userId, audience: 'patient', nextAttemptAt: dueAt },
      `${keyPrefixOf(enrolmentId)}r${facts.enrolment.messageRound}:step:${step.id}`,
      targets,
      renderProgrammeStep({ patientName: facts.patient.name, programmeName, week: step.opensWeek, stopToken }, channels.siteUrl, language),
      [],
      clinic,
    );
  });
  return insertNotifications(tx, values);
}

/** Marks every message of an enrolment not yet sent as skipped, at once (a pause, an end, a loss, a stop). Answers how many. */
export async function skipProgrammeMessages(tx: Pick<Database, 'update'>, enrolmentId: number, reason: string): Promise<number> {
  const skipped = await tx
    .update(notifications)
    .set({ status: 'skipped', lastError: reason })
    .where(
      and(
        eq(notifications.kind, 'programme_step'),
        like(notifications.dedupeKey, `${keyPrefixOf(enrolmentId)}%`),
        inArray(notifications.status, ['queued', 'failed']),
      ),
    )
    .returning({ id: notifications.id });
  return skipped.length;
}

/** Why a step's message must not go now, or null: the programme paused or ended since, a newer round, consent withdrawn, or its day gone. */
export async function programmeStepStaleReason(db: Database, row: { dedupeKey: string; userId: number | null }, now: Date): Promise<string | null> {
  const match = KEY_PATTERN.exec(row.dedupeKey);
  if (!match) return 'The message names no programme step';
  const [facts] = await db
    .select({ enrolment: programmeEnrolments, anchor: programmeTemplates.anchor, opensWeek: programmeSteps.opensWeek })
    .from(programmeEnrolments)
    .innerJoin(programmeTemplates, eq(programmeTemplates.id, programmeEnrolments.templateId))
    .innerJoin(programmeSteps, eq(programmeSteps.id, Number(match[3])))
    .where(eq(programmeEnrolments.id, Number(match[1])));
  if (!facts) return 'The programme no longer exists';
  if (facts.enrolment.status !== 'active') return `The programme is ${facts.enrolment.status}`;
  if (facts.enrolment.messageRound !== Number(match[2])) return 'The programme was resumed: a newer message replaces this one';
  if (!(await currentConsent(db, facts.enrolment.userId, 'programme_messages'))) return 'The patient stopped programme messages';
  const { day, lastAt } = stepMoments(facts.anchor, facts.enrolment.anchorDate, facts.opensWeek);
  if (now.getTime() > lastAt.getTime()) return `Not sent late: its day (${day}) had passed when it could go out`;
  if (clinicToday(now) < day) return 'Not due yet';
  return null;
}
