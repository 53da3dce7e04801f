import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  COURSE_PHASES,
  type CoursePhase,
  MAX_COURSE_DAYS,
  TIMES_OF_DAY,
  type TimeOfDay,
  RESERVATION_PURPOSES,
  RESOURCE_KINDS,
  ROOM_FITTINGS,
  type ReservationPurpose,
  type ResourceKind,
  type RoomFitting,
} from '../../../../lib/domain/resources';
import { inList, requiredRef, timestamps } from './columns';
import { users } from './users';

const fittingsIn = (column: string) => sql.raw(`${column} <@ array[${ROOM_FITTINGS.map((f) => `'${f}'`).join(', ')}]::text[]`);

/** The therapy catalogue (issue 47): what a session of it takes, in the patient's three languages. */
export const therapies = pgTable(
  'therapies',
  {
    id: serial().primaryKey(),
    nameEn: text().notNull(),
    nameHi: text().notNull(),
    nameGu: text().notNull(),
    minutes: integer().notNull(),
    therapistsNeeded: integer().notNull().default(1),
    // The room fitting a session needs; null: any room.
    fitting: text().$type<RoomFitting>(),
    preInstructionsEn: text().notNull().default(''),
    preInstructionsHi: text().notNull().default(''),
    preInstructionsGu: text().notNull().default(''),
    status: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('therapies_minutes_check', sql`${t.minutes} between 10 and 240`),
    check('therapies_therapists_check', sql`${t.therapistsNeeded} between 1 and 2`),
    check('therapies_fitting_check', sql`${t.fitting} is null or ${inList('fitting', ROOM_FITTINGS)}`),
  ],
);

/** The clinic's therapy rooms and what each is fitted with. */
export const rooms = pgTable(
  'rooms',
  {
    id: serial().primaryKey(),
    name: text().notNull().unique(),
    fittings: text()
      .array()
      .$type<RoomFitting[]>()
      .notNull()
      .default(sql`'{}'`),
    status: boolean().notNull().default(true),
    ...timestamps,
  },
  () => [check('rooms_fittings_check', fittingsIn('fittings'))],
);

/**
 * One resource held for one time range. Migration 0024 adds what Drizzle cannot say: an
 * exclusion constraint (btree_gist) so that no two reservations of one resource overlap, whoever
 * writes them and however many at once (docs/decisions/038).
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial().primaryKey(),
    resourceKind: text().$type<ResourceKind>().notNull(),
    resourceId: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    purpose: text().$type<ReservationPurpose>().notNull(),
    note: text().notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('reservations_kind_check', inList('resource_kind', RESOURCE_KINDS)),
    check('reservations_purpose_check', inList('purpose', RESERVATION_PURPOSES)),
    check('reservations_range_check', sql`${t.startsAt} < ${t.endsAt}`),
    index('reservations_starts_at_idx').on(t.startsAt),
  ],
);

/** A course as the clinic sells it (issue 47): so many days, one price for the whole course. */
export const courseTemplates = pgTable(
  'course_templates',
  {
    id: serial().primaryKey(),
    nameEn: text().notNull(),
    nameHi: text().notNull(),
    nameGu: text().notNull(),
    days: integer().notNull(),
    pricePaise: integer().notNull(),
    status: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('course_templates_days_check', sql`${t.days} between 1 and ${sql.raw(String(MAX_COURSE_DAYS))}`),
    check('course_templates_price_check', sql`${t.pricePaise} >= 0`),
  ],
);

/** A course's steps: which therapy on which day (counted from 0), in order within the day. */
export const courseTemplateSteps = pgTable(
  'course_template_steps',
  {
    id: serial().primaryKey(),
    templateId: requiredRef(() => courseTemplates.id, 'cascade'),
    phase: text().$type<CoursePhase>().notNull(),
    dayOffset: integer().notNull(),
    position: integer().notNull(),
    therapyId: requiredRef(() => therapies.id, 'restrict'),
    timeOfDay: text().$type<TimeOfDay>().notNull().default('any'),
  },
  (t) => [
    check('course_template_steps_phase_check', inList('phase', COURSE_PHASES)),
    check('course_template_steps_time_check', inList('time_of_day', TIMES_OF_DAY)),
    check('course_template_steps_day_check', sql`${t.dayOffset} >= 0`),
    uniqueIndex('course_template_steps_order_unique').on(t.templateId, t.dayOffset, t.position),
    index('course_template_steps_therapy_idx').on(t.therapyId),
  ],
);
