/** SPEC §5 and §8: the contact form's texts, alone in their module so the home page's form ships no other messages. */
export const contactMessages = {
  nameRequired: 'Name is required!',
  emailRequired: 'Email is required!',
  subjectRequired: 'Subject is required!',
  messageRequired: 'Message is required!',
  emailInvalid: 'Please enter a valid email address!',
  mobileInvalid: 'Please enter a valid 10-digit mobile number!',
  success: "Your message has been sent successfully! We'll get back to you soon.",
  failure: 'Failed to send message. Please try again.',
  tooMany: 'Too many messages sent. Please try again later.',
} as const;
