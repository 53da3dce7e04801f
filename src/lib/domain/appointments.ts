/** The life of an appointment; a cancelled one gives its slot back. */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How the consultation happens (beside SPEC's order request; video unless the patient asks for a call). */
export const APPOINTMENT_MODES = ['video', 'call'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];
