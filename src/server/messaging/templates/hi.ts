import { FULL_REFUND_MIN_HOURS, PARTIAL_REFUND_PERCENT, SELF_SERVICE_CANCEL_MIN_HOURS } from '../../../lib/policy/appointment-policy';
import { type PatientTemplates } from './shared';
import { clinicDateAndTime, LONG_DATE } from '../../../lib/format/date';

/** The patient's messages in Hindi, as the clinic's staff write them: plain, with आप. */
export const hi: PatientTemplates = {
  locale: 'hi',
  clinicName: 'जामनगर आयुर्वेद क्लिनिक',
  formatWhen: (start) => {
    const { date, time } = clinicDateAndTime(start, 'hi', LONG_DATE);
    return `${date}, ${time} बजे भारतीय समय (IST)`;
  },
  greeting: (patientName) => `नमस्ते ${patientName} जी,`,
  labels: {
    when: 'समय',
    doctor: 'डॉक्टर',
    consultation: 'परामर्श',
    meetingLink: 'मीटिंग लिंक',
    join: 'परामर्श से जुड़ें',
    manage: 'मेरे अपॉइंटमेंट देखें',
    bookAgain: 'नया अपॉइंटमेंट बुक करें',
    map: 'नक्शा',
  },
  whenDetail: (when) => when,
  cancellationPolicy:
    `पूरा रिफ़ंड पाने के लिए अपॉइंटमेंट शुरू होने से कम से कम ${FULL_REFUND_MIN_HOURS} घंटे पहले रद्द करें; ` +
    `कम से कम ${SELF_SERVICE_CANCEL_MIN_HOURS} घंटे पहले रद्द करने पर ${PARTIAL_REFUND_PERCENT}% रिफ़ंड मिलेगा। उसके बाद कृपया क्लिनिक को फ़ोन करें।`,
  manageLine: (url) => `अपना अपॉइंटमेंट यहाँ देखें या बदलें: ${url}`,
  questionsLine: (phone) => `कोई सवाल हो तो हमें ${phone} पर फ़ोन करें।`,
  callLine: (mobile) => `डॉक्टर अपॉइंटमेंट के समय आपके सत्यापित नंबर ${mobile} पर फ़ोन करेंगे।`,
  visitLine: (address) => `आपका अपॉइंटमेंट क्लिनिक पर है: ${address}। कृपया 10 मिनट पहले पहुँचें।`,
  kinds: {
    booking_confirmed: {
      subject: 'आपका अपॉइंटमेंट पक्का हो गया है',
      lines: (v) => [
        `${v.doctorName} के साथ ${v.serviceName} के लिए आपका अपॉइंटमेंट बुक हो गया है और भुगतान मिल गया है। साथ में लगी कैलेंडर फ़ाइल इसे आपके कैलेंडर में जोड़ देगी।`,
        ...(v.isCall ? [v.callLine] : v.isInPerson ? [v.visitLine] : []),
        `परामर्श से पहले डॉक्टर को अपना इतिहास बताएँ और अपनी रिपोर्ट साझा करें (मेरे अपॉइंटमेंट): ${v.manageUrl}`,
      ],
    },
    rescheduled: {
      subject: 'आपके अपॉइंटमेंट का समय बदल गया है',
      lines: (v) => [
        `${v.doctorName} के साथ ${v.serviceName} के लिए आपका अपॉइंटमेंट अब नए समय पर है। साथ में लगी कैलेंडर फ़ाइल आपके कैलेंडर में समय बदल देगी।`,
        ...(v.isCall ? [v.callLine] : v.isInPerson ? [v.visitLine] : []),
      ],
    },
    cancelled: {
      subject: 'आपका अपॉइंटमेंट रद्द हो गया है',
      lines: (v) =>
        v.isByClinic
          ? [
              `हमें खेद है: क्लिनिक को ${v.doctorName} के साथ ${v.serviceName} के लिए आपका अपॉइंटमेंट रद्द करना पड़ा है।`,
              `कारण: ${v.reason}`,
              v.refundDue
                ? `आपने जिस कार्ड या खाते से भुगतान किया था, उसमें ${v.refund} वापस भेजे जा रहे हैं।`
                : v.wasPaid
                  ? 'इस अपॉइंटमेंट को रद्द करने पर कोई रिफ़ंड नहीं बनता।'
                  : 'इसके लिए कोई भुगतान नहीं लिया गया था।',
              `जब आपको सुविधा हो, कृपया नया समय बुक करें: ${v.bookUrl}`,
            ]
          : [
              `${v.doctorName} के साथ ${v.serviceName} के लिए आपका अपॉइंटमेंट रद्द कर दिया गया है।`,
              v.refundDue ? `आपने जिस कार्ड या खाते से भुगतान किया था, उसमें ${v.refund} वापस भेजे जा रहे हैं।` : 'इस अपॉइंटमेंट को रद्द करने पर कोई रिफ़ंड नहीं बनता।',
            ],
    },
    refund_processed: {
      subject: 'आपका रिफ़ंड भेज दिया गया है',
      lines: (v) => [`${v.refund} का आपका रिफ़ंड भेज दिया गया है। बैंक में यह आम तौर पर 5 से 7 कामकाजी दिनों में दिख जाता है।`],
    },
    reminder_72h: {
      subject: 'याद दिला दें: आपका अपॉइंटमेंट 3 दिन बाद है',
      lines: (v) => [
        `याद दिला दें: ${v.doctorName} के साथ ${v.serviceName} के लिए आपका अपॉइंटमेंट 3 दिन बाद है। अगर समय अब ठीक नहीं है, तो आप इसे अभी बदल या रद्द कर सकते हैं।`,
        ...(v.isCall ? [v.callLine] : []),
      ],
    },
    reminder_24h: {
      subject: 'याद दिला दें: आपका अपॉइंटमेंट कल है',
      lines: (v) => [
        `याद दिला दें: ${v.doctorName} के साथ ${v.serviceName} के लिए आपका अपॉइंटमेंट कल है।`,
        ...(v.isCall ? [v.callLine] : v.isInPerson ? [v.visitLine] : []),
      ],
    },
    reminder_2h: {
      subject: 'याद दिला दें: आपका अपॉइंटमेंट 2 घंटे में शुरू होगा',
      lines: (v) => [
        `${v.doctorName} के साथ ${v.serviceName} के लिए आपका अपॉइंटमेंट 2 घंटे में शुरू होगा। ${v.isCall ? v.callLine : v.isInPerson ? v.visitLine : 'लिंक शुरू होने से 15 मिनट पहले खुल जाएगा।'}`,
      ],
    },
  },
};
