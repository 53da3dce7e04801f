import type { TimeSlot } from '../../lib/api/types';
import { slotsByDoctor } from '../../lib/booking/slots-by-doctor';
import { formatSlotTime } from '../../lib/format/date';
import { DoctorCard } from './DoctorCard';
import { usePatientCopy } from './island-language';
import './slot-choice.css';

export interface SlotChoicesProps {
  /** The day's free slots of the service's doctors; null while none are asked for. */
  slots: TimeSlot[] | null;
  isLoading: boolean;
  /** The chosen slot's id as text, or ''. */
  slotId: string;
  onSlotChange: (slotId: string) => void;
  /** 'any' or one doctor's key. */
  doctorChoice: string;
  onDoctorChoice: (key: string) => void;
  /** Names the radio groups, unique on the page. */
  groupName: string;
  /** The id of the message under the times, when there is one. */
  errorId?: string;
}

/** A day's times: a doctor choice ("Any available doctor" first), then each doctor's times as compact chips. */
export function SlotChoices({ slots, isLoading, slotId, onSlotChange, doctorChoice, onDoctorChoice, groupName, errorId }: SlotChoicesProps) {
  const {
    booking: { bookingCopy: copy },
    messages: { booking: m },
    locale,
    name,
  } = usePatientCopy();
  if (isLoading) return <p role="status">{copy.loadingSlots}</p>;
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
                name={`${groupName}-doctor`}
                value={option.key}
                checked={doctorChoice === option.key}
                onChange={() => {
                  onDoctorChoice(option.key);
                  if (option.key !== 'any' && !groups.find((g) => g.key === option.key)?.slots.some((s) => String(s.id) === slotId)) {
                    onSlotChange('');
                  }
                }}
              />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
      )}
      {shown.map((group) => (
        <fieldset key={group.key} className="slot-group" aria-describedby={errorId}>
          <legend className="visually-hidden">{copy.timesWith(name(group.doctor.name))}</legend>
          <DoctorCard doctor={group.doctor} />
          <div className="slot-chips">
            {group.slots.map((slot) => (
              <label key={slot.id} className="chip slot">
                <input
                  type="radio"
                  name={`${groupName}-slot`}
                  value={slot.id}
                  checked={slotId === String(slot.id)}
                  onChange={() => onSlotChange(String(slot.id))}
                />
                <span>{formatSlotTime(slot.start_time, undefined, locale)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
