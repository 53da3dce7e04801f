/** Texts every area shares: a busy database, a record not found, a request refused as a whole. */

/** When the database refuses or times out (a 503 with Retry-After), and what an island says while it waits to try again. */
export const busyMessages = {
  unavailable: "The clinic's booking system is busy. Please try again in a moment.",
  retrying: "The clinic's booking system is busy; trying again…",
} as const;

/** The API's answers that belong to no one area. */
export const requestMessages = {
  invalid: 'Invalid request',
  badRequest: 'Bad request',
  bodyTooLarge: 'Request body is too large',
  conflict: 'This record conflicts with an existing one',
  inUse: 'This record is in use or refers to a record that does not exist',
  routeNotFound: 'Not found',
  internal: 'Something went wrong. Please try again later.',
  localhostOnly: 'The development endpoints answer only on localhost',
} as const;

/** A record asked for by id that does not exist (or that the caller may not see: SECURITY.md answers 404). */
export const notFoundMessages = {
  appointment: 'Appointment not found',
  doctor: 'Doctor not found',
  service: 'Service not found',
  timeSlot: 'Time slot not found',
  recipe: 'Recipe not found',
  contactQuery: 'Contact query not found',
  refund: 'Refund not found',
  message: 'Message not found',
  patient: 'Patient not found',
  document: 'Document not found',
  report: 'Report not found',
  dataRequest: 'Data request not found',
  therapy: 'Therapy not found',
  room: 'Room not found',
  reservation: 'Reservation not found',
  courseTemplate: 'Course template not found',
  therapist: 'Therapist not found',
  leave: 'Leave not found',
  course: 'Course not found',
  courseSession: 'Course session not found',
  classRecord: 'Class not found',
  classSession: 'Class session not found',
  classSeat: 'Class seat not found',
  receptionist: 'Receptionist not found',
  pharmacist: 'Pharmacist not found',
  prescriptionTemplate: 'Prescription template not found',
} as const;
