import { site } from '../../../content/site';
import type { Locale } from '../../../i18n/locales';
import { clinicDateAndTime } from '../../../lib/format/date';
import { type RenderedMessage, toEmail } from '../outbox/render-message';
import { MESSAGE_DATE } from './appointment-values';
import type { PatientTemplates } from './shared';
import { en } from './en';
import { gu } from './gu';
import { hi } from './hi';

const SHARED: Record<Locale, PatientTemplates> = { en, hi, gu };

export type ClassMessageKind = 'class_session_cancelled' | 'class_announcement';

interface Words {
  cancelledSubject: string;
  cancelledLines: (title: string, date: string, time: string) => string[];
  announcementSubject: (title: string) => string;
  announcementLine: (title: string, date: string, time: string) => string;
}

/** Running a class's e-mails (issue 48) in each language; SMS and WhatsApp use the catalogue's class templates. */
const WORDS: Record<Locale, Words> = {
  en: {
    cancelledSubject: 'Your class session is cancelled',
    cancelledLines: (title, date, time) => [
      `We are sorry: the clinic has cancelled ${title} on ${date} at ${time} IST.`,
      'What you paid for this session is refunded to you; banks usually show it within 5 to 7 working days.',
    ],
    announcementSubject: (title) => `A message about ${title}`,
    announcementLine: (title, date, time) => `A message about ${title} on ${date} at ${time} IST:`,
  },
  hi: {
    cancelledSubject: 'आपका कक्षा सत्र रद्द हो गया है',
    cancelledLines: (title, date, time) => [
      `क्षमा करें: क्लिनिक ने ${date} को ${time} बजे (IST) की ${title} कक्षा रद्द कर दी है।`,
      'इस सत्र के लिए आपका भुगतान लौटाया जा रहा है; बैंक में यह आम तौर पर 5 से 7 कामकाजी दिनों में दिखता है।',
    ],
    announcementSubject: (title) => `${title} के बारे में संदेश`,
    announcementLine: (title, date, time) => `${date} को ${time} बजे (IST) की ${title} कक्षा के बारे में संदेश:`,
  },
  gu: {
    cancelledSubject: 'આપનું વર્ગ સત્ર રદ થયું છે',
    cancelledLines: (title, date, time) => [
      `માફ કરશો: ક્લિનિકે ${date} ના રોજ ${time} વાગ્યે (IST) નો ${title} વર્ગ રદ કર્યો છે.`,
      'આ સત્ર માટે આપની ચુકવણી પાછી આપવામાં આવે છે; બેંકમાં તે સામાન્ય રીતે 5 થી 7 કામકાજના દિવસોમાં દેખાય છે.',
    ],
    announcementSubject: (title) => `${title} વિશે સંદેશ`,
    announcementLine: (title, date, time) => `${date} ના રોજ ${time} વાગ્યે (IST) ના ${title} વર્ગ વિશે સંદેશ:`,
  },
};

/** A class session as its messages name it, the title already in the patient's language. */
export interface ClassMessageFacts {
  patientName: string;
  title: string;
  start: Date;
  /** Staff's text, for an announcement. */
  note?: string;
}

/** A session cancelled by the clinic, or staff's message to its attendees: an e-mail, and the catalogue's template on mobile. */
export function renderClassMessage(kind: ClassMessageKind, facts: ClassMessageFacts, language: Locale): RenderedMessage {
  const t = SHARED[language];
  const w = WORDS[language];
  const { date, time } = clinicDateAndTime(facts.start, language, MESSAGE_DATE);
  const values = { patient: facts.patientName, classtitle: facts.title, date, time };
  const isCancel = kind === 'class_session_cancelled';
  return toEmail(
    {
      subject: isCancel ? w.cancelledSubject : w.announcementSubject(facts.title),
      greeting: t.greeting(facts.patientName),
      lines: isCancel ? w.cancelledLines(facts.title, date, time) : [w.announcementLine(facts.title, date, time), facts.note ?? ''],
      details: [],
      footer: [t.questionsLine(site.phone)],
      mobile: { name: kind, language, values: isCancel ? values : { ...values, note: facts.note ?? '' } },
    },
    t,
  );
}
