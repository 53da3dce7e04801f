/** The front desk's texts (issue 34): staff booking, payment at the desk or by link, modes. */
export const frontDeskMessages = {
  modeNotOffered: 'This service is not offered this way',
  patientRequired: 'Choose a patient, or give a new patient’s name and mobile',
  patientNotFound: 'Patient not found',
  mobileRegistered: 'A patient with this mobile number is registered: find them by their number',
  notYourCalendar: 'A doctor may book only into their own calendar',
  amountNotFee: 'The amount taken must be the service’s fee',
  refundTooLarge: 'The refund may be at most what is still refundable',
  mobileByPatient: 'A mobile number is changed only by the patient, by verifying the new number',
  linkUnavailable: 'Payment links are not available',
} as const;
