import { site } from '../../../content/site';
import { type Locale, localizePath } from '../../../i18n/locales';
import { clinicNamesIn } from '../../../i18n/clinic-names';
import type { PatientTemplates } from './shared';
import { en } from './en';
import { gu } from './gu';
import { hi } from './hi';
import { type RenderedMessage, toEmail } from '../outbox/render-message';

const SHARED: Record<Locale, PatientTemplates> = { en, hi, gu };

/** The feedback request's e-mail words (issue 49): the same ask to every patient, whatever the visit. */
const WORDS: Record<Locale, { subject: string; lines: (doctor: string) => string[]; button: string; footer: string }> = {
  en: {
    subject: 'How was your visit?',
    lines: (doctor) => [`Thank you for your visit with ${doctor}. How was it? Please rate it from 1 to 5; a comment is welcome but optional.`],
    button: 'Rate your visit',
    footer: 'The link works once, for 14 days.',
  },
  hi: {
    subject: 'आपका परामर्श कैसा रहा?',
    lines: (doctor) => [`${doctor} के साथ परामर्श के लिए धन्यवाद। आपका अनुभव कैसा रहा? कृपया 1 से 5 तक रेटिंग दें; टिप्पणी लिखना आपकी मर्ज़ी है।`],
    button: 'रेटिंग दें',
    footer: 'यह लिंक एक बार, 14 दिन तक चलेगा।',
  },
  gu: {
    subject: 'આપની મુલાકાત કેવી રહી?',
    lines: (doctor) => [`${doctor} સાથેની મુલાકાત માટે આભાર. આપનો અનુભવ કેવો રહ્યો? કૃપા કરી 1 થી 5 સુધી રેટિંગ આપો; ટિપ્પણી લખવી મરજિયાત છે.`],
    button: 'રેટિંગ આપો',
    footer: 'આ લિંક એક વાર, 14 દિવસ સુધી ચાલશે.',
  },
};

/** The feedback page with its token, in the patient's language. */
export const feedbackUrl = (siteUrl: string, language: Locale, token: string) => {
  const url = new URL(localizePath('/feedback', language), siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

/** The request for feedback on one visit: e-mail and the registered mobile template (`visit_feedback`). */
export function renderFeedbackRequest(
  facts: { patientName: string; doctorName: string; token: string },
  siteUrl: string,
  language: Locale,
): RenderedMessage {
  const t = SHARED[language];
  const w = WORDS[language];
  const doctor = clinicNamesIn(language)[facts.doctorName] ?? facts.doctorName;
  return toEmail(
    {
      subject: w.subject,
      greeting: t.greeting(facts.patientName),
      lines: w.lines(doctor),
      details: [],
      button: { label: w.button, url: feedbackUrl(siteUrl, language, facts.token) },
      footer: [w.footer, t.questionsLine(site.phone)],
      mobile: { name: 'visit_feedback', language, values: { patient: facts.patientName, doctor, feedbackcode: facts.token } },
    },
    t,
  );
}
