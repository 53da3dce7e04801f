import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Appointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { formatPaise } from '../../lib/format/money';
import { appointmentStatusChangeSchema, CANCELLATION_REASON_MAX } from '../../lib/validation/appointment';
import { appointmentStatusMessages as m } from '../../lib/validation/messages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { adminApi } from '../session/session-store';

export type StaffStatusChange = 'cancelled' | 'completed' | 'no_show';

const TITLES: Record<StaffStatusChange, string> = {
  cancelled: 'Cancel Appointment',
  completed: 'Mark Completed',
  no_show: 'Mark No-show',
};

const DONE: Record<StaffStatusChange, string> = { cancelled: m.cancelled, completed: m.completed, no_show: m.noShow };

interface StatusChangeDialogProps {
  change: { appointment: Appointment; status: StaffStatusChange } | null;
  onClose: () => void;
  onChanged: () => void;
}

/** Staff cancel (with a reason; always a full refund) or record the outcome of a started appointment. */
export function StatusChangeDialog({ change, onClose, onChanged }: StatusChangeDialogProps) {
  const [reason, setReason] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const reasonId = useId();

  const close = () => {
    setReason('');
    onClose();
  };

  const onConfirm = async () => {
    if (!change) return;
    const request = appointmentStatusChangeSchema.safeParse(
      change.status === 'cancelled' ? { status: 'cancelled', reason } : { status: change.status },
    );
    if (!request.success) return void toast.error(request.error.issues[0]?.message ?? m.failed);
    setIsBusy(true);
    try {
      await adminApi(`/v1/appointments/${change.appointment.id}/status`, { method: 'POST', body: request.data });
      toast.success(DONE[change.status]);
      close();
      onChanged();
    } catch (err) {
      toast.error(errorMessage(err, m.failed));
    } finally {
      setIsBusy(false);
    }
  };

  const title = change ? TITLES[change.status] : '';
  return (
    <ConfirmDialog
      isOpen={change !== null}
      title={title}
      confirmLabel={isBusy ? 'Saving...' : title}
      cancelLabel="Close"
      canConfirm={change?.status !== 'cancelled' || reason.trim() !== ''}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={close}
    >
      {change && (
        <div className="admin-form">
          <p>
            <strong>Patient:</strong> {change.appointment.user.name}
            <br />
            <strong>Time:</strong> {formatDate(change.appointment.time)}
          </p>
          {change.status === 'cancelled' && (
            <>
              <p>
                {change.appointment.payment
                  ? `The patient will be refunded ${formatPaise(change.appointment.payment.amount)} in full.`
                  : 'No payment was taken, so nothing is refunded.'}
              </p>
              <div className="admin-field">
                <label htmlFor={reasonId}>Reason</label>
                <textarea id={reasonId} value={reason} maxLength={CANCELLATION_REASON_MAX} rows={3} onChange={(e) => setReason(e.target.value)} />
              </div>
            </>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
