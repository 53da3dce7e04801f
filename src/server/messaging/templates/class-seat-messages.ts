import { site } from '../../../content/site';
import { type Locale, localizePath } from '../../../i18n/locales';
import type { SeatMode } from '../../../lib/domain/classes';
import { clinicDateAndTime } from '../../../lib/format/date';
import { type RenderedMessage, toEmail } from '../outbox/render-message';
import { MESSAGE_DATE } from './appointment-values';
import type { PatientTemplates } from './shared';
import { en } from './en';
import { gu } from './gu';
import { hi } from './hi';

const SHARED: Record<Locale, PatientTemplates> = { en, hi, gu };

export type ClassSeatMessageKind = 'class_seat_booked' | 'class_seat_reminder';

interface Words {
  place: Record<SeatMode, string>;
  subject: Record<ClassSeatMessageKind, string>;
  line: Record<ClassSeatMessageKind, (title: string, place: string, date: string, time: string) => string>;
  /** Where the online link and the calendar file are. */
  pageLine: string;
  button: string;
}

/** The class seat messages' e-mails (issue 48) in each language; SMS and WhatsApp use the catalogue's templates. */
const WORDS: Record<Locale, Words> = {
  en: {
    place: { in_person: 'at the clinic', online: 'online' },
    subject: { class_seat_booked: 'Your class seat is booked', class_seat_reminder: 'Your class is coming up' },
    line: {
      class_seat_booked: (title, place, date, time) => `Your seat in ${title} (${place}) is booked. The next session is on ${date} at ${time} IST.`,
      class_seat_reminder: (title, place, date, time) => `A reminder: your ${title} class (${place}) is on ${date} at ${time} IST.`,
    },
    pageLine: 'The calendar file, and the link for an online class shortly before it starts, are on My appointments.',
    button: 'My appointments',
  },
  hi: {
    place: { in_person: 'क्लिनिक में', online: 'ऑनलाइन' },
    subject: { class_seat_booked: 'आपकी कक्षा की सीट बुक हो गई है', class_seat_reminder: 'आपकी कक्षा जल्द है' },
    line: {
      class_seat_booked: (title, place, date, time) => `${title} (${place}) में आपकी सीट बुक हो गई है। अगला सत्र ${date} को ${time} बजे (IST) है।`,
      class_seat_reminder: (title, place, date, time) => `याद दिला दें: आपकी ${title} कक्षा (${place}) ${date} को ${time} बजे (IST) है।`,
    },
    pageLine: 'कैलेंडर फ़ाइल, और ऑनलाइन कक्षा का लिंक शुरू होने से कुछ पहले, मेरी अपॉइंटमेंट पर मिलेंगे।',
    button: 'मेरी अपॉइंटमेंट',
  },
  gu: {
    place: { in_person: 'ક્લિનિકમાં', online: 'ઑનલાઇન' },
    subject: { class_seat_booked: 'આપની વર્ગની બેઠક બુક થઈ ગઈ છે', class_seat_reminder: 'આપનો વર્ગ નજીક છે' },
    line: {
      class_seat_booked: (title, place, date, time) => `${title} (${place}) માં આપની બેઠક બુક થઈ ગઈ છે. આગલું સત્ર ${date} ના રોજ ${time} વાગ્યે (IST) છે.`,
      class_seat_reminder: (title, place, date, time) => `યાદ અપાવીએ: આપનો ${title} વર્ગ (${place}) ${date} ના રોજ ${time} વાગ્યે (IST) છે.`,
    },
    pageLine: 'કૅલેન્ડર ફાઇલ, અને ઑનલાઇન વર્ગની લિંક શરૂ થવાના થોડા સમય પહેલાં, મારી એપોઇન્ટમેન્ટ પર મળશે.',
    button: 'મારી એપોઇન્ટમેન્ટ',
  },
};

/** A seat as its messages name it, the title already in the patient's language. */
export interface ClassSeatFacts {
  patientName: string;
  classTitle: string;
  mode: SeatMode;
  /** The session the message is about: the seat's next one, or the one reminded of. */
  start: Date;
}

/** A paid seat's confirmation, or a session's reminder: the class, in person or online, the date and time (IST). */
export function renderClassSeatMessage(kind: ClassSeatMessageKind, facts: ClassSeatFacts, siteUrl: string, language: Locale): RenderedMessage {
  const t = SHARED[language];
  const w = WORDS[language];
  const { date, time } = clinicDateAndTime(facts.start, language, MESSAGE_DATE);
  const place = w.place[facts.mode];
  return toEmail(
    {
      subject: w.subject[kind],
      greeting: t.greeting(facts.patientName),
      lines: [w.line[kind](facts.classTitle, place, date, time), w.pageLine],
      details: [],
      button: { label: w.button, url: new URL(localizePath('/my-appointments', language), siteUrl).toString() },
      footer: [t.questionsLine(site.phone)],
      mobile: { name: kind, language, values: { patient: facts.patientName, classname: facts.classTitle, place, date, time } },
    },
    t,
  );
}
