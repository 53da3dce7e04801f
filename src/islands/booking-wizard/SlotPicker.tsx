import { FieldMessage } from '../shared/FieldMessage';
import { SlotChoices } from '../shared/SlotChoices';
import type { BookingWizardState } from './useBookingWizard';

/** Select Time: the shared doctor and time choices, fed by the wizard's state. */
export function SlotPicker({ wizard }: { wizard: BookingWizardState }) {
  const { slots, form, update, isLoadingSlots, doctorChoice, setDoctorChoice, errors } = wizard;
  return (
    <>
      <SlotChoices
        slots={slots}
        isLoading={isLoadingSlots}
        slotId={form.slotId}
        onSlotChange={(slotId) => update({ slotId })}
        doctorChoice={doctorChoice}
        onDoctorChoice={setDoctorChoice}
        groupName="booking"
        errorId={errors.slotId ? 'booking-slot-error' : undefined}
      />
      {!isLoadingSlots && slots && slots.length > 0 && <FieldMessage id="booking-slot" message={errors.slotId} />}
    </>
  );
}
