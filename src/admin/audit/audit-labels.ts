import type { AuditEvent } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import { statusLabel } from '../components/StatusBadge';

/** What each recorded action is, in the words staff use; an unknown one shows as it is stored. */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Status changed',
  reschedule: 'Rescheduled',
  cancel: 'Cancelled',
  book: 'Booked',
  create_order: 'Order created',
  register: 'Registered',
  correct: 'Details corrected by staff',
  change_mobile: 'Mobile number changed (code sent to the new number)',
  login: 'Logged in',
  login_failed: 'Login failed',
  login_locked: 'Login locked (too many wrong passwords)',
  password_reset_requested: 'Password reset requested',
  password_reset: 'Password reset',
  logout: 'Logged out',
  set_login: 'Login set',
  set_hours: 'Hours set',
  add_leave: 'Leave added',
  remove_leave: 'Leave removed',
  generate_slots: 'Slots generated',
  resend: 'Resent',
  retry: 'Retried',
  settle: 'Settled',
  fail: 'Failed',
  close_day: 'Day closed',
  quick_reply_ignored: 'WhatsApp reply ignored (not from the patient’s verified number)',
};
export const actionLabel = (action: string) => AUDIT_ACTION_LABELS[action] ?? statusLabel(action);

/** 'consultation_note' → 'Consultation note'; roles the same way ('system' → 'System'). */
export const entityLabel = statusLabel;
export const roleLabel = statusLabel;

/**
 * Who acted: the account's name, else its role (and id, when the account is gone). Nobody signed
 * in acts anonymously, even when the event names the account someone tried (a failed login).
 */
export function actorLabel(event: Pick<AuditEvent, 'actor_name' | 'actor_role' | 'actor_id'>): string {
  if (event.actor_role === 'anonymous') return 'Not signed in';
  if (event.actor_name) return event.actor_name;
  return event.actor_id === null ? roleLabel(event.actor_role) : `${roleLabel(event.actor_role)} #${event.actor_id}`;
}

export const recordLabel = (event: Pick<AuditEvent, 'entity' | 'entity_id'>) =>
  event.entity_id === null ? entityLabel(event.entity) : `${entityLabel(event.entity)} ${event.entity_id}`;

/** The admin screens that open one record of a kind (the id goes in navigation state). */
const RECORD_SCREENS: Record<string, string> = {
  doctor: '/admin/doctors/edit',
  therapist: '/admin/therapists/edit',
  room: '/admin/rooms/edit',
  service: '/admin/services/edit',
  recipe: '/admin/recipes/edit',
  contact_query: '/admin/contact-queries/view',
  notification: '/admin/messages/view',
  clinic_settings: '/admin/clinic-settings',
};

/** Where the event's record can be opened, or null (no screen for its kind, or it was deleted). */
export function recordScreen(event: Pick<AuditEvent, 'entity' | 'entity_id' | 'action'>): string | null {
  if (event.entity_id === null || event.action === 'delete') return null;
  return RECORD_SCREENS[event.entity] ?? null;
}

/** An event's time in the clinic's zone, as the whole trail shows it. */
export const auditTime = (at: string) => `${formatDate(at, 'short', CLINIC_TIME_ZONE)} IST`;
