import { FULL_REFUND_MIN_HOURS, PARTIAL_REFUND_PERCENT, SELF_SERVICE_CANCEL_MIN_HOURS } from '../../../lib/policy/appointment-policy';
import { type PatientTemplates } from './shared';
import { clinicDateAndTime, LONG_DATE } from '../../../lib/format/date';

/** The patient's messages in Gujarati, as the clinic's staff write them: plain, with આપ. */
export const gu: PatientTemplates = {
  locale: 'gu',
  clinicName: 'જામનગર આયુર્વેદ ક્લિનિક',
  formatWhen: (start) => {
    const { date, time } = clinicDateAndTime(start, 'gu', LONG_DATE);
    return `${date}, ${time} વાગ્યે ભારતીય સમય (IST)`;
  },
  greeting: (patientName) => `નમસ્તે ${patientName},`,
  labels: {
    when: 'સમય',
    doctor: 'ડૉક્ટર',
    consultation: 'પરામર્શ',
    meetingLink: 'મીટિંગ લિંક',
    join: 'પરામર્શમાં જોડાઓ',
    manage: 'મારી એપોઇન્ટમેન્ટ જુઓ',
    bookAgain: 'નવી એપોઇન્ટમેન્ટ બુક કરો',
    map: 'નકશો',
  },
  whenDetail: (when) => when,
  cancellationPolicy:
    `પૂરું રિફંડ મેળવવા માટે એપોઇન્ટમેન્ટ શરૂ થવાના ઓછામાં ઓછા ${FULL_REFUND_MIN_HOURS} કલાક પહેલાં રદ કરો; ` +
    `ઓછામાં ઓછા ${SELF_SERVICE_CANCEL_MIN_HOURS} કલાક પહેલાં રદ કરવાથી ${PARTIAL_REFUND_PERCENT}% રિફંડ મળશે. તે પછી કૃપા કરીને ક્લિનિકને ફોન કરો.`,
  manageLine: (url) => `આપની એપોઇન્ટમેન્ટ અહીં જુઓ અથવા બદલો: ${url}`,
  questionsLine: (phone) => `કોઈ પ્રશ્ન હોય તો અમને ${phone} પર ફોન કરો.`,
  callLine: (mobile) => `ડૉક્ટર એપોઇન્ટમેન્ટના સમયે આપના ચકાસાયેલા નંબર ${mobile} પર ફોન કરશે.`,
  visitLine: (address) => `આપની એપોઇન્ટમેન્ટ ક્લિનિક પર છે: ${address}. કૃપા કરી 10 મિનિટ વહેલા પહોંચો.`,
  kinds: {
    booking_confirmed: {
      subject: 'આપની એપોઇન્ટમેન્ટ નક્કી થઈ ગઈ છે',
      lines: (v) => [
        `${v.doctorName} સાથે ${v.serviceName} માટેની આપની એપોઇન્ટમેન્ટ બુક થઈ ગઈ છે અને ચુકવણી મળી ગઈ છે. સાથે જોડેલી કેલેન્ડર ફાઇલ તેને આપના કેલેન્ડરમાં ઉમેરી દેશે.`,
        ...(v.isCall ? [v.callLine] : v.isInPerson ? [v.visitLine] : []),
        `પરામર્શ પહેલાં ડૉક્ટરને તમારો ઇતિહાસ જણાવો અને તમારા રિપોર્ટ્સ શેર કરો (મારી એપોઇન્ટમેન્ટ્સ): ${v.manageUrl}`,
      ],
    },
    rescheduled: {
      subject: 'આપની એપોઇન્ટમેન્ટનો સમય બદલાયો છે',
      lines: (v) => [
        `${v.doctorName} સાથે ${v.serviceName} માટેની આપની એપોઇન્ટમેન્ટ હવે નવા સમયે છે. સાથે જોડેલી કેલેન્ડર ફાઇલ આપના કેલેન્ડરમાં સમય બદલી દેશે.`,
        ...(v.isCall ? [v.callLine] : v.isInPerson ? [v.visitLine] : []),
      ],
    },
    cancelled: {
      subject: 'આપની એપોઇન્ટમેન્ટ રદ થઈ ગઈ છે',
      lines: (v) =>
        v.isByClinic
          ? [
              `અમને દિલગીરી છે: ક્લિનિકને ${v.doctorName} સાથે ${v.serviceName} માટેની આપની એપોઇન્ટમેન્ટ રદ કરવી પડી છે.`,
              `કારણ: ${v.reason}`,
              v.refundDue
                ? `આપે જે કાર્ડ અથવા ખાતાથી ચુકવણી કરી હતી, તેમાં ${v.refund} પરત મોકલવામાં આવી રહ્યા છે.`
                : v.wasPaid
                  ? 'આ એપોઇન્ટમેન્ટ રદ કરવા પર કોઈ રિફંડ મળવાપાત્ર નથી.'
                  : 'આ માટે કોઈ ચુકવણી લેવામાં આવી ન હતી.',
              `આપને અનુકૂળ હોય ત્યારે કૃપા કરીને નવો સમય બુક કરો: ${v.bookUrl}`,
            ]
          : [
              `${v.doctorName} સાથે ${v.serviceName} માટેની આપની એપોઇન્ટમેન્ટ રદ કરવામાં આવી છે.`,
              v.refundDue
                ? `આપે જે કાર્ડ અથવા ખાતાથી ચુકવણી કરી હતી, તેમાં ${v.refund} પરત મોકલવામાં આવી રહ્યા છે.`
                : 'આ એપોઇન્ટમેન્ટ રદ કરવા પર કોઈ રિફંડ મળવાપાત્ર નથી.',
            ],
    },
    refund_processed: {
      subject: 'આપનું રિફંડ મોકલી દેવામાં આવ્યું છે',
      lines: (v) => [`આપનું ${v.refund}નું રિફંડ મોકલી દેવામાં આવ્યું છે. બેંકમાં તે સામાન્ય રીતે 5 થી 7 કામકાજના દિવસોમાં દેખાય છે.`],
    },
    reminder_72h: {
      subject: 'યાદ અપાવીએ: આપની એપોઇન્ટમેન્ટ 3 દિવસ પછી છે',
      lines: (v) => [
        `યાદ અપાવીએ: ${v.doctorName} સાથે ${v.serviceName} માટેની આપની એપોઇન્ટમેન્ટ 3 દિવસ પછી છે. જો સમય હવે અનુકૂળ ન હોય, તો આપ તેને હજી બદલી અથવા રદ કરી શકો છો.`,
        ...(v.isCall ? [v.callLine] : []),
      ],
    },
    reminder_24h: {
      subject: 'યાદ અપાવીએ: આપની એપોઇન્ટમેન્ટ આવતીકાલે છે',
      lines: (v) => [
        `યાદ અપાવીએ: ${v.doctorName} સાથે ${v.serviceName} માટેની આપની એપોઇન્ટમેન્ટ આવતીકાલે છે.`,
        ...(v.isCall ? [v.callLine] : v.isInPerson ? [v.visitLine] : []),
      ],
    },
    reminder_2h: {
      subject: 'યાદ અપાવીએ: આપની એપોઇન્ટમેન્ટ 2 કલાકમાં શરૂ થશે',
      lines: (v) => [
        `${v.doctorName} સાથે ${v.serviceName} માટેની આપની એપોઇન્ટમેન્ટ 2 કલાકમાં શરૂ થશે. ${v.isCall ? v.callLine : v.isInPerson ? v.visitLine : 'લિંક શરૂઆતના 15 મિનિટ પહેલાં ખૂલી જશે.'}`,
      ],
    },
  },
};
