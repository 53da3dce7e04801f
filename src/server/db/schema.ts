import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type Locale, LOCALES } from '../../i18n/locales';
import { APPOINTMENT_MODES } from '../../lib/validation/booking';
import { NOTIFICATION_STATUSES } from '../../lib/validation/notification';
import { clinicNow } from '../clock';

/** Every table records when a row was made and last changed. */
const timestamps = {
  createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  updatedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull().$onUpdate(clinicNow),
};

export const USER_ROLES = ['patient', 'admin', 'doctor'] as const;
/** Roles that log in with e-mail and password on the /admin login screen. */
export const STAFF_ROLES = ['admin', 'doctor'] as const;
export const GENDERS = ['male', 'female', 'other'] as const;
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
/** created: order issued; completed: booked; refund_pending: paid but the slot was lost. */
export const PAYMENT_STATUSES = ['created', 'completed', 'failed', 'refund_pending', 'refunded'] as const;
export const CONTACT_QUERY_STATUSES = ['pending', 'resolved', 'closed'] as const;

const inList = (column: string, values: readonly string[]) => sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/** Patients (phone-verified), admins and doctors (e-mail and password) share one table. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text(),
    mobile: text().unique(),
    gender: text(),
    role: text().notNull().default('patient'),
    status: boolean().notNull().default(true),
    firebaseUid: text().unique(),
    passwordHash: text(),
    // Bumped by logout, password change and deactivation: tokens carrying an older one stop working.
    tokenVersion: integer().notNull().default(0),
    // Null until the owner proves the number: details given before that are provisional.
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    // When a verified owner last confirmed the name and e-mail on file.
    detailsConfirmedAt: timestamp({ withTimezone: true }),
    // The language a patient's notifications are written in (issue 16).
    language: text().$type<Locale>().notNull().default('en'),
    // A doctor's login: the one doctor record it sees and acts for (removed with the doctor).
    doctorId: integer()
      .unique()
      .references((): AnyPgColumn => doctors.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    check('users_role_check', inList('role', USER_ROLES)),
    check('users_gender_check', sql`${t.gender} is null or ${inList('gender', GENDERS)}`),
    check('users_language_check', inList('language', LOCALES)),
    check('users_admin_credentials_check', sql`${t.role} <> 'admin' or (${t.email} is not null and ${t.passwordHash} is not null)`),
    // A doctor's login speaks for exactly one doctor record.
    check(
      'users_doctor_login_check',
      sql`(${t.role} = 'doctor') = (${t.doctorId} is not null) and (${t.role} <> 'doctor' or (${t.email} is not null and ${t.passwordHash} is not null))`,
    ),
    // The admin Patients search (docs/decisions/011): word starts in the name, digits anywhere in
    // the mobile. pg_trgm's GIN indexes serve LIKE patterns with a leading wildcard; the name is
    // indexed behind a space so that one pattern, '% word%', finds every word's start.
    index('users_name_words_trgm_idx').using('gin', sql`(' ' || lower(${t.name})) gin_trgm_ops`),
    index('users_mobile_trgm_idx').using('gin', sql`${t.mobile} gin_trgm_ops`),
    // One login e-mail per staff account of either role (the login screen finds the account by it).
    uniqueIndex('users_staff_email_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.role} in ('admin', 'doctor')`),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    specialization: text().notNull(),
    email: text().notNull(),
    mobile: text().notNull(),
    gender: text().notNull(),
    status: boolean().notNull().default(true),
    qualification: text(),
    // India's telemedicine guidelines ask for the practitioner's registration on the website.
    registrationNumber: text(),
    photoUrl: text(),
    ...timestamps,
  },
  () => [check('doctors_gender_check', inList('gender', GENDERS))],
);

export const services = pgTable(
  'services',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    pricePaise: integer().notNull(),
    status: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [check('services_price_check', sql`${t.pricePaise} >= 0`)],
);

/** Which services each doctor offers: the wizard lists only those doctors' slots for a service. */
export const doctorServices = pgTable(
  'doctor_services',
  {
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.serviceId] }), index('doctor_services_service_idx').on(t.serviceId)],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: serial().primaryKey(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'restrict' }),
    startTime: timestamp({ withTimezone: true }).notNull(),
    endTime: timestamp({ withTimezone: true }).notNull(),
    isBooked: boolean().notNull().default(false),
    status: boolean().notNull().default(true),
    // A checkout hold: while held_until is in the future only held_by_user_id may pay for it.
    heldUntil: timestamp({ withTimezone: true }),
    heldByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('time_slots_range_check', sql`${t.endTime} > ${t.startTime}`),
    index('time_slots_start_time_idx').on(t.startTime),
    index('time_slots_doctor_start_idx').on(t.doctorId, t.startTime),
  ],
);

export const appointments = pgTable(
  'appointments',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    slotId: integer()
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'restrict' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    time: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull().default('pending'),
    googleMeetLink: text(),
    description: text(),
    mode: text().notNull().default('video'),
    // Rises with every reschedule and the cancellation, so calendar apps replace their copy.
    calendarSequence: integer().notNull().default(0),
    // Patient self-service moves so far (the policy caps them; staff moves do not count).
    patientReschedules: integer().notNull().default(0),
    // The most a cancellation may refund, in percent, set by a patient's move: the share cancelling
    // at the moment of the move would have given (the lowest over all moves). Null: never moved.
    refundCapPercent: integer(),
    cancellationReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('appointments_status_check', inList('status', APPOINTMENT_STATUSES)),
    check('appointments_mode_check', inList('mode', APPOINTMENT_MODES)),
    check('appointments_refund_cap_check', sql`${t.refundCapPercent} is null or ${t.refundCapPercent} between 0 and 100`),
    // One live appointment per slot: the database itself refuses a double booking; a cancelled
    // appointment gives its slot back.
    uniqueIndex('appointments_slot_unique')
      .on(t.slotId)
      .where(sql`${t.status} <> 'cancelled'`),
    index('appointments_user_idx').on(t.userId),
    index('appointments_service_idx').on(t.serviceId),
    index('appointments_time_idx').on(t.time),
    // The admin list filtered by status, newest first, and its count (a status is often rare: confirmed, no_show).
    index('appointments_status_time_idx').on(t.status, t.time),
    // The dashboard's bookings per day (a range of creation times).
    index('appointments_created_idx').on(t.createdAt),
  ],
);

/** One row per checkout order; it becomes the payment record once paid. */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    appointmentId: integer().references(() => appointments.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    slotId: integer()
      .notNull()
      .references(() => timeSlots.id, { onDelete: 'restrict' }),
    serviceId: integer()
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    description: text(),
    mode: text().notNull().default('video'),
    razorpayOrderId: text().notNull().unique(),
    razorpayPaymentId: text().unique(),
    amountPaise: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: text().notNull().default('created'),
    // Paise promised back by refund rows (reserved when a refund is created, whatever its state).
    refundedPaise: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('payments_status_check', inList('status', PAYMENT_STATUSES)),
    check('payments_amount_check', sql`${t.amountPaise} >= 0`),
    check('payments_mode_check', inList('mode', APPOINTMENT_MODES)),
    // Money back can never exceed money taken.
    check('payments_refunded_check', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.amountPaise}`),
    index('payments_appointment_idx').on(t.appointmentId),
    index('payments_user_idx').on(t.userId),
    // The dashboard's revenue per day and month.
    index('payments_created_idx').on(t.createdAt),
  ],
);

/**
 * Money going back to a patient (DESIGN.md, Beyond SPEC: refunds). Created in the transaction
 * that causes it, once per cause (idempotency key); the provider is called after commit and the
 * row settles to processed or failed (by the provider's answer or its webhook).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    appointmentId: integer().references(() => appointments.id, { onDelete: 'restrict' }),
    amountPaise: integer().notNull(),
    reason: text().notNull(),
    idempotencyKey: text().notNull().unique(),
    providerRefundId: text().unique(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    // A settle run owns the row until then, so two runs never call the provider twice at once.
    claimedUntil: timestamp({ withTimezone: true }),
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    lastError: text(),
    settledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('refunds_status_check', inList('status', REFUND_STATUSES)),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_appointment_idx').on(t.appointmentId),
    index('refunds_due_idx').on(t.status, t.nextAttemptAt),
    // The dashboard subtracts refunds on the day they settled.
    index('refunds_settled_idx').on(t.settledAt),
  ],
);

/** Payment webhook deliveries already handled (deliveries repeat and arrive out of order). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text().primaryKey(),
  receivedAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
});

export const recipes = pgTable('recipes', {
  id: serial().primaryKey(),
  name: text().notNull(),
  ingredients: text().notNull(),
  preparation: text().notNull(),
  benefits: text(),
  imageUrl: text(),
  status: boolean().notNull().default(true),
  ...timestamps,
});

export const contactQueries = pgTable(
  'contact_queries',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    mobile: text(),
    subject: text().notNull(),
    message: text().notNull(),
    status: text().notNull().default('pending'),
    ...timestamps,
  },
  () => [check('contact_queries_status_check', inList('status', CONTACT_QUERY_STATUSES))],
);

/** Local one-time codes (the local phone-auth provider); only a hash of the code is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial().primaryKey(),
    sessionId: text().notNull().unique(),
    mobile: text().notNull(),
    codeHash: text().notNull(),
    // Kept in clear only for the local dev endpoint, as Firebase's Auth emulator does.
    devCode: text(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
  },
  (t) => [index('verification_codes_mobile_idx').on(t.mobile, t.createdAt)],
);

/** Fixed-window counters; in the database so limits hold across serverless instances. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

export const NOTIFICATION_KINDS = [
  'booking_confirmed',
  'rescheduled',
  'cancelled',
  'refund_processed',
  'reminder_24h',
  'reminder_2h',
  'contact_received',
  // The consultation (issue 29): the visit summary once finalised, the follow-up recall.
  'visit_summary',
  'follow_up_recall',
] as const;
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;

/** A calendar file or other attachment, kept with the rendered message so a retry sends the same bytes. */
export interface NotificationAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The transactional outbox and delivery ledger (DESIGN.md, Beyond SPEC: notifications): rows
 * are inserted in the transaction of the change that causes them and sent by the dispatcher.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial().primaryKey(),
    kind: text().notNull(),
    channel: text().notNull(),
    /** An e-mail address or a mobile number in E.164. */
    recipient: text().notNull(),
    /** patient, doctor or clinic: who the recipient is to the clinic. */
    audience: text().notNull(),
    // The ledger outlives an appointment removed by hand (the product never deletes them).
    appointmentId: integer().references(() => appointments.id, { onDelete: 'set null' }),
    /** The appointment's calendar SEQUENCE this message speaks for. */
    calendarSequence: integer(),
    subject: text().notNull(),
    bodyText: text().notNull(),
    bodyHtml: text(),
    attachments: jsonb().$type<NotificationAttachment[]>().notNull().default([]),
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    lastError: text(),
    /** Which adapter sent it (local, smtp, twilio, whatsapp) and the provider's id for it. */
    provider: text(),
    providerMessageId: text(),
    dedupeKey: text().notNull().unique(),
    sentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('notifications_kind_check', inList('kind', NOTIFICATION_KINDS)),
    check('notifications_channel_check', inList('channel', NOTIFICATION_CHANNELS)),
    check('notifications_status_check', inList('status', NOTIFICATION_STATUSES)),
    check('notifications_attempts_check', sql`${t.attempts} >= 0`),
    // The dispatcher's claim: due rows that are still to be sent.
    index('notifications_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'failed')`),
    index('notifications_appointment_idx').on(t.appointmentId),
    index('notifications_status_idx').on(t.status, t.id),
  ],
);

/** A doctor's note of one consultation: readable by staff and that doctor only. */
export const consultationNotes = pgTable('consultation_notes', {
  appointmentId: integer()
    .primaryKey()
    .references(() => appointments.id, { onDelete: 'cascade' }),
  /** Sanitized rich text (the recipe editor's allow-list) or plain text. */
  body: text().notNull(),
  authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * The append-only trail of every change (DESIGN.md, Roles and trail): written in the same
 * transaction as the change; a trigger (migration 0005) refuses UPDATE, DELETE and TRUNCATE.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    at: timestamp({ withTimezone: true }).defaultNow().$defaultFn(clinicNow).notNull(),
    /** Null for an anonymous actor (a failed login) or the system (a scheduled job, a webhook). */
    actorId: integer(),
    actorRole: text().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: integer(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
    index('audit_events_at_idx').on(t.at),
  ],
);

// Tables of the consultation itself (issue 29), one file per area.
export * from './schema/consents';
export * from './schema/intake';
export * from './schema/visit-records';
