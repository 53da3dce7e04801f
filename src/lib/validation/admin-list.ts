import * as z from 'zod';
import { APPOINTMENT_STATUSES } from '../domain/appointments';
import { CONTACT_QUERY_STATUSES } from '../domain/contact-queries';
import { idSchema, line, numeric } from './common';
import { auditMessages, listQueryMessages as m } from './messages';

/** Largest page an admin list answers at once. */
export const MAX_PAGE_SIZE = 1000;

/** Optional paging of an admin list (?limit=&offset=); without it the whole SPEC §7 array. */
const pageQuerySchema = z.object({
  limit: numeric(z.number({ error: m.limitInvalid }).int(m.limitInvalid).min(1, m.limitInvalid).max(MAX_PAGE_SIZE, m.limitInvalid)).optional(),
  offset: numeric(z.number({ error: m.offsetInvalid }).int(m.offsetInvalid).min(0, m.offsetInvalid)).optional(),
});

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * What each paged admin list can be sorted by on the server. The keys are the admin table's
 * column ids, so a header click becomes ?sort=<column id>&order=asc|desc as it is.
 */
export const ADMIN_LIST_SORTS = {
  appointments: ['id', 'user_name', 'time', 'status', 'payment_status', 'amount_paid'],
  patients: ['id', 'name', 'email', 'mobile', 'gender', 'status'],
  timeSlots: ['id', 'doctor', 'start_time', 'end_time', 'is_booked', 'status'],
  contactQueries: ['id', 'name', 'email', 'subject', 'status', 'createdAt'],
  refunds: ['id', 'patient', 'amount', 'status', 'created_at'],
  notifications: ['id', 'kind', 'channel', 'recipient', 'status', 'attempts', 'sent_at', 'created_at'],
  auditEvents: ['id', 'at', 'actor_role', 'action', 'entity'],
  doctorSchedule: ['time'],
} as const;

/** ?limit=&offset= paging plus an optional ?sort=&order= from one of the list's own keys. */
export const listQuerySchema = <const Key extends string>(sortKeys: readonly [Key, ...Key[]]) =>
  pageQuerySchema.extend({
    sort: z.enum(sortKeys, { error: `sort must be one of: ${sortKeys.join(', ')}` }).optional(),
    order: z.enum(SORT_ORDERS, { error: m.orderInvalid }).optional(),
  });

export interface ListQuery<Key extends string> {
  limit?: number;
  offset?: number;
  sort?: Key;
  order?: SortOrder;
}

const clinicDate = z
  .string({ error: auditMessages.dateInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, auditMessages.dateInvalid)
  .refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), auditMessages.dateInvalid);

/** ?from=&to=: clinic (IST) days, both included, as the admin lists filter by them. */
export const clinicDateRangeSchema = z.object({ from: clinicDate.optional(), to: clinicDate.optional() });

const oneOf = <const T extends readonly [string, ...string[]]>(name: string, values: T) =>
  z.enum(values, { error: `${name} must be one of: ${values.join(', ')}` });

/** Admin Appointments (beside SPEC): by doctor, status and clinic days; "Today" and "Upcoming" are date ranges. */
export const appointmentListQuerySchema = listQuerySchema(ADMIN_LIST_SORTS.appointments)
  .extend({ doctor_id: idSchema.optional(), status: oneOf('status', APPOINTMENT_STATUSES).optional() })
  .extend(clinicDateRangeSchema.shape);

/** Admin Time Slots: by doctor and clinic days. */
export const timeSlotListQuerySchema = listQuerySchema(ADMIN_LIST_SORTS.timeSlots)
  .extend({ doctor_id: idSchema.optional() })
  .extend(clinicDateRangeSchema.shape);

/** Admin Patients: a search by name (word starts) or mobile digits. */
export const patientListQuerySchema = listQuerySchema(ADMIN_LIST_SORTS.patients).extend({
  q: line({ error: m.searchInvalid }).min(1, m.searchEmpty).max(100, m.searchTooLong).optional(),
});

/** Admin Contact Queries: by status. */
export const contactQueryListQuerySchema = listQuerySchema(ADMIN_LIST_SORTS.contactQueries).extend({
  status: oneOf('status', CONTACT_QUERY_STATUSES).optional(),
});
