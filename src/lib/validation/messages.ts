/** Every validation and error text SPEC §5 and §8 define, in one catalogue. */
export const contactMessages = {
  nameRequired: 'Name is required!',
  emailRequired: 'Email is required!',
  subjectRequired: 'Subject is required!',
  messageRequired: 'Message is required!',
  emailInvalid: 'Please enter a valid email address!',
  mobileInvalid: 'Please enter a valid 10-digit mobile number!',
  success: "Your message has been sent successfully! We'll get back to you soon.",
  failure: 'Failed to send message. Please try again.',
} as const;

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

export const appointmentMessages = {
  fetchFailed: 'Failed to fetch appointments.',
  slotRequired: 'Please select a new time slot',
  rescheduleFailed: 'Failed to reschedule appointment',
  slotsFetchFailed: 'Could not fetch available time slots',
  noSlotsForDate: 'No available time slots for this date',
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
