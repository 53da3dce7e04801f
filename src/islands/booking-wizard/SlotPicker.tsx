import { formatSlotTime } from '../../lib/time/booking-day';
import { FieldMessage } from '../shared/FieldMessage';
import { DoctorCard } from './DoctorCard';
import { type BookingWizardState, slotsByDoctor } from './useBookingWizard';
import { usePatientCopy } from '../shared/island-language';

/** Select Time: a doctor choice ("Any available doctor" first), then that day's times as compact chips. */
export function SlotPicker({ wizard }: { wizard: BookingWizardState }) {
  const {
    booking: { bookingCopy: copy },
    messages: { booking: m },
    locale,
    name,
  } = usePatientCopy();
  const { slots, form, update, isLoadingSlots, doctorChoice, setDoctorChoice, errors } = wizard;
  if (isLoadingSlots) return <p role="status">{copy.loadingSlots}</p>;
  if (!slots || slots.length === 0) return <p role="status">{m.noSlots}</p>;
  const groups = slotsByDoctor(slots);
  const shown = doctorChoice === 'any' ? groups : groups.filter((g) => g.key === doctorChoice);
  return (
    <>
      {groups.length > 1 && (
        <fieldset className="doctor-choice">
          <legend>{copy.doctorLegend}</legend>
          {[{ key: 'any', label: copy.anyDoctor }, ...groups.map((g) => ({ key: g.key, label: name(g.doctor.name) }))].map((option) => (
            <label key={option.key} className="chip">
              <input
                type="radio"
                name="booking-doctor"
                value={option.key}
                checked={doctorChoice === option.key}
                onChange={() => {
                  setDoctorChoice(option.key);
                  if (option.key !== 'any' && !groups.find((g) => g.key === option.key)?.slots.some((s) => String(s.id) === form.slotId)) {
                    update({ slotId: '' });
                  }
                }}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {shown.map((group) => (
        <fieldset key={group.key} className="slot-group" aria-describedby={errors.slotId ? 'booking-slot-error' : undefined}>
          <legend className="visually-hidden">{copy.timesWith(name(group.doctor.name))}</legend>
          <DoctorCard doctor={group.doctor} />
          <div className="slot-chips">
            {group.slots.map((slot) => (
              <label key={slot.id} className="chip slot">
                <input
                  type="radio"
                  name="booking-slot"
                  value={slot.id}
                  checked={form.slotId === String(slot.id)}
                  onChange={() => update({ slotId: String(slot.id) })}
                />
                <span>{formatSlotTime(slot.start_time, undefined, locale)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <FieldMessage id="booking-slot" message={errors.slotId} />
    </>
  );
}
