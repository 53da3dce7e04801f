import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { Appointment } from '../../lib/api/types';
import { formatDate } from '../../lib/format/date';
import { clinicRescheduleBounds } from '../../lib/time/booking-day';
import { RESCHEDULE_WINDOW_DAYS, rescheduleSchema } from '../../lib/validation/appointment';
import { appointmentMessages as m } from '../../lib/validation/messages';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useAdminWrite } from '../components/useAdminWrite';
import { DialogFacts } from './DialogFacts';
import { adminApi } from '../session/session-store';
import { useRescheduleSlots } from './useRescheduleSlots';

interface RescheduleDialogProps {
  appointment: Appointment | null;
  onClose: () => void;
  onRescheduled: () => void;
}

/**
 * SPEC §2 reschedule modal: a day from today to 90 days ahead, then one of that day's free slots.
 * Only the appointment's own doctor's slots are offered until staff ask for the others, and a slot
 * of another doctor is named as the move it is.
 */
export function RescheduleDialog({ appointment, onClose, onRescheduled }: RescheduleDialogProps) {
  const [date, setDate] = useState('');
  const [slotId, setSlotId] = useState('');
  const { isBusy, write } = useAdminWrite();
  const [showsOtherDoctors, setShowsOtherDoctors] = useState(false);
  const { slots, isLoading } = useRescheduleSlots(date, appointment?.service.id);
  const dateId = useId();
  const slotSelectId = useId();

  const doctorId = appointment?.doctor.id;
  const ownSlots = slots.filter((slot) => slot.doctor.id === doctorId);
  const otherSlots = slots.filter((slot) => slot.doctor.id !== doctorId);
  // The appointment's doctor first, then (when asked for) everyone else's.
  const offered = showsOtherDoctors ? [...ownSlots, ...otherSlots] : ownSlots;
  const chosen = slots.find((slot) => String(slot.id) === slotId);
  const movesTo = chosen && chosen.doctor.id !== doctorId ? chosen.doctor.name : null;

  // Clinic (IST) days, as the booking wizard and the patient's reschedule form ask for.
  const bounds = clinicRescheduleBounds(new Date(), RESCHEDULE_WINDOW_DAYS);

  const close = () => {
    setDate('');
    setSlotId('');
    setShowsOtherDoctors(false);
    onClose();
  };

  const onConfirm = async () => {
    if (!appointment) return;
    const request = rescheduleSchema.safeParse({
      appointmentId: appointment.id,
      newSlotId: Number(slotId) || undefined,
      userId: appointment.user_id,
    });
    if (!request.success) {
      toast.error(request.error.issues[0]?.message ?? m.slotRequired);
      return;
    }
    const save = () => adminApi('/v1/appointments/reschedule', { method: 'POST', body: request.data });
    if (await write(save, m.rescheduled, m.rescheduleFailed)) {
      close();
      onRescheduled();
    }
  };

  return (
    <ConfirmDialog
      isOpen={appointment !== null}
      title="Reschedule Appointment"
      confirmLabel={isBusy ? 'Rescheduling...' : 'Reschedule'}
      canConfirm={slotId !== ''}
      isBusy={isBusy}
      onConfirm={onConfirm}
      onCancel={close}
    >
      {appointment && (
        <div className="admin-form">
          <DialogFacts facts={{ Patient: appointment.user.name, Doctor: appointment.doctor.name, 'Current date': formatDate(appointment.time) }} />
          <div className="admin-field">
            <label htmlFor={dateId}>New Date</label>
            <input
              id={dateId}
              type="date"
              value={date}
              min={bounds.min}
              max={bounds.max}
              onChange={(e) => {
                setDate(e.target.value);
                setSlotId('');
              }}
            />
          </div>
          <label className="admin-inline-field">
            <input
              type="checkbox"
              checked={showsOtherDoctors}
              onChange={(e) => {
                setShowsOtherDoctors(e.target.checked);
                if (!e.target.checked && movesTo) setSlotId('');
              }}
            />
            {m.otherDoctorsSlots}
          </label>
          {date && !isLoading && offered.length === 0 ? (
            <p role="status">{otherSlots.length > 0 ? m.noSlotsForDoctor(appointment.doctor.name, otherSlots.length) : m.noSlotsForDate}</p>
          ) : (
            <div className="admin-field">
              <label htmlFor={slotSelectId}>New Time Slot</label>
              <select id={slotSelectId} value={slotId} disabled={!date || isLoading} onChange={(e) => setSlotId(e.target.value)}>
                <option value="">{isLoading ? 'Loading...' : 'Select a time slot'}</option>
                {offered.map((slot) => (
                  <option key={slot.id} value={slot.id}>
                    {formatDate(slot.start_time, 'time')} ({slot.doctor.name})
                  </option>
                ))}
              </select>
            </div>
          )}
          {movesTo && (
            <p role="status" className="admin-warning">
              {m.movesToDoctor(movesTo)}
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
