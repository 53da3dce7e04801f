import type { AppointmentStatus } from '../../lib/api/types';
import type { BadgeTone } from '../components/StatusBadge';

/** SPEC §4 appointment status colours. */
export const APPOINTMENT_STATUS_TONE: Record<AppointmentStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  completed: 'info',
  cancelled: 'error',
  no_show: 'muted',
};

/** SPEC §4: a completed payment shows success, anything else warning. */
export const paymentStatusTone = (status: string): BadgeTone => (status === 'completed' ? 'success' : 'warning');
