import type { AvailableSlot } from '../api/types';

/** One doctor's free slots of a day. */
export interface DoctorSlots {
  doctor: AvailableSlot['doctor'];
  key: string;
  slots: AvailableSlot[];
}

/** The slots (API order) grouped by doctor, in the order their first free time comes. */
export function slotsByDoctor(slots: AvailableSlot[]): DoctorSlots[] {
  const groups = new Map<string, DoctorSlots>();
  for (const slot of slots) {
    const key = String(slot.doctor.id);
    if (!groups.has(key)) groups.set(key, { doctor: slot.doctor, key, slots: [] });
    groups.get(key)!.slots.push(slot);
  }
  return [...groups.values()];
}
