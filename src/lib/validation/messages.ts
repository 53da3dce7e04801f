/** Every validation and error text SPEC §5 and §8 define, in one catalogue (the contact form's in their own module). */
export { contactMessages } from './contact-messages';

export const loginMessages = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
} as const;

export const serviceMessages = {
  nameRequired: 'Service name is required!',
  priceInvalid: 'Valid price is required!',
} as const;

export const doctorMessages = {
  nameRequired: 'Name is required!',
  specializationRequired: 'Specialization is required!',
  emailRequired: 'Email is required!',
  emailInvalid: 'Email is invalid!',
  mobileRequired: 'Mobile number is required!',
  mobileInvalid: 'Mobile number is invalid!',
  genderRequired: 'Gender is required!',
} as const;

/** A doctor's own login, its schedule and consultation notes (issue: clinic operations). */
export const doctorPortalMessages = {
  loginEmailInvalid: 'Login e-mail is invalid',
  passwordTooShort: 'The password must be at least 8 characters',
  passwordRequiredForNew: 'Set a password for the new login',
  loginEmailTaken: 'This e-mail is already used by another staff login',
  loginSaved: 'Login saved.',
  loginSaveFailed: 'Could not save the login.',
  loginLoadFailed: "Could not load the doctor's login.",
  noteRequired: 'Please write the note',
  noteTooLong: 'The note must be at most 20000 characters',
  noteSaved: 'Note saved.',
  noteSaveFailed: 'Could not save the note.',
  whenInvalid: 'when must be upcoming or past',
  scheduleFailed: 'Could not load your schedule. Please try again.',
  scheduleEmpty: 'No appointments today and in the week ahead.',
  todayEmpty: 'No appointments today.',
  pastFailed: 'Failed to fetch your past appointments.',
  pastEmpty: 'No past appointments yet.',
  statusInvalid: 'Status must be completed or no_show',
} as const;

/** The audit log's filters. */
export const auditMessages = {
  entityInvalid: 'entity is not a recorded kind of record',
  dateInvalid: 'Dates must be YYYY-MM-DD',
  fetchFailed: 'Failed to fetch the audit log.',
  dateOrder: 'The end date must not be before the start date!',
  historyFailed: 'Could not load the history. Please try again.',
  noteFailed: 'Could not load the note. Please try again.',
  exportCapped: (cap: number, total: number) =>
    `Exported the first ${cap.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} events, in the order shown. Narrow the filters to export the rest.`,
} as const;

export const timeSlotGenerationMessages = {
  doctorRequired: 'Please select a doctor!',
  dateInvalid: 'Please enter valid dates!',
  dateOrder: 'The end date must not be before the start date!',
  rangeTooLong: 'Slots can be generated for at most 92 days at a time!',
  weekdaysRequired: 'Please select at least one weekday!',
  timeInvalid: 'Please enter valid start and end times!',
  timeOrder: 'The end time must be after the start time!',
  slotMinutesInvalid: 'Slot length must be between 5 and 240 minutes!',
} as const;

/** SPEC §5 and §8: the booking wizard's texts. */
export const bookingMessages = {
  mobileRequired: 'Please enter your mobile number',
  serviceAndDescriptionRequired: 'Please select a service and describe your condition',
  dateRequired: 'Please select a date',
  slotRequired: 'Please select a time slot',
  otpRequired: 'Please enter the OTP',
  registrationRequired: 'Name and phone number are required',
  paymentSelectionMissing: 'Authentication or selection information missing',
  resendTooEarly: (seconds: number) => `Please wait ${seconds} seconds before resending OTP`,
  servicesFailed: 'Could not fetch services list',
  slotsFailed: 'Could not fetch available time slots',
  noSlots: 'No available time slots for the selected date. Please choose a different date.',
  botCheckInitFailed: 'Verification system initialization failed. You may experience issues with OTP verification.',
  otpSent: 'OTP sent to your mobile number',
  otpSendFailed: 'Failed to send OTP',
  otpVerifyMissingToken: 'OTP verification failed',
  otpInvalid: 'Invalid OTP. Please try again.',
  otpVerified: 'OTP verification successful!',
  registered: 'Account created successfully!',
  registerFailed: 'Failed to create user',
  paymentStartFailed: 'Failed to initiate payment',
  paymentFailed: 'Payment failed. Please try again.',
  paymentVerifyFailed: 'Payment verification failed',
  booked: 'Appointment booked successfully!',
  readyForAnother: 'Ready to book another appointment!',
  sessionRestored: 'Welcome back! Your session is still active.',
} as const;

/** SPEC §8: phone-auth provider error codes (Firebase's) and the text each one shows. */
export const phoneAuthErrorMessages = {
  'auth/invalid-app-credential': 'Verification failed. Please refresh the page and try again.',
  'auth/invalid-phone-number': 'Invalid phone number format. Please check and try again.',
  'auth/quota-exceeded': 'SMS quota exceeded. Please try again later.',
  'auth/network-request-failed': 'Network error. Please check your connection and try again.',
  'auth/too-many-requests': 'Too many requests. Please wait and try again later.',
  'auth/captcha-check-failed': 'Verification system error. Please refresh the page and try again.',
  other: 'Failed to send OTP. Please try again later.',
} as const;

/** Server answers of the booking API (ours, not the SPEC's). */
export const verificationCodeMessages = {
  invalidCode: 'Invalid OTP. Please try again.',
  expired: 'This OTP has expired. Please request a new one.',
  tooManyAttempts: 'Too many incorrect attempts. Please request a new OTP.',
  tooManySends: 'Too many OTP requests. Please wait and try again later.',
  unknownMobile: 'No account found for this mobile number. Press “Register with this number” to register.',
  mobileTaken: 'An account with this mobile number already exists. Please choose Existing User to sign in.',
  tokenInvalid: 'OTP verification failed',
  triesLeft: (n: number) => (n === 1 ? '1 try left.' : `${n} tries left.`),
  accountInactive: 'This account is inactive. Please contact the clinic.',
} as const;

export const bookingServerMessages = {
  notYourUser: 'You can only book appointments for yourself.',
  serviceNotFound: 'Service not found',
  slotNotFound: 'Time slot not found',
  slotBooked: 'This time slot has already been booked. Please choose another.',
  slotPast: 'This time slot has already passed. Please choose another.',
  slotUnavailable: 'This time slot is no longer available. Please choose another.',
  slotHeld: 'Someone else is booking this time slot. Please choose another or try again in a few minutes.',
  orderNotFound: 'Order not found',
  orderMismatch: 'The payment does not match the order.',
  signatureInvalid: 'Payment verification failed',
  slotTakenRefund: 'This time slot was booked by someone else while you paid. Your payment will be refunded.',
  slotLostRefund: 'This time slot is no longer available. Your payment will be refunded.',
  tooManyOrders: 'Too many checkout attempts. Please try again in a few minutes.',
  orderPaidOtherPayment: 'This order has already been paid.',
  detailsUnconfirmed: 'Please confirm your name and e-mail before booking or changing an appointment.',
  serviceNotOffered: 'This doctor does not offer this service. Please choose a time with a doctor who does.',
} as const;

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

export const patientMessages = {
  fetchFailed: 'Failed to fetch patients.',
} as const;

export const recipeMessages = {
  nameRequired: 'Recipe name is required!',
  ingredientsRequired: 'Ingredients are required!',
  preparationRequired: 'Preparation instructions are required!',
  imageUrlInvalid: 'Image URL must be a valid http or https URL',
  fetchFailed: 'Failed to fetch recipes.',
  deleted: 'Recipe deleted successfully!',
  deleteFailed: 'An error occurred. Please try again.',
  deleteFailedWithStatus: (code: number) => `Deletion failed with status: ${code}`,
  saveFailed: 'Something went wrong!',
  added: 'Recipe added successfully!',
  updated: 'Recipe updated successfully!',
  notFound: 'Recipe not found!',
  loadFailed: 'Recipe not found or failed to fetch!',
  noId: 'No Recipe ID provided.',
} as const;

export const contactQueryAdminMessages = {
  statusInvalid: 'Status must be pending, resolved or closed',
  fetchFailed: 'Failed to fetch contact queries.',
  noneSelected: 'No contact query selected.',
  deleted: 'Contact query deleted successfully!',
  deletedWithStatus: (code: number) => `Deletion completed with status: ${code}`,
  statusUpdated: (status: string) => `Contact query status updated to ${status}!`,
  statusUpdatedWithStatus: (code: number) => `Status update completed with status: ${code}`,
  detailStatusUpdated: (status: string) => `Query status updated to ${status}!`,
  deleteFailed: 'An error occurred during deletion.',
  statusUpdateFailed: 'An error occurred while updating status.',
  detailFetchFailed: 'Failed to fetch contact query details.',
  detailStatusUpdateFailed: 'Failed to update status.',
  noId: 'No query ID provided.',
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
} as const;

/** Refunds: their settlement and the admin Refunds screen. */
export const refundMessages = {
  exceedsPaid: 'This refund would return more than was paid.',
  notFailed: 'Only a failed refund can be retried.',
  fetchFailed: 'Failed to fetch refunds.',
  retried: 'Refund retried.',
  retryFailed: 'Could not retry the refund.',
} as const;

/** Admin Appointments: staff outcomes and cancellations. */
export const appointmentStatusMessages = {
  cancelled: 'Appointment cancelled. A full refund has been started.',
  completed: 'Appointment marked completed.',
  noShow: 'Appointment marked as no-show.',
  failed: 'Could not update the appointment.',
} as const;

/** Admin Messages: the notifications outbox. */
export const notificationAdminMessages = {
  fetchFailed: 'Failed to fetch messages.',
  detailFetchFailed: 'Failed to fetch the message.',
  resent: 'The message is queued to be sent again.',
  resendFailed: 'Failed to send the message again.',
  notResendable: 'Only failed or dead messages can be sent again.',
} as const;

/** Admin Dashboard: the operations figures below SPEC's five totals. */
export const dashboardMessages = {
  fetchFailed: 'Could not load the dashboard figures.',
  noAppointmentsToday: 'No appointments today',
} as const;

/** A staff member's "Forgot password?" e-mail and the new-password screen it links to. */
export const passwordResetMessages = {
  emailRequired: 'Email is required',
  sent: 'If this e-mail belongs to a staff login, a link to choose a new password is on its way. The link works once, for 30 minutes.',
  tooMany: 'Too many reset requests. Please try again later.',
  linkInvalid: 'This link has expired or was already used. Ask for a new one.',
  passwordTooShort: 'The password must be at least 8 characters',
  done: 'Your password has been changed, and every other session has been signed out. Sign in with the new password.',
} as const;

/** When the database refuses or times out (a 503 with Retry-After), and what an island says while it waits to try again. */
export const busyMessages = {
  unavailable: "The clinic's booking system is busy. Please try again in a moment.",
  retrying: "The clinic's booking system is busy; trying again…",
} as const;
