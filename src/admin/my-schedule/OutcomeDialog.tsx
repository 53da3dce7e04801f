import { useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { DoctorAppointment } from '../../lib/api/types';
import { formatAppointmentTime } from '../../lib/format/date';
import { appointmentStatusMessages as m } from '../../lib/validation/messages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CORNER_TOAST } from '../components/corner-toast';
import { adminApi } from '../session/session-store';
import type { DoctorOutcome } from './AppointmentParts';

/** The same words staff see for these changes on the Appointments screen. */
const TITLES: Record<DoctorOutcome, string> = { completed: 'Mark Completed', no_show: 'Mark No-show' };
const DONE: Record<DoctorOutcome, string> = { completed: m.completed, no_show: m.noShow };

interface OutcomeDialogProps {
  change: { appointment: DoctorAppointment; outcome: DoctorOutcome } | null;
  onClose: () => void;
  onChanged: () => void;
}

/** The doctor confirms how a started consultation went; the server checks the start time again. */
export function OutcomeDialog({ change, onClose, onChanged }: OutcomeDialogProps) {
  const [isBusy, setIsBusy] = useState(false);

  const onConfirm = async () => {
    if (!change) return;
    setIsBusy(true);
    try {
      await adminApi(`/v1/doctor/appointments/${change.appointment.id}/status`, { method: 'POST', body: { status: change.outcome } });
      toast.success(DONE[change.outcome], CORNER_TOAST);
      onClose();
      onChanged();
    } catch (err) {
      toast.error(errorMessage(err, m.failed), CORNER_TOAST);
    } finally {
      setIsBusy(false);
    }
  };

  const title = change ? TITLES[change.outcome] : '';
  return (
    <ConfirmDialog
      isOpen={change !== null}
      title={title}
      confirmLabel={isBusy ? 'Saving...' : title}
      cancelLabel="Close"
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {change && (
        <p>
          <strong>Patient:</strong> {change.appointment.patient.name}
          <br />
          <strong>Time:</strong> {formatAppointmentTime(change.appointment.time).clinic}
        </p>
      )}
    </ConfirmDialog>
  );
}
