import { site } from '../../../content/site';
import { type Locale, localizePath } from '../../../i18n/locales';
import type { PatientTemplates } from './shared';
import { en } from './en';
import { gu } from './gu';
import { hi } from './hi';
import { type RenderedMessage, toEmail } from '../outbox/render-message';

const SHARED: Record<Locale, PatientTemplates> = { en, hi, gu };

/** A programme step's e-mail words (issue 49): the week has begun, its guidance and check-in wait on the patient's page. */
const WORDS: Record<
  Locale,
  { subject: (programme: string, week: number) => string; line: (programme: string, week: number) => string; button: string; stop: string }
> = {
  en: {
    subject: (programme, week) => `${programme}: week ${week}`,
    line: (programme, week) => `Week ${week} of your ${programme} programme has begun. This week's guidance and your check-in are on your page.`,
    button: 'Open my programme',
    stop: 'To stop these messages, open this link',
  },
  hi: {
    subject: (programme, week) => `${programme}: सप्ताह ${week}`,
    line: (programme, week) => `आपके ${programme} कार्यक्रम का सप्ताह ${week} शुरू हो गया है। इस सप्ताह का मार्गदर्शन और आपका चेक-इन आपके पेज पर है।`,
    button: 'मेरा कार्यक्रम खोलें',
    stop: 'ये संदेश बंद करने के लिए यह लिंक खोलें',
  },
  gu: {
    subject: (programme, week) => `${programme}: અઠવાડિયું ${week}`,
    line: (programme, week) => `આપના ${programme} કાર્યક્રમનું અઠવાડિયું ${week} શરૂ થયું છે. આ અઠવાડિયાનું માર્ગદર્શન અને આપનું ચેક-ઇન આપના પેજ પર છે.`,
    button: 'મારો કાર્યક્રમ ખોલો',
    stop: 'આ સંદેશા બંધ કરવા આ લિંક ખોલો',
  },
};

/** The one-tap stop page with its token, in the patient's language. */
export const programmeStopUrl = (siteUrl: string, language: Locale, token: string) => {
  const url = new URL(localizePath('/programme-stop', language), siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
};

/** A step's message: e-mail and the registered mobile template (`programme_step`, marketing: only to those who opted in). */
export function renderProgrammeStep(
  facts: { patientName: string; programmeName: string; week: number; stopToken: string },
  siteUrl: string,
  language: Locale,
): RenderedMessage {
  const t = SHARED[language];
  const w = WORDS[language];
  return toEmail(
    {
      subject: w.subject(facts.programmeName, facts.week),
      greeting: t.greeting(facts.patientName),
      lines: [w.line(facts.programmeName, facts.week)],
      details: [],
      button: { label: w.button, url: new URL(localizePath('/my-appointments', language), siteUrl).toString() },
      footer: [`${w.stop}: ${programmeStopUrl(siteUrl, language, facts.stopToken)}`, t.questionsLine(site.phone)],
      mobile: {
        name: 'programme_step',
        language,
        values: { patient: facts.patientName, programme: facts.programmeName, week: String(facts.week), stopcode: facts.stopToken },
      },
    },
    t,
  );
}
