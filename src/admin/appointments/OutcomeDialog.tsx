import type { ToastOptions } from 'react-hot-toast';
import type { AppointmentOutcome } from '../../lib/policy/appointment-policy';
import { appointmentStatusMessages as m } from '../../lib/validation/messages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAdminWrite } from '../components/useAdminWrite';
import { adminApi } from '../session/session-store';
import { DialogFacts } from './DialogFacts';

const TITLES: Record<AppointmentOutcome, string> = { completed: 'Mark Completed', no_show: 'Mark No-show' };
const DONE: Record<AppointmentOutcome, string> = { completed: m.completed, no_show: m.noShow };

export interface OutcomeChange {
  outcome: AppointmentOutcome;
  /** The status route the screen's user may write: staff's, or the doctor's own. */
  path: string;
  patientName: string;
  /** The appointment's time as the screen shows times. */
  time: string;
}

interface OutcomeDialogProps {
  change: OutcomeChange | null;
  toastOptions?: ToastOptions;
  onClose: () => void;
  onChanged: () => void;
}

/** Staff or the doctor confirm how a started appointment went; the server checks the start time again. */
export function OutcomeDialog({ change, toastOptions, onClose, onChanged }: OutcomeDialogProps) {
  const { isBusy, write } = useAdminWrite(toastOptions);

  const onConfirm = async () => {
    if (!change) return;
    if (await write(() => adminApi(change.path, { method: 'POST', body: { status: change.outcome } }), DONE[change.outcome], m.failed)) {
      onClose();
      onChanged();
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
      {change && <DialogFacts facts={{ Patient: change.patientName, Time: change.time }} />}
    </ConfirmDialog>
  );
}
