import { useEffect, useId, useState } from 'react';
import type { MyAppointment, AvailableSlot } from '../../lib/api/types';
import { clinicBookingBounds } from '../../lib/time/booking-day';
import { MonthCalendar } from '../shared/MonthCalendar';
import { SlotChoices } from '../shared/SlotChoices';
import type { MyAppointmentsState } from './useMyAppointments';
import { usePatientCopy } from '../shared/island-language';

/**
 * A move as the booking wizard books: its month calendar (days with free times of this service's
 * doctors marked), then that day's times of the doctors who offer the service, then the move.
 */
export function RescheduleForm({ appointment, state, onDone }: { appointment: MyAppointment; state: MyAppointmentsState; onDone: () => void }) {
  const {
    myAppointments: { myAppointmentsCopy: copy },
    messages: { booking: bookingMessages },
    errorText,
  } = usePatientCopy();
  const id = useId();
  const [date, setDate] = useState('');
  const [slots, setSlots] = useState<AvailableSlot[] | null>(null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [slotId, setSlotId] = useState('');
  const [doctorChoice, setDoctorChoice] = useState('any');
  const bounds = clinicBookingBounds(new Date());
  const isBusy = state.busyId === appointment.id;
  const serviceId = appointment.service.id;
  const { freeSlots } = state;

  useEffect(() => {
    if (!date) return;
    const controller = new AbortController();
    setSlots(null);
    setSlotError(null);
    setSlotId('');
    setDoctorChoice('any');
    freeSlots(date, serviceId, controller.signal)
      .then(setSlots)
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setSlotError(errorText(err, bookingMessages.slotsFailed));
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts follow the page's language, which never changes while it is open
  }, [date, serviceId, freeSlots]);

  return (
    <form
      className="appointment-panel"
      aria-label={copy.reschedule}
      onSubmit={async (e) => {
        e.preventDefault();
        if (slotId && (await state.reschedule(appointment, Number(slotId)))) onDone();
      }}
    >
      <div className="field">
        <p className="field-label" id={`${id}-date`}>
          {copy.newDate}
        </p>
        <MonthCalendar value={date} onChange={setDate} min={bounds.min} max={bounds.max} serviceId={String(serviceId)} token={state.session?.token} />
      </div>
      {slotError && <p role="alert">{slotError}</p>}
      {date && !slotError && (
        <div className="field" role="group" aria-label={copy.newSlot}>
          <SlotChoices
            slots={slots}
            isLoading={slots === null}
            slotId={slotId}
            onSlotChange={setSlotId}
            doctorChoice={doctorChoice}
            onDoctorChoice={setDoctorChoice}
            groupName={`${id}-move`}
          />
        </div>
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
