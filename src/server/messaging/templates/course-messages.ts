import { site } from '../../../content/site';
import { type Locale, localizePath } from '../../../i18n/locales';
import { clinicDateAndTime } from '../../../lib/format/date';
import { formatPaise } from '../../../lib/format/money';
import { type RenderedMessage, toEmail } from '../outbox/render-message';
import { type LinkMessageFacts, renderLinkMessage } from './link-message';
import { MESSAGE_DATE } from './appointment-values';
import type { PatientTemplates } from './shared';
import { en } from './en';
import { gu } from './gu';
import { hi } from './hi';

const SHARED: Record<Locale, PatientTemplates> = { en, hi, gu };

export type CourseReminderKind = 'course_session_evening' | 'course_session_morning';

interface Words {
  reminderSubject: Record<CourseReminderKind, string>;
  reminderLine: Record<CourseReminderKind, (therapies: string, date: string, time: string, room: string) => string>;
  instructionsTitle: string;
  /** Said when no therapy of the day has instructions of its own. */
  noInstructions: string;
  coursesButton: string;
  refundSubject: string;
  refundLines: (amount: string, course: string) => string[];
  linkSubject: string;
  linkLines: (amount: string, course: string, until: string) => string[];
  payButton: string;
}

/** The course messages' e-mails (issue 47) in each language; SMS and WhatsApp use the course templates of the catalogue. */
const WORDS: Record<Locale, Words> = {
  en: {
    reminderSubject: { course_session_evening: 'Your therapy tomorrow', course_session_morning: 'Your therapy today' },
    reminderLine: {
      course_session_evening: (therapies, date, time, room) =>
        `A reminder: your ${therapies} session is tomorrow, ${date}, at ${time} IST in ${room}.`,
      course_session_morning: (therapies, _date, time, room) => `Today at ${time} IST: your ${therapies} session in ${room}.`,
    },
    instructionsTitle: 'Before you come:',
    noInstructions: 'Please come 10 minutes early.',
    coursesButton: 'See your course',
    refundSubject: 'Your course refund has been processed',
    refundLines: (amount, course) => [
      `Your refund of ${amount} for your ${course} has been processed.`,
      'Banks usually show it within 5 to 7 working days. The credit note is attached.',
    ],
    linkSubject: 'Pay for your Panchakarma course',
    linkLines: (amount, course, until) => [
      `Please pay ${amount} for your ${course} with the link below. Your sessions stay booked for you.`,
      `The link works until ${until}.`,
    ],
    payButton: 'Pay now',
  },
  hi: {
    reminderSubject: { course_session_evening: 'कल आपकी चिकित्सा', course_session_morning: 'आज आपकी चिकित्सा' },
    reminderLine: {
      course_session_evening: (therapies, date, time, room) => `याद दिला दें: आपका ${therapies} सत्र कल है: ${date} को ${time} बजे (IST), ${room} में।`,
      course_session_morning: (therapies, _date, time, room) => `आज ${time} बजे (IST): आपका ${therapies} सत्र, ${room} में।`,
    },
    instructionsTitle: 'आने से पहले:',
    noInstructions: 'कृपया 10 मिनट पहले आएँ।',
    coursesButton: 'अपना कोर्स देखें',
    refundSubject: 'आपके कोर्स का रिफ़ंड भेज दिया गया है',
    refundLines: (amount, course) => [
      `आपके ${course} का ${amount} का रिफ़ंड भेज दिया गया है।`,
      'बैंक में यह आम तौर पर 5 से 7 कामकाजी दिनों में दिखता है। क्रेडिट नोट साथ में लगा है।',
    ],
    linkSubject: 'अपने पंचकर्म कोर्स का भुगतान करें',
    linkLines: (amount, course, until) => [
      `नीचे दिए लिंक से अपने ${course} के लिए ${amount} का भुगतान करें। आपके सत्र आपके लिए बुक हैं।`,
      `लिंक ${until} तक काम करेगा।`,
    ],
    payButton: 'अभी भुगतान करें',
  },
  gu: {
    reminderSubject: { course_session_evening: 'આવતીકાલે આપની ચિકિત્સા', course_session_morning: 'આજે આપની ચિકિત્સા' },
    reminderLine: {
      course_session_evening: (therapies, date, time, room) =>
        `યાદ અપાવીએ: આપનું ${therapies} સત્ર કાલે છે: ${date} ના રોજ ${time} વાગ્યે (IST), ${room} માં.`,
      course_session_morning: (therapies, _date, time, room) => `આજે ${time} વાગ્યે (IST): આપનું ${therapies} સત્ર, ${room} માં.`,
    },
    instructionsTitle: 'આવતા પહેલાં:',
    noInstructions: 'કૃપા કરી 10 મિનિટ વહેલા આવો.',
    coursesButton: 'આપનો કોર્સ જુઓ',
    refundSubject: 'આપના કોર્સનું રિફંડ મોકલી દેવામાં આવ્યું છે',
    refundLines: (amount, course) => [
      `આપના ${course} માટે ${amount}નું રિફંડ મોકલી દેવામાં આવ્યું છે.`,
      'બેંકમાં તે સામાન્ય રીતે 5 થી 7 કામકાજના દિવસોમાં દેખાય છે. ક્રેડિટ નોટ સાથે જોડેલી છે.',
    ],
    linkSubject: 'આપના પંચકર્મ કોર્સની ચુકવણી કરો',
    linkLines: (amount, course, until) => [
      `નીચેની લિંકથી આપના ${course} માટે ${amount} ની ચુકવણી કરો. આપના સત્રો આપના માટે બુક છે.`,
      `લિંક ${until} સુધી કામ કરશે.`,
    ],
    payButton: 'હમણાં ચુકવણી કરો',
  },
};

/** A session day as its reminders name it, every text already in the patient's language. */
export interface CourseDayFacts {
  patientName: string;
  /** The day's therapies in order ("Abhyanga, Swedana"). */
  therapies: string[];
  /** The day's first session: its start and room. */
  start: Date;
  room: string;
  /** Each therapy's instructions for before it, those it has. */
  instructions: string[];
}

const coursesUrl = (siteUrl: string, language: Locale) => new URL(localizePath('/my-appointments', language), siteUrl).toString();

/** The evening-before or morning-of reminder of a course's session day: the therapies, time (IST), room and instructions. */
export function renderCourseReminder(kind: CourseReminderKind, facts: CourseDayFacts, siteUrl: string, language: Locale): RenderedMessage {
  const t = SHARED[language];
  const w = WORDS[language];
  const { date, time } = clinicDateAndTime(facts.start, language, MESSAGE_DATE);
  const therapy = facts.therapies.join(', ');
  const instructions = facts.instructions.length > 0 ? facts.instructions.join(' ') : w.noInstructions;
  return toEmail(
    {
      subject: w.reminderSubject[kind],
      greeting: t.greeting(facts.patientName),
      lines: [w.reminderLine[kind](therapy, date, time, facts.room), w.instructionsTitle, instructions],
      details: [],
      button: { label: w.coursesButton, url: coursesUrl(siteUrl, language) },
      footer: [t.questionsLine(site.phone)],
      mobile: { name: kind, language, values: { therapy, date, time, room: facts.room, instructions } },
    },
    t,
  );
}

/** The patient's message when a course's refund has gone back: the amount and the course. */
export function renderCourseRefund(facts: { patientName: string; courseName: string; refundPaise: number }, language: Locale): RenderedMessage {
  const t = SHARED[language];
  const refund = formatPaise(facts.refundPaise, language);
  return toEmail(
    {
      subject: WORDS[language].refundSubject,
      greeting: t.greeting(facts.patientName),
      lines: WORDS[language].refundLines(refund, facts.courseName),
      details: [],
      footer: [t.questionsLine(site.phone)],
      mobile: { name: 'course_refund_processed', language, values: { patient: facts.patientName, refund, course: facts.courseName } },
    },
    t,
  );
}

export interface CoursePaymentLinkFacts extends LinkMessageFacts {
  courseName: string;
}

/** The payment link staff sent for a course: an e-mail with a Pay button, the `course_payment_link` template on mobile. */
export function renderCoursePaymentLink(facts: CoursePaymentLinkFacts, language: Locale): RenderedMessage {
  const w = WORDS[language];
  return renderLinkMessage(
    facts,
    language,
    { subject: w.linkSubject, lines: (amount, until) => w.linkLines(amount, facts.courseName, until), button: w.payButton },
    (amount) => ({
      name: 'course_payment_link',
      language,
      values: { patient: facts.patientName, course: facts.courseName, amount, paylink: facts.shortUrl },
    }),
  );
}
