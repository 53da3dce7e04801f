import { PATIENT_ANSWER_LABELS, type PatientAnswer as Answer, type AppointmentStatus } from '../../lib/domain/appointments';
import { type BadgeTone, StatusBadge } from './StatusBadge';

const TONES: Record<Answer, BadgeTone> = { confirmed: 'success', not_answered: 'muted', wants_change: 'warning' };

/**
 * What the patient answered to the reminders (issue 28): "Confirmed", "Not answered" or "Wants to
 * change" (call them). Shown while the visit is still on; after it, the outcome says it all.
 */
export function PatientAnswer({ answer, status }: { answer: Answer; status: AppointmentStatus }) {
  if (status !== 'confirmed' && status !== 'pending') return <span className="admin-hint">–</span>;
  return (
    <StatusBadge tone={TONES[answer]} hasIcon>
      {PATIENT_ANSWER_LABELS[answer]}
    </StatusBadge>
  );
}
