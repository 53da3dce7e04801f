/**
 * The life of an appointment; a cancelled one gives its slot back. `checked_in` (issue 34): the
 * patient of an in-person visit has arrived and waits for the doctor; it ends completed, never no_show.
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How the consultation happens (beside SPEC's order request; video unless the patient asks for a call or a visit, issue 34). */
export const APPOINTMENT_MODES = ['video', 'call', 'in_person'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];
