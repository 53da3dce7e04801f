import * as z from 'zod';
import { ADMIN_LIST_SORTS, clinicDateRangeSchema, listQuerySchema } from './admin-list';
import { idSchema, line } from './common';
import { auditMessages as m } from './messages';

/** The kinds of records the trail speaks of (the server's audit writer uses the same list). */
export const AUDIT_ENTITIES = [
  'appointment',
  'class',
  'class_seat',
  'class_session',
  'clinic_settings',
  'consent',
  'consultation_note',
  'contact_query',
  'course',
  'course_session',
  'course_template',
  'data_request',
  'day_close',
  'diagnosis_code_list',
  'dispense',
  'doctor',
  'intake_answers',
  'intake_form',
  'intake_report',
  'medicine',
  'medicine_batch',
  'medicine_order',
  'notification',
  'payment',
  'payment_document',
  'prescription_template',
  'queue_token',
  'recipe',
  'refund',
  'reservation',
  'room',
  'service',
  'session',
  'tax_document',
  'therapist',
  'therapy',
  'time_slot',
  'user',
  'visit_record',
  'waitlist_entry',
  'programme_enrolment',
  'programme_check_in',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export const AUDIT_ACTOR_ROLES = ['admin', 'doctor', 'therapist', 'receptionist', 'pharmacist', 'patient', 'anonymous', 'system'] as const;

/** GET /v1/audit-events: server-paged, filtered by entity (and id), actor, action and clinic dates. */
export const auditListQuerySchema = listQuerySchema(ADMIN_LIST_SORTS.auditEvents)
  .extend({
    entity: z.enum(AUDIT_ENTITIES, { error: m.entityInvalid }).optional(),
    entity_id: idSchema.optional(),
    actor_id: idSchema.optional(),
    actor_role: z.enum(AUDIT_ACTOR_ROLES, { error: `actor_role must be one of: ${AUDIT_ACTOR_ROLES.join(', ')}` }).optional(),
    action: line({ error: 'action must be text' }).min(1).max(50).optional(),
  })
  .extend(clinicDateRangeSchema.shape);

/** The audit log's filter form: the list's own filters, with the dates in order. */
export const auditFilterSchema = auditListQuerySchema
  .pick({ entity: true, entity_id: true, actor_id: true, actor_role: true, action: true, from: true, to: true })
  .refine(({ from, to }) => !from || !to || from <= to, { message: m.dateOrder, path: ['to'] });
export type AuditFilter = z.infer<typeof auditFilterSchema>;
