import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { Appointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { formatPaise, rupeesToPaise } from '../../lib/format/money';
import { appointmentStatusChangeSchema, CANCELLATION_REASON_MAX, type StaffRefundChoice } from '../../lib/validation/appointment';
import { frontDeskMessages } from '../../lib/validation/front-desk-messages';
import { appointmentStatusMessages as m } from '../../lib/validation/messages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAdminWrite } from '../components/useAdminWrite';
import { DialogFacts } from './DialogFacts';
import { adminApi } from '../session/session-store';

const TITLE = 'Cancel Appointment';

const REFUND_LABELS: Record<RefundKind, (refundable: number) => string> = {
  full: (refundable) => `Full refund: ${formatPaise(refundable)}`,
  part: () => 'Part of it',
  none: () => 'No refund',
};

interface CancelDialogProps {
  /** The appointment to cancel; null keeps the dialog closed. */
  appointment: Appointment | null;
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
 * still refundable, part of it, or none).
 */
export function CancelDialog({ appointment, onClose, onChanged }: CancelDialogProps) {
  const [reason, setReason] = useState('');
  const [refundKind, setRefundKind] = useState<RefundKind>('full');
  const [partAmount, setPartAmount] = useState('');
  const { isBusy, write } = useAdminWrite();
  const reasonId = useId();
  const partId = useId();
  const refundable = appointment ? refundableOf(appointment) : 0;

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
    if (!appointment) return;
    if (refundable > 0 && refundKind === 'part' && rupeesToPaise(Number(partAmount)) > refundable) {
      return void toast.error(frontDeskMessages.refundTooLarge);
    }
    const request = appointmentStatusChangeSchema.safeParse({ status: 'cancelled', reason, refund: refundChoice() });
    if (!request.success) return void toast.error(request.error.issues[0]?.message ?? m.failed);
    if (await write(() => adminApi(`/v1/appointments/${appointment.id}/status`, { method: 'POST', body: request.data }), m.cancelled, m.failed)) {
      close();
      onChanged();
    }
  };

  return (
    <ConfirmDialog
      isOpen={appointment !== null}
      title={TITLE}
      confirmLabel={isBusy ? 'Saving...' : TITLE}
      cancelLabel="Close"
      canConfirm={reason.trim() !== '' && (refundKind !== 'part' || refundable === 0 || partAmount.trim() !== '')}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={close}
    >
      {appointment && (
        <div className="admin-form">
          <DialogFacts facts={{ Patient: appointment.user.name, Time: formatDate(appointment.time) }} />
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
        </div>
      )}
    </ConfirmDialog>
  );
}
