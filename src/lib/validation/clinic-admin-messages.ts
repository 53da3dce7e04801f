/** The admin screens' texts: services, doctors, slots, recipes, queries, messages, the audit log and the dashboard. */

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
  doctorInactive: 'Slots can only be generated for an active doctor.',
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

/** Admin Messages: the notifications outbox. */
export const notificationAdminMessages = {
  fetchFailed: 'Failed to fetch messages.',
  detailFetchFailed: 'Failed to fetch the message.',
  resent: 'The message is queued to be sent again.',
  resendFailed: 'Failed to send the message again.',
  notResendable: 'Only failed or dead messages can be sent again.',
  resendRefused: 'Only a failed or dead message can be sent again',
  changedMeanwhile: 'This message changed meanwhile. Please reload and try again.',
} as const;

/** Admin Dashboard: the operations figures below SPEC's five totals. */
export const dashboardMessages = {
  fetchFailed: 'Could not load the dashboard figures.',
  noAppointmentsToday: 'No appointments today',
  markedArrived: 'Marked arrived: the doctor sees them waiting',
} as const;

/** Why a record with history cannot be deleted (the admin sets it Inactive instead). */
export const recordInUseMessages = {
  doctor: 'This doctor has appointments or payments and cannot be deleted. Set the doctor Inactive instead.',
  service: 'This service has appointments or payments and cannot be deleted. Set it Inactive instead.',
  timeSlotBooked: 'Cannot delete a booked time slot.',
  timeSlot: 'This time slot has appointment or payment records and cannot be deleted. Set it Inactive instead.',
} as const;

/** An admin list's paging, sort and search (?limit=&offset=&order=&q=). */
export const listQueryMessages = {
  limitInvalid: 'limit must be a whole number from 1 to 1000',
  offsetInvalid: 'offset must be a whole number of at least 0',
  orderInvalid: 'order must be asc or desc',
  searchInvalid: 'q must be text',
  searchEmpty: 'Type at least one character to search',
  searchTooLong: 'The search is too long',
} as const;
