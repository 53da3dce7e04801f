import type { AppointmentAction } from '../../lib/api/types';
import { formatPaise } from '../../lib/format/money';
import type { Locale } from '../../i18n/locales';
import { usePatientCopy } from '../shared/island-language';

/** Cancel asked once more with the policy's refund; past the policy's limit, the clinic's number instead. */
export function CancelQuestion({
  cancel,
  busy,
  clinicPhone,
  locale,
  onCancel,
  onKeep,
}: {
  cancel: AppointmentAction['cancel'];
  busy: boolean;
  clinicPhone: { label: string; href: string };
  locale: Locale;
  onCancel: () => void;
  onKeep: () => void;
}) {
  const copy = usePatientCopy().myAppointments.reminderPageCopy;
  return (
    <div className="reminder-cancel" role="group" aria-labelledby="reminder-cancel-question">
      <h3 id="reminder-cancel-question">{copy.cancelQuestion}</h3>
      {cancel.allowed ? (
        <>
          <p>
            {cancel.refund_paise > 0
              ? copy.cancelRefund(formatPaise(cancel.refund_paise, locale), formatPaise(cancel.paid_paise, locale))
              : copy.cancelNoRefund}
          </p>
          <div className="reminder-actions">
            <button type="button" className="button button-danger" disabled={busy} aria-busy={busy} onClick={onCancel}>
              {copy.cancelYes}
            </button>
            <button type="button" className="button button-secondary" disabled={busy} onClick={onKeep}>
              {copy.keep}
            </button>
          </div>
        </>
      ) : (
        <p>
          {copy.cannotMove} <a href={clinicPhone.href}>{clinicPhone.label}</a>
        </p>
      )}
    </div>
  );
}
