/**
 * The Panchakarma wing's resources (issue 47): rooms are fitted for some therapies, and every
 * resource that can be in one place at a time (a doctor, a therapist, a room) holds reservations
 * that PostgreSQL keeps apart (docs/decisions/038).
 */

/** What a room is fitted with; a therapy needs one of them (or none, a plain treatment room). */
export const ROOM_FITTINGS = ['treatment-table', 'droni', 'steam-chamber', 'dhara-stand', 'basti-bed'] as const;
export type RoomFitting = (typeof ROOM_FITTINGS)[number];

/** Who may give a patient's therapies: therapists of the patient's gender only, or any (a course keeps its rule). */
export const GENDER_RULES = ['same', 'any'] as const;
export type GenderRule = (typeof GENDER_RULES)[number];

/** The resources a reservation can hold. */
export const RESOURCE_KINDS = ['doctor', 'therapist', 'room'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/**
 * Why a resource is held. A `block` is staff taking a resource out of use (cleaning, repair,
 * leave); a `course_session` is one session of a patient's course (its therapists and room); a
 * `consultation` is a doctor's appointment; a `class_session` is a class's teacher and room (issue 48).
 */
export const RESERVATION_PURPOSES = ['block', 'course_session', 'consultation', 'class_session'] as const;
export type ReservationPurpose = (typeof RESERVATION_PURPOSES)[number];

/** How many therapists a therapy can need at once (abhyanga is often given by two in synchrony). */
export const MAX_THERAPISTS_PER_SESSION = 2;

/** The three phases of a Panchakarma course, in the order they run. */
export const COURSE_PHASES = ['purvakarma', 'pradhanakarma', 'paschatkarma'] as const;
export type CoursePhase = (typeof COURSE_PHASES)[number];

/** When in the day a step prefers to run (oleation and elimination go in the morning). */
export const TIMES_OF_DAY = ['morning', 'afternoon', 'any'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** The longest course a template can describe (21 days is the classical upper end). */
export const MAX_COURSE_DAYS = 28;

/** A course sold to a patient: planned (its sessions held), then completed or cancelled. */
export const COURSE_STATUSES = ['planned', 'completed', 'cancelled'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];

/**
 * A course session's place in the ledger (DESIGN.md, Packages and ledger). `done` uses its
 * credit; `missed` keeps it for a session planned in its place; `moved` was replaced by a new
 * session at another time; `cancelled` ended with the course.
 */
export const SESSION_STATUSES = ['planned', 'done', 'missed', 'moved', 'cancelled'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Weekdays as JavaScript counts them (0 Sunday … 6 Saturday). */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
