import {
  bookingMessages,
  bookingServerMessages,
  contactMessages,
  myAppointmentMessages,
  phoneAuthErrorMessages,
  verificationCodeMessages,
} from '../lib/validation/messages';

/** The messages a patient can meet on the public site, from its islands or from the API behind them. */
export const patientMessages = {
  contact: contactMessages,
  booking: bookingMessages,
  phoneAuth: phoneAuthErrorMessages,
  verificationCode: verificationCodeMessages,
  bookingServer: bookingServerMessages,
  myAppointments: myAppointmentMessages,
};
