import { useEffect, useId, useState } from 'react';
import type { MyAppointment, TimeSlot } from '../../lib/api/types';
import { bookingDateBounds, formatSlotTime } from '../../lib/time/booking-day';
import type { MyAppointmentsState } from './useMyAppointments';
import { usePatientCopy } from '../shared/island-language';

/** A new date, then one of its free slots (the booking wizard's date and slot choices), then the move. */
export function RescheduleForm({ appointment, state, onDone }: { appointment: MyAppointment; state: MyAppointmentsState; onDone: () => void }) {
  const {
    myAppointments: { myAppointmentsCopy: copy },
    messages: { booking: bookingMessages },
    locale,
    errorText,
    name,
  } = usePatientCopy();
  const id = useId();
  const [date, setDate] = useState('');
  const [slots, setSlots] = useState<TimeSlot[] | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const bounds = bookingDateBounds(new Date());
  const isBusy = state.busyId === appointment.id;
  const { freeSlots } = state;

  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    setSlots(null);
    setSlotError(null);
    setSlotId(null);
    freeSlots(date, controller.signal)
      .then(setSlots)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setSlotError(errorText(err, bookingMessages.slotsFailed));
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts follow the page's language, which never changes while it is open
  }, [date, freeSlots]);

  return (
    <form
      className="appointment-panel"
      aria-label={copy.reschedule}
      onSubmit={async (e) => {
        e.preventDefault();
        if (slotId && (await state.reschedule(appointment, slotId))) onDone();
      }}
    >
      <div className="field">
        <label htmlFor={`${id}-date`}>{copy.newDate}</label>
        <input id={`${id}-date`} type="date" min={bounds.min} max={bounds.max} value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      {date && !slots && !slotError && <p role="status">{copy.loadingSlots}</p>}
      {slotError && <p role="alert">{slotError}</p>}
      {slots && slots.length === 0 && <p role="status">{bookingMessages.noSlots}</p>}
      {slots && slots.length > 0 && (
        <fieldset className="slot-list">
          <legend>{copy.newSlot}</legend>
          {slots.map((slot) => (
            <label key={slot.id} className="slot">
              <input type="radio" name={`${id}-slot`} value={slot.id} checked={slotId === slot.id} onChange={() => setSlotId(slot.id)} />
              <span>
                {formatSlotTime(slot.start_time, undefined, locale)} · {name(slot.doctor.name)}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <div className="actions">
        <button type="submit" className="button" disabled={!slotId || isBusy} aria-busy={isBusy}>
          {copy.confirmReschedule}
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          {copy.close}
        </button>
      </div>
    </form>
  );
}
