import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  PROGRAMME_ANCHORS,
  PROGRAMME_END_REASONS,
  PROGRAMME_STATUSES,
  type ProgrammeAnchor,
  type ProgrammeEndReason,
  type ProgrammeStatus,
} from '../../../../lib/domain/programmes';
import type { CheckInAnswers, CheckInQuestion } from '../../../../lib/programmes/questions';
import { clinicNow } from '../../clock';
import { doctors } from './clinic';
import { inList, requiredRef, timestamps } from './columns';
import { classes } from './resources';
import { users } from './users';

/**
 * A programme a patient lives with for weeks or months (issue 49, docs/decisions/057): anchored on
 * the expected delivery date (Garbhasanskar) or on the enrolment day (chronic care), in steps that
 * open at a week of it.
 */
export const programmeTemplates = pgTable(
  'programme_templates',
  {
    id: serial().primaryKey(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    anchor: text().$type<ProgrammeAnchor>().notNull(),
    /** How long it runs: to week 40 for a pregnancy, the plan's weeks otherwise. */
    lengthWeeks: integer().notNull(),
    /** A pregnancy programme: its messages stop for good when it ends with a loss. */
    isPregnancy: boolean().notNull().default(false),
    active: boolean().notNull().default(true),
    /** The price of the whole programme bought online (issue 49 item 2); none: not sold online. */
    pricePaise: integer(),
    ...timestamps,
  },
  (t) => [
    check('programme_templates_anchor_check', inList('anchor', PROGRAMME_ANCHORS)),
    check('programme_templates_price_check', sql`${t.pricePaise} is null or ${t.pricePaise} > 0`),
  ],
);

/** A step of a template: from which week it is open, its guidance (the site's text, by key), its check-in, whether it suggests a consultation, a class. */
export const programmeSteps = pgTable(
  'programme_steps',
  {
    id: serial().primaryKey(),
    templateId: requiredRef(() => programmeTemplates.id, 'cascade'),
    position: integer().notNull(),
    /** The week (gestational for a pregnancy, of the plan otherwise) the step opens. */
    opensWeek: integer().notNull(),
    guidanceKey: text().notNull(),
    questions: jsonb().$type<CheckInQuestion[]>().notNull().default([]),
    suggestConsultation: boolean().notNull().default(false),
    classId: integer().references(() => classes.id, { onDelete: 'set null' }),
  },
  (t) => [unique('programme_steps_template_position_unique').on(t.templateId, t.position)],
);

/** A patient's place in a programme: its anchor day, its doctor, active, paused or ended (and why). */
export const programmeEnrolments = pgTable(
  'programme_enrolments',
  {
    id: serial().primaryKey(),
    templateId: requiredRef(() => programmeTemplates.id, 'restrict'),
    userId: requiredRef(() => users.id, 'cascade'),
    doctorId: integer().references(() => doctors.id, { onDelete: 'set null' }),
    /** The expected delivery date, or the plan's first day. */
    anchorDate: date({ mode: 'string' }).notNull(),
    /** The day the patient was enrolled (clinic calendar). */
    enrolledOn: date({ mode: 'string' }).notNull(),
    status: text().$type<ProgrammeStatus>().notNull().default('active'),
    endReason: text().$type<ProgrammeEndReason>(),
    pausedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** The one-tap stop link's token, kept only as its SHA-256. */
    stopTokenHash: text().notNull().unique(),
    /** Bumped on each resume: the step messages queued again carry it in their key. */
    messageRound: integer().notNull().default(0),
    /**
     * The online payment that bought it (issue 49 item 2): one enrolment per payment, however often
     * it is captured. Its foreign key to payments(id) is in migration 0045 (the schema modules
     * import one way: payments names the programme template).
     */
    paymentId: integer().unique(),
    ...timestamps,
  },
  (t) => [
    check('programme_enrolments_status_check', inList('status', PROGRAMME_STATUSES)),
    check('programme_enrolments_end_reason_check', sql`end_reason is null or ${inList('end_reason', PROGRAMME_END_REASONS)}`),
    check('programme_enrolments_ended_check', sql`(status = 'ended') = (ended_at is not null)`),
    index('programme_enrolments_user_idx').on(t.userId),
    // One running (active or paused) enrolment of a template per patient.
    uniqueIndex('programme_enrolments_running_unique')
      .on(t.userId, t.templateId)
      .where(sql`status <> 'ended'`),
  ],
);

/** A patient's answers to one step's check-in, its red flags, and the doctor's answer. */
export const programmeCheckIns = pgTable(
  'programme_check_ins',
  {
    id: serial().primaryKey(),
    enrolmentId: requiredRef(() => programmeEnrolments.id, 'cascade'),
    stepId: requiredRef(() => programmeSteps.id, 'cascade'),
    answers: jsonb().$type<CheckInAnswers>().notNull(),
    redFlags: jsonb().$type<string[]>().notNull().default([]),
    note: text(),
    submittedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    reviewedAt: timestamp({ withTimezone: true }),
    reviewedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    reply: text(),
    consultationProposed: boolean().notNull().default(false),
  },
  (t) => [unique('programme_check_ins_step_unique').on(t.enrolmentId, t.stepId), index('programme_check_ins_review_idx').on(t.reviewedAt)],
);
