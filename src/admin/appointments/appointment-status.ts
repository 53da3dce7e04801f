import type { RefundSummary } from '../../lib/api/types';
import type { AppointmentStatus } from '../../lib/domain/appointments';
import { formatPaise } from '../../lib/format/money';
import type { BadgeTone } from '../components/StatusBadge';

/** SPEC §4 appointment status colours. */
export const APPOINTMENT_STATUS_TONE: Record<AppointmentStatus, BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  // Arrived for an in-person visit (issue 34), waiting for the doctor.
  checked_in: 'info',
  completed: 'info',
  cancelled: 'error',
  no_show: 'muted',
};

/** SPEC §4: a completed payment shows success, anything else warning. */
export const paymentStatusTone = (status: string): BadgeTone => (status === 'completed' ? 'success' : 'warning');

/** The Payment column's refund note: "Refunded ₹800.00", "Refund pending" or "Refund failed". */
export function refundNote(refunds: readonly RefundSummary[]): string | null {
  if (refunds.length === 0) return null;
  if (refunds.some((r) => r.status === 'failed')) return 'Refund failed';
  if (refunds.some((r) => r.status === 'pending')) return 'Refund pending';
  return `Refunded ${formatPaise(refunds.reduce((sum, r) => sum + r.amount, 0))}`;
}
