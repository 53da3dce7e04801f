/** Sign-in texts: staff logins and password resets, and the patient's one-time codes. */

export const loginMessages = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid email or password',
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
  tooManyRegistrations: 'Too many registrations. Please try again later.',
} as const;

/** The API's answers to a staff sign-in, and to a request without the login or role it needs. */
export const staffAuthMessages = {
  authRequired: 'Authentication required. Please log in.',
  forbidden: 'You do not have permission to do that.',
  tooManyLogins: 'Too many login attempts. Please try again later.',
  accountLocked: 'This account is locked for a while after too many wrong passwords. Its owner can unlock it now with "Forgot password?".',
  hashQueueBusy: 'Too many sign-ins are being checked right now. Please try again in a few seconds.',
} as const;
