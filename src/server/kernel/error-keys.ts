import { ID_MESSAGE, CONTROL_CHARACTERS_MESSAGE, LINE_BREAK_MESSAGE } from '../../lib/validation/common';
import { MOBILE_INVALID } from '../../lib/validation/booking';
import { messagePreferenceMessages } from '../../lib/validation/message-preferences';
import {
  appointmentActionMessages,
  auditMessages,
  bookingMessages,
  bookingServerMessages,
  busyMessages,
  contactMessages,
  contactQueryAdminMessages,
  doctorMessages,
  doctorPortalMessages,
  frontDeskMessages,
  listQueryMessages,
  loginMessages,
  myAppointmentMessages,
  notFoundMessages,
  notificationAdminMessages,
  passwordResetMessages,
  paymentWebhookMessages,
  recipeMessages,
  recordInUseMessages,
  refundMessages,
  requestMessages,
  rescheduleMessages,
  serviceMessages,
  staffAuthMessages,
  timeSlotGenerationMessages,
  verificationCodeMessages,
} from '../../lib/validation/messages';
import { clinicLogoMessages } from '../../lib/validation/clinic-settings';
import { consentMessages } from '../../lib/validation/consent';
import { coursePlanningMessages } from '../../lib/validation/course-planning';
import { courseViewMessages } from '../../lib/validation/course-views';
import { dataRequestMessages } from '../../lib/validation/data-requests';
import { intakeMessages } from '../../lib/validation/intake';
import { patientDetailsMessages } from '../../lib/validation/patient-details';
import { reportMessages } from '../../lib/validation/reports';
import { resourceMessages } from '../../lib/validation/resources';
import { courseLedgerMessages } from '../../lib/validation/course-ledger';
import { classMessages, classSeatMessages } from '../../lib/validation/classes';
import { mySeatMessages } from '../../lib/validation/my-seats';
import { waitlistMessages } from '../../lib/validation/waitlist';
import { classDeskMessages } from '../../lib/validation/class-desk';
import { visitRecordMessages } from '../../lib/validation/visit-record';
import { feedbackMessages } from '../../lib/validation/visit-feedback';
import { dayCloseMessages } from '../../lib/validation/day-close';
import { prescriptionTemplateMessages } from '../../lib/validation/prescription-templates';
import { dispensaryMessages } from '../../lib/validation/dispensary';
import { taxDocumentMessages } from '../../lib/validation/tax-documents';
import { medicineOrderMessages } from '../../lib/validation/medicine-orders';
import { examinationMessages } from '../../lib/validation/examination';
import { healthFileMessages } from '../../lib/validation/health-file';
import { doctorLeaveMessages } from '../../lib/validation/doctor-leave';
import { queueMessages } from '../../lib/validation/queue';
import { programmeMessages } from '../../lib/validation/programmes';
import { diagnosisCodeMessages } from '../../lib/validation/diagnosis-codes';

/**
 * The catalogue groups an API error's text comes from, by the key's first part: an error's `key`
 * is `<group>.<name>` (`bookingServer.slotBooked`). Groups a patient can meet carry the names of
 * the patient catalogue's groups (src/i18n/patient-messages.ts), so an island finds the Hindi or
 * Gujarati text by the key alone. A text two groups share takes the first group's key, which is
 * why the patient's groups come first.
 */
const ERROR_GROUPS = {
  contact: contactMessages,
  verificationCode: verificationCodeMessages,
  bookingServer: bookingServerMessages,
  myAppointments: myAppointmentMessages,
  busy: busyMessages,
  patientDetails: patientDetailsMessages,
  classSeats: classSeatMessages,
  mySeats: mySeatMessages,
  waitlist: waitlistMessages,
  booking: bookingMessages,
  validation: { mobileInvalid: MOBILE_INVALID, idInvalid: ID_MESSAGE, controlCharacters: CONTROL_CHARACTERS_MESSAGE, lineBreak: LINE_BREAK_MESSAGE },
  request: requestMessages,
  notFound: notFoundMessages,
  staffAuth: staffAuthMessages,
  login: loginMessages,
  passwordReset: passwordResetMessages,
  reschedule: rescheduleMessages,
  refund: refundMessages,
  recordInUse: recordInUseMessages,
  paymentWebhook: paymentWebhookMessages,
  notificationAdmin: notificationAdminMessages,
  doctorPortal: doctorPortalMessages,
  doctor: doctorMessages,
  service: serviceMessages,
  recipe: recipeMessages,
  contactQueryAdmin: contactQueryAdminMessages,
  audit: auditMessages,
  timeSlotGeneration: timeSlotGenerationMessages,
  frontDesk: frontDeskMessages,
  listQuery: listQueryMessages,
  consent: consentMessages,
  intake: intakeMessages,
  reports: reportMessages,
  visitRecord: visitRecordMessages,
  appointmentAction: appointmentActionMessages,
  dataRequest: dataRequestMessages,
  messagePreference: messagePreferenceMessages,
  clinicLogo: clinicLogoMessages,
  resource: resourceMessages,
  coursePlanning: coursePlanningMessages,
  courseView: courseViewMessages,
  courseLedger: courseLedgerMessages,
  classes: classMessages,
  classDesk: classDeskMessages,
  feedback: feedbackMessages,
  dayClose: dayCloseMessages,
  prescriptionTemplate: prescriptionTemplateMessages,
  dispensary: dispensaryMessages,
  taxDocuments: taxDocumentMessages,
  medicineOrders: medicineOrderMessages,
  examination: examinationMessages,
  healthFile: healthFileMessages,
  doctorLeave: doctorLeaveMessages,
  queue: queueMessages,
  programmes: programmeMessages,
  diagnosisCodes: diagnosisCodeMessages,
} as const;

type Groups = typeof ERROR_GROUPS;
type TextNames<G> = { [N in keyof G]: G[N] extends string ? N : never }[keyof G] & string;

/** Every text an AppError may carry: a text outside the catalogue does not compile. */
export type ErrorText = { [G in keyof Groups]: Groups[G][TextNames<Groups[G]>] }[keyof Groups];
/** Every key an error body may carry. */
export type ErrorKey = { [G in keyof Groups]: `${G}.${TextNames<Groups[G]>}` }[keyof Groups];

const KEY_BY_TEXT = new Map<string, ErrorKey>();
const TEXT_BY_KEY = new Map<ErrorKey, string>();
for (const [group, texts] of Object.entries(ERROR_GROUPS)) {
  for (const [name, text] of Object.entries(texts)) {
    if (typeof text !== 'string') continue;
    const key = `${group}.${name}` as ErrorKey;
    TEXT_BY_KEY.set(key, text);
    if (!KEY_BY_TEXT.has(text)) KEY_BY_TEXT.set(text, key);
  }
}

/** The key of a catalogue text, or undefined for a text the catalogue does not hold (zod's own words). */
export const errorKeyOf = (text: string): ErrorKey | undefined => KEY_BY_TEXT.get(text);

/** Every key and the English text it stands for. */
export const errorCatalogue = (): ReadonlyMap<ErrorKey, string> => TEXT_BY_KEY;
