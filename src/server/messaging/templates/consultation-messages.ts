import { site } from '../../../content/site';
import { INTL_LOCALE, type Locale, localizePath } from '../../../i18n/locales';
import { dateTimeFormatOf } from '../../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../../lib/time/clinic-time';
import { clinicNamesIn } from '../../../i18n/clinic-names';
import type { PatientTemplates } from './shared';
import { en } from './en';
import { gu } from './gu';
import { hi } from './hi';
import { type RenderedMessage, toEmail } from '../outbox/render-message';

const SHARED: Record<Locale, PatientTemplates> = { en, hi, gu };

interface Words {
  summarySubject: string;
  summaryLines: (doctor: string) => string[];
  summaryButton: string;
  recallSubject: string;
  recallLines: (doctor: string, service: string, due: string) => string[];
  recallButton: string;
}

/** The consultation's two patient messages (issue 29) in each language. */
const WORDS: Record<Locale, Words> = {
  en: {
    summarySubject: 'Your visit summary and prescription',
    summaryLines: (doctor) => [
      `${doctor} has written up your consultation. Your visit summary and prescription are attached, and you can download them again from My appointments.`,
    ],
    summaryButton: 'Open My appointments',
    recallSubject: 'Time for your follow-up',
    recallLines: (doctor, service, due) => [
      `${doctor} asked to see you again for your ${service} around ${due}.`,
      'Book your follow-up with one tap:',
    ],
    recallButton: 'Book your follow-up',
  },
  hi: {
    summarySubject: 'आपके परामर्श का सारांश और पर्चा',
    summaryLines: (doctor) => [
      `${doctor} ने आपके परामर्श का विवरण लिख दिया है। आपके परामर्श का सारांश और पर्चा साथ में लगा है, और आप इसे "मेरे अपॉइंटमेंट" से फिर से डाउनलोड कर सकते हैं।`,
    ],
    summaryButton: 'मेरे अपॉइंटमेंट खोलें',
    recallSubject: 'आपके फ़ॉलो-अप का समय',
    recallLines: (doctor, service, due) => [`${doctor} आपको ${service} के लिए लगभग ${due} को फिर से देखना चाहते हैं।`, 'एक टैप में अपना फ़ॉलो-अप बुक करें:'],
    recallButton: 'फ़ॉलो-अप बुक करें',
  },
  gu: {
    summarySubject: 'તમારા પરામર્શનો સારાંશ અને પ્રિસ્ક્રિપ્શન',
    summaryLines: (doctor) => [
      `${doctor} એ તમારા પરામર્શની વિગત લખી છે. તમારા પરામર્શનો સારાંશ અને પ્રિસ્ક્રિપ્શન સાથે જોડેલા છે, અને તમે તેને "મારી એપોઇન્ટમેન્ટ્સ" માંથી ફરી ડાઉનલોડ કરી શકો છો.`,
    ],
    summaryButton: 'મારી એપોઇન્ટમેન્ટ્સ ખોલો',
    recallSubject: 'તમારા ફોલો-અપનો સમય',
    recallLines: (doctor, service, due) => [`${doctor} તમને ${service} માટે લગભગ ${due} ના રોજ ફરી મળવા માંગે છે.`, 'એક ટૅપમાં તમારું ફોલો-અપ બુક કરો:'],
    recallButton: 'ફોલો-અપ બુક કરો',
  },
};

export interface ConsultationMessageFacts {
  patientName: string;
  doctorName: string;
  serviceName: string;
  serviceId: number;
  doctorId: number;
  dueAt: Date;
}

/** The booking page with the same service and doctor chosen, in the patient's language. */
export const rebookingUrl = (siteUrl: string, language: Locale, serviceId: number, doctorId: number) => {
  const url = new URL(localizePath('/book-appointment', language), siteUrl);
  url.searchParams.set('service', String(serviceId));
  url.searchParams.set('doctor', String(doctorId));
  return url.toString();
};

/** A day in the clinic's calendar, in the message's language ('12 December 2026'). */
const clinicDay = (instant: Date, language: Locale) =>
  dateTimeFormatOf(INTL_LOCALE[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: CLINIC_TIME_ZONE }).format(instant);

function namesIn(language: Locale, facts: ConsultationMessageFacts) {
  const names = clinicNamesIn(language);
  return { doctor: names[facts.doctorName] ?? facts.doctorName, service: names[facts.serviceName] ?? facts.serviceName };
}

export function renderVisitSummaryMessage(facts: ConsultationMessageFacts, siteUrl: string, language: Locale): RenderedMessage {
  const t = SHARED[language];
  const w = WORDS[language];
  const { doctor } = namesIn(language, facts);
  const manageUrl = new URL(localizePath('/my-appointments', language), siteUrl).toString();
  return toEmail(
    {
      subject: w.summarySubject,
      greeting: t.greeting(facts.patientName),
      lines: w.summaryLines(doctor),
      details: [],
      button: { label: w.summaryButton, url: manageUrl },
      footer: [t.questionsLine(site.phone)],
      mobile: { name: 'visit_summary', language, values: { patient: facts.patientName, doctor } },
    },
    t,
  );
}

export function renderRecallMessage(facts: ConsultationMessageFacts, siteUrl: string, language: Locale): RenderedMessage {
  const t = SHARED[language];
  const w = WORDS[language];
  const { doctor, service } = namesIn(language, facts);
  const url = rebookingUrl(siteUrl, language, facts.serviceId, facts.doctorId);
  const due = clinicDay(facts.dueAt, language);
  return toEmail(
    {
      subject: w.recallSubject,
      greeting: t.greeting(facts.patientName),
      lines: w.recallLines(doctor, service, due),
      details: [],
      button: { label: w.recallButton, url },
      footer: [],
      mobile: {
        name: 'follow_up_recall',
        language,
        values: { patient: facts.patientName, doctor, date: due, serviceid: String(facts.serviceId), doctorid: String(facts.doctorId) },
      },
    },
    t,
  );
}
