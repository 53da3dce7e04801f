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
