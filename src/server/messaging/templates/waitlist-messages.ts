import { site } from '../../../content/site';
import { type Locale } from '../../../i18n/locales';
import type { AppointmentMode } from '../../../lib/domain/appointments';
import type { SeatMode } from '../../../lib/domain/classes';
import { clinicDateAndTime } from '../../../lib/format/date';
import { type RenderedMessage, toEmail } from '../outbox/render-message';
import { MESSAGE_DATE } from './appointment-values';
import type { PatientTemplates } from './shared';
import { en } from './en';
import { gu } from './gu';
import { hi } from './hi';

const SHARED: Record<Locale, PatientTemplates> = { en, hi, gu };

interface Words {
  place: Record<SeatMode, string>;
  subject: string;
  lines: (title: string, place: string, date: string, time: string, until: string) => string[];
  button: string;
  /** A doctor's day (docs/decisions/053): the consultation's name in the SMS, and the e-mail's words. */
  consultation: {
    name: (doctor: string) => string;
    modes: Record<AppointmentMode, string>;
    subject: string;
    lines: (doctor: string, service: string, mode: string, date: string, time: string, until: string) => string[];
  };
}

/** The waitlist offer's e-mail (issue 48, docs/decisions/050) in each language; SMS and WhatsApp use the catalogue's `waitlist_offer`. */
const WORDS: Record<Locale, Words> = {
  en: {
    place: { in_person: 'at the clinic', online: 'online' },
    subject: 'A seat has freed for you',
    lines: (title, place, date, time, until) => [
      `A seat in ${title} (${place}) on ${date} at ${time} IST is free, and it is kept for you until ${until} IST.`,
      'Claim it and pay with the button below. If you do not, it goes to the next person in line; nothing is charged.',
    ],
    button: 'Claim and pay',
    consultation: {
      name: (doctor) => `${doctor}'s consultations`,
      modes: { video: 'video call', call: 'phone call', in_person: 'at the clinic' },
      subject: 'A consultation time has freed for you',
      lines: (doctor, service, mode, date, time, until) => [
        `A time with ${doctor} (${service}, ${mode}) on ${date} at ${time} IST is free, and it is kept for you until ${until} IST.`,
        'Claim it and pay with the button below. If you do not, it goes to the next person in line; nothing is charged.',
      ],
    },
  },
  hi: {
    place: { in_person: 'क्लिनिक में', online: 'ऑनलाइन' },
    subject: 'आपके लिए एक सीट खाली हुई है',
    lines: (title, place, date, time, until) => [
      `${title} (${place}) में ${date} को ${time} बजे (IST) की एक सीट खाली है, और ${until} (IST) तक आपके लिए रखी है।`,
      'नीचे के बटन से इसे लें और भुगतान करें। न लेने पर यह कतार में अगले व्यक्ति को जाएगी; कोई शुल्क नहीं लगेगा।',
    ],
    button: 'लें और भुगतान करें',
    consultation: {
      name: (doctor) => `${doctor} के परामर्श`,
      modes: { video: 'वीडियो कॉल', call: 'फ़ोन कॉल', in_person: 'क्लिनिक में' },
      subject: 'आपके लिए परामर्श का एक समय खाली हुआ है',
      lines: (doctor, service, mode, date, time, until) => [
        `${doctor} के साथ ${date} को ${time} बजे (IST) का समय (${service}, ${mode}) खाली है, और ${until} (IST) तक आपके लिए रखा है।`,
        'नीचे के बटन से इसे लें और भुगतान करें। न लेने पर यह कतार में अगले व्यक्ति को जाएगा; कोई शुल्क नहीं लगेगा।',
      ],
    },
  },
  gu: {
    place: { in_person: 'ક્લિનિકમાં', online: 'ઑનલાઇન' },
    subject: 'આપના માટે એક બેઠક ખાલી થઈ છે',
    lines: (title, place, date, time, until) => [
      `${title} (${place}) માં ${date} ના રોજ ${time} વાગ્યે (IST) ની એક બેઠક ખાલી છે, અને ${until} (IST) સુધી આપના માટે રાખી છે.`,
      'નીચેના બટનથી તે લો અને ચુકવણી કરો. ન લો તો તે કતારમાં આગળની વ્યક્તિને જશે; કોઈ શુલ્ક લાગશે નહીં.',
    ],
    button: 'લો અને ચુકવણી કરો',
    consultation: {
      name: (doctor) => `${doctor} ના પરામર્શ`,
      modes: { video: 'વીડિયો કૉલ', call: 'ફોન કૉલ', in_person: 'ક્લિનિકમાં' },
      subject: 'આપના માટે પરામર્શનો એક સમય ખાલી થયો છે',
      lines: (doctor, service, mode, date, time, until) => [
        `${doctor} સાથે ${date} ના રોજ ${time} વાગ્યે (IST) નો સમય (${service}, ${mode}) ખાલી છે, અને ${until} (IST) સુધી આપના માટે રાખ્યો છે.`,
        'નીચેના બટનથી તે લો અને ચુકવણી કરો. ન લો તો તે કતારમાં આગળની વ્યક્તિને જશે; કોઈ શુલ્ક લાગશે નહીં.',
      ],
    },
  },
};

export interface WaitlistOfferFacts {
  patientName: string;
  classTitle: string;
  mode: SeatMode;
  /** A doctor's day offered instead of a class seat (classTitle and mode then unused). */
  consultation?: { doctorName: string; serviceName: string; mode: AppointmentMode };
  start: Date;
  expiresAt: Date;
  /** The claim page's whole address (the e-mail's button). */
  url: string;
  /** The link as SMS and WhatsApp carry it: the short link on the clinic's site. */
  shortUrl: string;
}

/** A freed seat offered to the first in line: the session, how long it is kept, the one-tap claim link. */
export function renderWaitlistOffer(facts: WaitlistOfferFacts, language: Locale): RenderedMessage {
  const t = SHARED[language];
  const w = WORDS[language];
  const { date, time } = clinicDateAndTime(facts.start, language, MESSAGE_DATE);
  const end = clinicDateAndTime(facts.expiresAt, language, MESSAGE_DATE);
  const until = `${end.date}, ${end.time}`;
  const c = facts.consultation;
  const title = c ? w.consultation.name(c.doctorName) : facts.classTitle;
  return toEmail(
    {
      subject: c ? w.consultation.subject : w.subject,
      greeting: t.greeting(facts.patientName),
      lines: c
        ? w.consultation.lines(c.doctorName, c.serviceName, w.consultation.modes[c.mode], date, time, until)
        : w.lines(facts.classTitle, w.place[facts.mode], date, time, until),
      details: [],
      button: { label: w.button, url: facts.url },
      footer: [t.questionsLine(site.phone)],
      mobile: {
        name: 'waitlist_offer',
        language,
        values: { patient: facts.patientName, classname: title, date, time, paylink: facts.shortUrl },
      },
    },
    t,
  );
}
