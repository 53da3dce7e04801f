/** The booking wizard's texts (SPEC §5 and §8) and the booking API's answers. */

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
  paidTwiceRefund: 'This appointment had already been paid for. This second payment will be refunded in full.',
  detailsUnconfirmed: 'Please confirm your name and e-mail before booking or changing an appointment.',
  serviceNotOffered: 'This doctor does not offer this service. Please choose a time with a doctor who does.',
  paymentStartFailed: 'Could not start the payment. Please try again.',
} as const;

/** Answers to the payment provider's webhook calls (the provider reads them, no person does). */
export const paymentWebhookMessages = {
  signatureInvalid: 'Invalid webhook signature',
  eventIdMissing: 'Missing x-razorpay-event-id header',
  notJson: 'The webhook body is not JSON',
  notAnEvent: 'The webhook body is not a Razorpay event',
  noPayment: 'The payment.captured event has no payment',
  noRefund: 'The refund event has no refund',
} as const;
