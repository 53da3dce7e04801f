import type { AppointmentAction, AvailableSlot } from '../../lib/api/types';
import { formatAppointmentTime, formatBookingDate, formatSlotTime } from '../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../lib/time/clinic-time';
import type { Locale } from '../../i18n/locales';
import { usePatientCopy } from '../shared/island-language';
import { useFreeTimes } from './useReminderReply';

/** The same doctor's free times, by day, each a button that moves the visit there. */
export function MoveChoices({
  code,
  visit,
  busy,
  clinicPhone,
  locale,
  onBack,
  onMove,
  onCallMe,
}: {
  code: string;
  visit: AppointmentAction;
  busy: boolean;
  clinicPhone: { label: string; href: string };
  locale: Locale;
  onBack: () => void;
  onMove: (slot: AvailableSlot) => void;
  onCallMe: () => void;
}) {
  const copy = usePatientCopy().myAppointments.reminderPageCopy;
  const { slots, error, shownDays, hasMoreDays, showMoreDays } = useFreeTimes(code, visit.reschedule.allowed);
  const callMe = visit.used_actions.includes('change') ? null : (
    <button type="button" className="link-button" disabled={busy} onClick={onCallMe}>
      {copy.callMe}
    </button>
  );

  return (
    <div className="reminder-move" role="group" aria-labelledby="reminder-move-title">
      <h3 id="reminder-move-title">{copy.chooseTime}</h3>
      {!visit.reschedule.allowed ? (
        <p>
          {copy.cannotMove} <a href={clinicPhone.href}>{clinicPhone.label}</a>
        </p>
      ) : error ? (
        <p role="alert">{error}</p>
      ) : slots === null ? (
        <p role="status">{copy.loadingSlots}</p>
      ) : slots.length === 0 ? (
        <p role="status">{copy.noSlots}</p>
      ) : (
        <ul className="reminder-days">
          {shownDays.map(([day, free]) => (
            <li key={day}>
              <h4>{formatBookingDate(free[0]!.start_time, CLINIC_TIME_ZONE, locale)}</h4>
              <ul className="reminder-times">
                {free.map((slot) => (
                  <li key={slot.id}>
                    <button
                      type="button"
                      className="slot-chip"
                      disabled={busy}
                      aria-label={`${copy.moveTo}: ${formatAppointmentTime(slot.start_time, CLINIC_TIME_ZONE, locale).clinic}`}
                      onClick={() => onMove(slot)}
                    >
                      {formatSlotTime(slot.start_time, CLINIC_TIME_ZONE, locale)}
                    </button>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {hasMoreDays && (
        <button type="button" className="link-button" onClick={showMoreDays}>
          {copy.moreDays}
        </button>
      )}
      <div className="reminder-actions">
        {visit.reschedule.allowed && callMe}
        <button type="button" className="button button-secondary" disabled={busy} onClick={onBack}>
          {copy.back}
        </button>
      </div>
    </div>
  );
}
