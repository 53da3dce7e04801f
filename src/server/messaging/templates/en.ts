import { site } from '../../../content/site';
import { formatDate } from '../../../lib/format/date';
import { FULL_REFUND_MIN_HOURS, PARTIAL_REFUND_PERCENT, SELF_SERVICE_CANCEL_MIN_HOURS } from '../../../lib/policy/appointment-policy';
import { CLINIC_TIME_ZONE } from '../../../lib/time/clinic-time';
import type { PatientTemplates } from './shared';

/** The clinic's time, named: 'Tuesday, January 6, 2026 at 10:00 AM IST'. */
export const clinicTime = (instant: Date) => `${formatDate(instant, 'long', CLINIC_TIME_ZONE)} IST`;

/** The patient's messages in English, as SPEC's e-mails have always read. */
export const en: PatientTemplates = {
  locale: 'en',
  clinicName: site.name,
  formatWhen: clinicTime,
  greeting: (patientName) => `Dear ${patientName},`,
  labels: {
    when: 'When',
    doctor: 'Doctor',
    consultation: 'Consultation',
    meetingLink: 'Meeting link',
    join: 'Join the consultation',
    manage: 'See my appointments',
    bookAgain: 'Book a new appointment',
    map: 'Map',
  },
  whenDetail: (when) => `${when} (India time)`,
  cancellationPolicy:
    `Cancel at least ${FULL_REFUND_MIN_HOURS} hours before the start for a full refund, or at least ` +
    `${SELF_SERVICE_CANCEL_MIN_HOURS} hours before for a ${PARTIAL_REFUND_PERCENT}% refund; later than that, please call the clinic.`,
  manageLine: (url) => `Manage your appointment: ${url}`,
  questionsLine: (phone) => `Questions? Call us on ${phone}.`,
  callLine: (mobile) => `The doctor will call your verified number ${mobile} at the appointment time.`,
  visitLine: (address) => `Your appointment is at the clinic: ${address}. Please arrive 10 minutes early.`,
  kinds: {
    booking_confirmed: {
      subject: 'Your appointment is confirmed',
      lines: (v) => [
        `Your ${v.serviceName} with ${v.doctorName} is booked and paid. The calendar file attached adds it to your calendar.`,
        ...(v.isCall ? [v.callLine] : v.isInPerson ? [v.visitLine] : []),
        `Before the visit, tell the doctor your history and share your reports from My appointments: ${v.manageUrl}`,
      ],
    },
    rescheduled: {
      subject: 'Your appointment has moved',
      lines: (v) => [
        `Your ${v.serviceName} with ${v.doctorName} has moved to a new time. The calendar file attached updates your calendar.`,
        ...(v.isCall ? [v.callLine] : v.isInPerson ? [v.visitLine] : []),
      ],
    },
    cancelled: {
      subject: 'Your appointment is cancelled',
      lines: (v) =>
        v.isByClinic
          ? [
              `We are sorry: the clinic has had to cancel your ${v.serviceName} with ${v.doctorName}.`,
              `Reason: ${v.reason}`,
              v.refundDue
                ? `We are refunding ${v.refund} to the card or account you paid with.`
                : v.wasPaid
                  ? 'No refund is due for this cancellation.'
                  : 'No payment was taken for it.',
              `Please book a new time whenever it suits you: ${v.bookUrl}`,
            ]
          : [
              `Your ${v.serviceName} with ${v.doctorName} is cancelled.`,
              v.refundDue ? `We are refunding ${v.refund} to the card or account you paid with.` : 'No refund is due for this cancellation.',
            ],
    },
    refund_processed: {
      subject: 'Your refund is on its way',
      lines: (v) => [`Your refund of ${v.refund} has been processed. Banks usually show it within 5 to 7 working days.`],
    },
    reminder_72h: {
      subject: 'Reminder: your appointment is in 3 days',
      lines: (v) => [
        `A reminder: your ${v.serviceName} with ${v.doctorName} is in 3 days. If the time no longer suits you, you can still move or cancel it.`,
        ...(v.isCall ? [v.callLine] : []),
      ],
    },
    reminder_24h: {
      subject: 'Reminder: your appointment is tomorrow',
      lines: (v) => [
        `A reminder: your ${v.serviceName} with ${v.doctorName} is tomorrow.`,
        ...(v.isCall ? [v.callLine] : v.isInPerson ? [v.visitLine] : []),
      ],
    },
    reminder_2h: {
      subject: 'Reminder: your appointment starts in 2 hours',
      lines: (v) => [
        `Your ${v.serviceName} with ${v.doctorName} starts in 2 hours. ${v.isCall ? v.callLine : v.isInPerson ? v.visitLine : 'The link opens 15 minutes before the start.'}`,
      ],
    },
  },
};
