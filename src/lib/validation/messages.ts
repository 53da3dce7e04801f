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
