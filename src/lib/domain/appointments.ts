/**
 * The life of an appointment; a cancelled one gives its slot back. `checked_in` (issue 34): the
 * patient of an in-person visit has arrived and waits for the doctor; it ends completed, never no_show.
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** How the consultation happens (beside SPEC's order request; video unless the patient asks for a call or a visit, issue 34). */
export const APPOINTMENT_MODES = ['video', 'call', 'in_person'] as const;
export type AppointmentMode = (typeof APPOINTMENT_MODES)[number];

/** What the patient answered to the reminders that ask (issue 28), as staff see it per visit. */
export const PATIENT_ANSWERS = ['confirmed', 'not_answered', 'wants_change'] as const;
export type PatientAnswer = (typeof PATIENT_ANSWERS)[number];
export const PATIENT_ANSWER_LABELS: Record<PatientAnswer, string> = {
  confirmed: 'Confirmed',
  not_answered: 'Not answered',
  wants_change: 'Wants to change',
};

/** The newest answer wins: a Confirm clears a wish to change; a move clears both. */
export function patientAnswerOf(answers: { patientConfirmedAt: Date | null; patientWantsChangeAt: Date | null }): PatientAnswer {
  const { patientConfirmedAt: confirmed, patientWantsChangeAt: wantsChange } = answers;
  if (wantsChange && (!confirmed || wantsChange > confirmed)) return 'wants_change';
  return confirmed ? 'confirmed' : 'not_answered';
}
