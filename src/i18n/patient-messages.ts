import {
  appointmentActionMessages,
  bookingMessages,
  busyMessages,
  bookingServerMessages,
  contactMessages,
  myAppointmentMessages,
  phoneAuthErrorMessages,
  verificationCodeMessages,
} from '../lib/validation/messages';
import { MOBILE_INVALID } from '../lib/validation/booking';
import { messagePreferenceMessages } from '../lib/validation/message-preferences';
import { reportMessages } from '../lib/validation/reports';
import { patientDetailsMessages } from '../lib/validation/patient-details';
import { classSeatMessages } from '../lib/validation/classes';
import { mySeatMessages } from '../lib/validation/my-seats';
import { waitlistMessages } from '../lib/validation/waitlist';

/** The messages a patient can meet on the public site, from its islands or from the API behind them. */
export const patientMessages = {
  contact: contactMessages,
  booking: bookingMessages,
  phoneAuth: phoneAuthErrorMessages,
  verificationCode: verificationCodeMessages,
  bookingServer: bookingServerMessages,
  myAppointments: myAppointmentMessages,
  /** The reminder's signed page (/r/<code>). */
  appointmentAction: appointmentActionMessages,
  /** My appointments' message channel and reminders. */
  messagePreference: messagePreferenceMessages,
  /** Reports shared before a visit: why one was refused (issue 43). */
  reports: reportMessages,
  /** The patient's own details and a change of mobile number (issue 45). */
  patientDetails: patientDetailsMessages,
  /** Taking and paying for a seat in a class or workshop (issue 48). */
  classSeats: classSeatMessages,
  /** The patient's own seats: cancelling one by the clinic's policy. */
  mySeats: mySeatMessages,
  /** The waitlist for a full class session: joining, leaving, claiming a freed seat (issue 48). */
  waitlist: waitlistMessages,
  /** The API's answer when the database is overloaded, and the islands' note while they try again. */
  busy: busyMessages,
  /** The API's answer to a mobile number it cannot read. */
  validation: { mobileInvalid: MOBILE_INVALID },
};
