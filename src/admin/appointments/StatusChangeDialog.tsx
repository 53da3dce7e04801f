import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { errorMessage } from '../../lib/api/client';
import type { Appointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { formatPaise, rupeesToPaise } from '../../lib/format/money';
import { appointmentStatusChangeSchema, CANCELLATION_REASON_MAX, type StaffRefundChoice } from '../../lib/validation/appointment';
import { frontDeskMessages } from '../../lib/validation/front-desk-messages';
import { appointmentStatusMessages as m } from '../../lib/validation/messages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { adminApi } from '../session/session-store';

export type StaffStatusChange = 'cancelled' | 'completed' | 'no_show';

const TITLES: Record<StaffStatusChange, string> = {
  cancelled: 'Cancel Appointment',
  completed: 'Mark Completed',
  no_show: 'Mark No-show',
};

const REFUND_LABELS: Record<RefundKind, (refundable: number) => string> = {
  full: (refundable) => `Full refund: ${formatPaise(refundable)}`,
  part: () => 'Part of it',
  none: () => 'No refund',
};

const DONE: Record<StaffStatusChange, string> = { cancelled: m.cancelled, completed: m.completed, no_show: m.noShow };

interface StatusChangeDialogProps {
  change: { appointment: Appointment; status: StaffStatusChange } | null;
  onClose: () => void;
  onChanged: () => void;
}

type RefundKind = StaffRefundChoice['kind'];

/** What of the appointment's payment can still go back (paise): paid, less refunds not failed. */
export function refundableOf(appointment: Appointment): number {
  if (!appointment.payment || appointment.payment.status !== 'completed') return 0;
  const refunded = appointment.refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0);
  return Math.max(0, appointment.payment.amount - refunded);
}

/**
 * Staff cancel with a reason the patient reads and the refund they choose (issue 34: all that is
 * still refundable, part of it, or none), or record the outcome of a started appointment.
 */
export function StatusChangeDialog({ change, onClose, onChanged }: StatusChangeDialogProps) {
  const [reason, setReason] = useState('');
  const [refundKind, setRefundKind] = useState<RefundKind>('full');
  const [partAmount, setPartAmount] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const reasonId = useId();
  const partId = useId();
  const refundable = change ? refundableOf(change.appointment) : 0;

  const close = () => {
    setReason('');
    setRefundKind('full');
    setPartAmount('');
    onClose();
  };

  const refundChoice = (): StaffRefundChoice | undefined => {
    if (refundable === 0) return undefined;
    return refundKind === 'part' ? { kind: 'part', amount: Number(partAmount) } : { kind: refundKind };
  };

  const onConfirm = async () => {
    if (!change) return;
    if (change.status === 'cancelled' && refundable > 0 && refundKind === 'part' && rupeesToPaise(Number(partAmount)) > refundable) {
      return void toast.error(frontDeskMessages.refundTooLarge);
    }
    const request = appointmentStatusChangeSchema.safeParse(
      change.status === 'cancelled' ? { status: 'cancelled', reason, refund: refundChoice() } : { status: change.status },
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
      canConfirm={change?.status !== 'cancelled' || (reason.trim() !== '' && (refundKind !== 'part' || refundable === 0 || partAmount.trim() !== ''))}
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
              {refundable > 0 ? (
                <fieldset className="admin-refund-choice">
                  <legend>Refund (up to {formatPaise(refundable)})</legend>
                  {(['full', 'part', 'none'] as const).map((kind) => (
                    <label key={kind} className="admin-inline-field">
                      <input type="radio" name="refund-kind" value={kind} checked={refundKind === kind} onChange={() => setRefundKind(kind)} />
                      {REFUND_LABELS[kind](refundable)}
                    </label>
                  ))}
                  {refundKind === 'part' && (
                    <div className="admin-field">
                      <label htmlFor={partId}>Amount to refund (₹)</label>
                      <input
                        id={partId}
                        inputMode="decimal"
                        value={partAmount}
                        onChange={(e) => setPartAmount(e.target.value)}
                        aria-describedby={`${partId}-hint`}
                      />
                      <p className="admin-hint" id={`${partId}-hint`}>
                        At most {formatPaise(refundable)}, what is still refundable.
                      </p>
                    </div>
                  )}
                </fieldset>
              ) : (
                <p>No payment was taken, so nothing is refunded.</p>
              )}
              <div className="admin-field">
                <label htmlFor={reasonId}>Reason (the patient reads it in the message)</label>
                <textarea id={reasonId} value={reason} maxLength={CANCELLATION_REASON_MAX} rows={3} onChange={(e) => setReason(e.target.value)} />
              </div>
            </>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
