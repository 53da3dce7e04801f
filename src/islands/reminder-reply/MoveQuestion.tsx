import type { AvailableSlot } from '../../lib/api/types';
import { formatAppointmentTime } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import type { Locale } from '../../i18n/locales';
import { usePatientCopy } from '../shared/island-language';

/** A move spends one of the patient's few online changes (and this link): asked once more, saying so. */
export function MoveQuestion({
  slot,
  movesLeft,
  busy,
  locale,
  onMove,
  onOtherTime,
}: {
  slot: AvailableSlot;
  movesLeft: number;
  busy: boolean;
  locale: Locale;
  onMove: () => void;
  onOtherTime: () => void;
}) {
  const copy = usePatientCopy().myAppointments.reminderPageCopy;
  return (
    <div className="reminder-cancel" role="group" aria-labelledby="reminder-move-question">
      <h3 id="reminder-move-question">{copy.moveQuestion(formatAppointmentTime(slot.start_time, CLINIC_TIME_ZONE, locale).clinic)}</h3>
      <p>{copy.moveSpends(movesLeft)}</p>
      <div className="reminder-actions">
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={onMove}>
          {copy.moveYes}
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={onOtherTime}>
          {copy.otherTime}
        </button>
      </div>
    </div>
  );
}
