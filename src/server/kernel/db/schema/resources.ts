import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  COURSE_PHASES,
  COURSE_STATUSES,
  type CoursePhase,
  type CourseStatus,
  GENDER_RULES,
  type GenderRule,
  SESSION_STATUSES,
  type SessionStatus,
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
import {
  CLASS_SEAT_SALES,
  CLASS_SESSION_STATUSES,
  CLASS_TEACHER_KINDS,
  type ClassSeatSale,
  type ClassSessionStatus,
  type ClassTeacherKind,
  SEAT_MODES,
  SEAT_STATUSES,
  type SeatMode,
  type SeatStatus,
} from '../../../../lib/domain/classes';
import { appointments } from './appointments';
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
    // What holds it: a course session, a consultation or a class session (released with it); none for a block.
    courseSessionId: integer().references((): AnyPgColumn => courseSessions.id, { onDelete: 'cascade' }),
    appointmentId: integer().references(() => appointments.id, { onDelete: 'cascade' }),
    classSessionId: integer().references((): AnyPgColumn => classSessions.id, { onDelete: 'cascade' }),
    note: text().notNull().default(''),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('reservations_kind_check', inList('resource_kind', RESOURCE_KINDS)),
    check('reservations_purpose_check', inList('purpose', RESERVATION_PURPOSES)),
    check('reservations_range_check', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'reservations_holder_check',
      sql`(${t.purpose} = 'course_session') = (${t.courseSessionId} is not null) and (${t.purpose} = 'consultation') = (${t.appointmentId} is not null) and (${t.purpose} = 'class_session') = (${t.classSessionId} is not null)`,
    ),
    index('reservations_starts_at_idx').on(t.startsAt),
    index('reservations_course_session_idx').on(t.courseSessionId),
    index('reservations_appointment_idx').on(t.appointmentId),
    index('reservations_class_session_idx').on(t.classSessionId),
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

/** The therapies a therapist (a `therapist` login) is trained to give. */
export const therapistSkills = pgTable(
  'therapist_skills',
  {
    userId: requiredRef(() => users.id, 'cascade'),
    therapyId: requiredRef(() => therapies.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.therapyId] }), index('therapist_skills_therapy_idx').on(t.therapyId)],
);

/**
 * When a resource works, one span per weekday in clinic minutes since midnight (a therapist's
 * shift, a room's opening hours). A resource with no row for a day does not work that day.
 */
export const workingHours = pgTable(
  'working_hours',
  {
    id: serial().primaryKey(),
    resourceKind: text().$type<ResourceKind>().notNull(),
    resourceId: integer().notNull(),
    weekday: integer().notNull(),
    startMinute: integer().notNull(),
    endMinute: integer().notNull(),
  },
  (t) => [
    check('working_hours_kind_check', inList('resource_kind', RESOURCE_KINDS)),
    check('working_hours_weekday_check', sql`${t.weekday} between 0 and 6`),
    check('working_hours_span_check', sql`${t.startMinute} >= 0 and ${t.startMinute} < ${t.endMinute} and ${t.endMinute} <= 1440`),
    uniqueIndex('working_hours_day_unique').on(t.resourceKind, t.resourceId, t.weekday),
  ],
);

/** Whole clinic days a resource is away (a therapist's leave, a room closed for repair), both ends included. */
export const resourceLeave = pgTable(
  'resource_leave',
  {
    id: serial().primaryKey(),
    resourceKind: text().$type<ResourceKind>().notNull(),
    resourceId: integer().notNull(),
    startsOn: date({ mode: 'string' }).notNull(),
    endsOn: date({ mode: 'string' }).notNull(),
    note: text().notNull().default(''),
    // A doctor away for some hours of one day (issue 51 item 8): clinic minutes since midnight; null: the whole day.
    fromMinute: integer(),
    untilMinute: integer(),
    ...timestamps,
  },
  (t) => [
    check('resource_leave_kind_check', inList('resource_kind', RESOURCE_KINDS)),
    check('resource_leave_range_check', sql`${t.startsOn} <= ${t.endsOn}`),
    check(
      'resource_leave_hours_check',
      sql`(${t.fromMinute} is null) = (${t.untilMinute} is null) and (${t.fromMinute} is null or (${t.resourceKind} = 'doctor' and ${t.startsOn} = ${t.endsOn} and ${t.fromMinute} >= 0 and ${t.fromMinute} < ${t.untilMinute} and ${t.untilMinute} <= 1440))`,
    ),
    index('resource_leave_resource_idx').on(t.resourceKind, t.resourceId),
  ],
);

/**
 * A course sold to one patient (DESIGN.md, Packages and ledger): a template's steps planned from
 * a start date, paid once (payments.course_id), consumed session by session.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    patientId: requiredRef(() => users.id, 'restrict'),
    templateId: requiredRef(() => courseTemplates.id, 'restrict'),
    // The doctor's assessment that prescribed it, when it came from one.
    assessmentAppointmentId: integer().references(() => appointments.id, { onDelete: 'set null' }),
    startsOn: date({ mode: 'string' }).notNull(),
    // The price when sold: a later change to the template does not change what this patient owes.
    pricePaise: integer().notNull(),
    sessionCount: integer().notNull(),
    // Who may give its sessions, as staff confirmed it; a move keeps to it (migration 0028).
    genderRule: text().$type<GenderRule>().notNull().default('same'),
    status: text().$type<CourseStatus>().notNull().default('planned'),
    plannedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('courses_status_check', inList('status', COURSE_STATUSES)),
    check('courses_gender_rule_check', inList('gender_rule', GENDER_RULES)),
    check('courses_price_check', sql`${t.pricePaise} >= 0`),
    check('courses_sessions_check', sql`${t.sessionCount} > 0`),
    index('courses_patient_idx').on(t.patientId),
  ],
);

/**
 * One session of a course at one time: its room and therapists are held by reservations that
 * point here. Moving a session marks it `moved` and plans a new row that `replaces` it, so the
 * ledger keeps every step's history.
 */
export const courseSessions = pgTable(
  'course_sessions',
  {
    id: serial().primaryKey(),
    courseId: requiredRef((): AnyPgColumn => courses.id, 'cascade'),
    // The template step it gives (its position in the course, counted from 0).
    stepIndex: integer().notNull(),
    phase: text().$type<CoursePhase>().notNull(),
    therapyId: requiredRef(() => therapies.id, 'restrict'),
    roomId: requiredRef(() => rooms.id, 'restrict'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<SessionStatus>().notNull().default('planned'),
    replacesSessionId: integer().references((): AnyPgColumn => courseSessions.id, { onDelete: 'set null' }),
    // The therapist's note when done, and who marked it.
    note: text().notNull().default(''),
    markedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('course_sessions_status_check', inList('status', SESSION_STATUSES)),
    check('course_sessions_range_check', sql`${t.startsAt} < ${t.endsAt}`),
    index('course_sessions_course_idx').on(t.courseId, t.stepIndex),
    index('course_sessions_starts_at_idx').on(t.startsAt),
  ],
);

/**
 * A class or workshop (issue 48): its teacher and room hold reservations per session, like a
 * course session; in-person and online seats are counted apart. A room is needed only for
 * in-person seats. The class row is what every seat write locks (docs/decisions/045).
 */
export const classes = pgTable(
  'classes',
  {
    id: serial().primaryKey(),
    titleEn: text().notNull(),
    titleHi: text().notNull(),
    titleGu: text().notNull(),
    descriptionEn: text().notNull().default(''),
    descriptionHi: text().notNull().default(''),
    descriptionGu: text().notNull().default(''),
    teacherKind: text().$type<ClassTeacherKind>().notNull(),
    // doctors.id for a doctor, users.id for a therapist (as a reservation's resource id).
    teacherId: integer().notNull(),
    roomId: integer().references(() => rooms.id, { onDelete: 'restrict' }),
    inPersonSeats: integer().notNull().default(0),
    onlineSeats: integer().notNull().default(0),
    pricePaise: integer().notNull().default(0),
    seatSale: text().$type<ClassSeatSale>().notNull().default('session'),
    // The weekly series' rule as staff gave it (RFC 5545), once a series was added.
    rrule: text(),
    status: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('classes_teacher_kind_check', inList('teacher_kind', CLASS_TEACHER_KINDS)),
    check('classes_seat_sale_check', inList('seat_sale', CLASS_SEAT_SALES)),
    check('classes_price_check', sql`${t.pricePaise} >= 0`),
    check('classes_seats_check', sql`${t.inPersonSeats} >= 0 and ${t.onlineSeats} >= 0 and ${t.inPersonSeats} + ${t.onlineSeats} > 0`),
    check('classes_room_check', sql`${t.inPersonSeats} = 0 or ${t.roomId} is not null`),
  ],
);

/** One meeting of a class; `in_series` sessions came from the class's weekly rule and a series seat covers them. */
export const classSessions = pgTable(
  'class_sessions',
  {
    id: serial().primaryKey(),
    classId: requiredRef((): AnyPgColumn => classes.id, 'cascade'),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<ClassSessionStatus>().notNull().default('scheduled'),
    inSeries: boolean().notNull().default(false),
    // The online seats' meeting room (null when the class has no online seats).
    meetingLink: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('class_sessions_status_check', inList('status', CLASS_SESSION_STATUSES)),
    check('class_sessions_range_check', sql`${t.startsAt} < ${t.endsAt}`),
    index('class_sessions_class_idx').on(t.classId, t.startsAt),
    index('class_sessions_starts_at_idx').on(t.startsAt),
  ],
);

/**
 * A seat sold to a patient: in one session, or (no session) in the class's whole series. Paid
 * through payments.class_seat_id. The partial unique indexes keep one live seat per patient.
 */
export const classSeats = pgTable(
  'class_seats',
  {
    id: serial().primaryKey(),
    classId: requiredRef((): AnyPgColumn => classes.id, 'restrict'),
    sessionId: integer().references((): AnyPgColumn => classSessions.id, { onDelete: 'restrict' }),
    patientId: requiredRef(() => users.id, 'restrict'),
    mode: text().$type<SeatMode>().notNull(),
    status: text().$type<SeatStatus>().notNull().default('held'),
    holdExpiresAt: timestamp({ withTimezone: true }),
    // The price when sold: a later change to the class does not change what this seat costs.
    pricePaise: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    check('class_seats_mode_check', inList('mode', SEAT_MODES)),
    check('class_seats_status_check', inList('status', SEAT_STATUSES)),
    check('class_seats_hold_check', sql`${t.status} <> 'held' or ${t.holdExpiresAt} is not null`),
    check('class_seats_price_check', sql`${t.pricePaise} >= 0`),
    uniqueIndex('class_seats_session_patient_unique')
      .on(t.sessionId, t.patientId)
      .where(sql`${t.sessionId} is not null and ${t.status} in ('held', 'paid')`),
    uniqueIndex('class_seats_series_patient_unique')
      .on(t.classId, t.patientId)
      .where(sql`${t.sessionId} is null and ${t.status} in ('held', 'paid')`),
    index('class_seats_class_idx').on(t.classId, t.status),
    index('class_seats_session_idx').on(t.sessionId),
    index('class_seats_patient_idx').on(t.patientId),
  ],
);

/** A seat checked in at the door for one session (a series seat has one row per session it attended). */
export const classAttendance = pgTable(
  'class_attendance',
  {
    seatId: requiredRef((): AnyPgColumn => classSeats.id, 'restrict'),
    sessionId: requiredRef((): AnyPgColumn => classSessions.id, 'cascade'),
    checkedInAt: timestamp({ withTimezone: true }).notNull(),
    checkedInBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.seatId, t.sessionId] }), index('class_attendance_session_idx').on(t.sessionId)],
);
