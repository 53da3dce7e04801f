/** The front desk's texts (issue 34): staff booking, payment at the desk or by link, modes. */
export const frontDeskMessages = {
  modeNotOffered: 'This service is not offered this way',
  patientRequired: 'Choose a patient, or give a new patient’s name and mobile',
  patientNotFound: 'Patient not found',
  mobileRegistered: 'A patient with this mobile number is registered: find them by their number',
  notYourCalendar: 'A doctor may book only into their own calendar',
  amountNotFee: 'The amount taken must be the service’s fee',
  refundTooLarge: 'The refund may be at most what is still refundable',
  arrivedNotNoShow: 'A patient who has arrived cannot be marked a no-show',
  checkInRefused: 'Only a confirmed clinic visit can be marked arrived, on its day',
  linkUnavailable: 'Payment links are not available',
  linkSent: 'Payment link sent. The slot is held until the link expires',
  linkPaid: 'This payment link has been paid',
  linkExpired: 'This payment link has expired',
  linkFailed: 'The payment link could not be created. Please try again, or take the payment at the desk',
  holdMinutes: 'Hold the slot for a whole number of minutes, from 15 minutes to 24 hours',
  linkTooLate: 'This slot starts too soon for a payment link (it must stay open 15 minutes): take the payment at the desk',
} as const;
