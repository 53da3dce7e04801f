/** Appointments after booking: the patient's portal, staff outcomes, moves and refunds. */

export const appointmentMessages = {
  fetchFailed: 'Failed to fetch appointments.',
  slotRequired: 'Please select a new time slot',
  rescheduleFailed: 'Failed to reschedule appointment',
  slotsFetchFailed: 'Could not fetch available time slots',
  noSlotsForDate: 'No available time slots for this date',
  otherDoctorsSlots: "Show other doctors' slots",
  noSlotsForDoctor: (doctor: string, others: number) =>
    `${doctor} has no free slots on this date; other doctors have ${others}. Show their slots to move the appointment to one of them.`,
  movesToDoctor: (doctor: string) => `This moves the appointment to ${doctor}.`,
  rescheduled: 'Appointment rescheduled successfully!',
} as const;

/** The patient's own appointments (/my-appointments) and the API answers behind them. */
export const myAppointmentMessages = {
  alreadyCancelled: 'This appointment is already cancelled.',
  notCancellable: 'Only upcoming appointments can be cancelled.',
  cancelTooLate: 'Appointments starting within 4 hours cannot be cancelled online. Please call the clinic.',
  alreadyStarted: 'This appointment has already started.',
  rescheduleTooLate: 'Appointments can be moved up to 4 hours before they start. Please call the clinic.',
  rescheduleLimit: 'This appointment has already been moved twice. Please call the clinic.',
  rescheduleWindow: 'The new time slot must be within the next 90 days.',
  changedSince: 'This appointment has changed since you opened it. Please check it and try again.',
  versionInvalid: 'version must be a whole number',
  reasonRequired: 'Please give a reason for the cancellation',
  statusInvalid: 'Status must be completed, no_show or cancelled',
  notStarted: 'This appointment has not started yet.',
  notConfirmed: 'Only confirmed appointments can be marked completed or no-show.',
  fetchFailed: 'Could not load your appointments. Please try again.',
  cancelled: 'Your appointment has been cancelled.',
  cancelFailed: 'Could not cancel the appointment. Please try again.',
  rescheduled: 'Your appointment has been moved.',
  rescheduleFailed: 'Could not move the appointment. Please try again.',
  calendarFailed: 'Could not download the calendar file. Please try again.',
  summaryFailed: 'Could not download the visit summary. Please try again.',
  /** Asking for erasure while a paid visit is still to come (issue 43): the visit, its refund and the erasure do not mix. */
  eraseWhileUpcoming: 'You have an upcoming appointment. Please cancel it first, then ask again for your data to be erased.',
} as const;

/** Admin Appointments: staff outcomes and cancellations. */
export const appointmentStatusMessages = {
  cancelled: 'Appointment cancelled. A full refund has been started.',
  completed: 'Appointment marked completed.',
  noShow: 'Appointment marked as no-show.',
  failed: 'Could not update the appointment.',
} as const;

/** A move to another slot refused (staff moves; a patient's own limits are in myAppointmentMessages). */
export const rescheduleMessages = {
  wrongUser: 'This appointment does not belong to the given user',
  notReschedulable: 'Only pending or confirmed appointments can be rescheduled',
  sameSlot: 'The appointment is already in this time slot',
  slotInactive: 'This time slot is not active',
  doctorInactive: "This time slot's doctor is not taking appointments",
  slotInPast: 'The new time slot must be in the future',
  slotTaken: 'This time slot is no longer available. Please choose another.',
} as const;

/** Refunds: their settlement and the admin Refunds screen. */
export const refundMessages = {
  exceedsPaid: 'This refund would return more than was paid.',
  notFailed: 'Only a failed refund can be retried.',
  fetchFailed: 'Failed to fetch refunds.',
  retried: 'Refund retried.',
  retryFailed: 'Could not retry the refund.',
  startFailed: 'Could not start the refund. It will be retried.',
} as const;

/** A reminder's signed one-screen page (/r/<code>, issue 28) and the API answers behind it. */
export const appointmentActionMessages = {
  notFound: 'This link is not valid or has expired.',
  changedSince: 'This appointment has changed since the reminder was sent. Please open your appointments page.',
  alreadyUsed: 'You have already answered this.',
  notOpen: 'This appointment is no longer open to changes.',
  otherDoctor: 'Choose one of the free times shown for your doctor.',
  slotRequired: 'Choose a new time.',
  tooMany: 'Too many tries from this connection. Please wait a few minutes and try again.',
} as const;
