import { site } from '../../../content/site';
import { INTL_LOCALE, type Locale } from '../../../i18n/locales';
import { formatPaise } from '../../../lib/format/money';
import { dateTimeFormatOf } from '../../../lib/format/date';
import { CLINIC_TIME_ZONE } from '../../../lib/time/clinic-time';
import { type AppointmentTemplateFacts, appointmentTemplateValues } from '../templates/appointment-values';
import type { PatientTemplates } from '../templates/shared';
import { en } from '../templates/en';
import { gu } from '../templates/gu';
import { hi } from '../templates/hi';
import { type RenderedMessage, toEmail } from './render-message';

const SHARED: Record<Locale, PatientTemplates> = { en, hi, gu };

interface Words {
  subject: string;
  lines: (amount: string, service: string, doctor: string, when: string, until: string) => string[];
  button: string;
}

/** The payment link's e-mail (issue 34) in each language; SMS and WhatsApp use the `payment_link` template. */
const WORDS: Record<Locale, Words> = {
  en: {
    subject: 'Pay to confirm your appointment',
    lines: (amount, service, doctor, when, until) => [
      `The clinic has kept ${when} for your ${service} with ${doctor}.`,
      `Please pay ${amount} with the link below to confirm it. The time is kept for you until ${until}; after that the link stops working and the time is released.`,
    ],
    button: 'Pay now',
  },
  hi: {
    subject: 'अपना अपॉइंटमेंट पक्का करने के लिए भुगतान करें',
    lines: (amount, service, doctor, when, until) => [
      `क्लिनिक ने ${doctor} के साथ आपके ${service} के लिए ${when} का समय रखा है।`,
      `इसे पक्का करने के लिए नीचे दिए लिंक से ${amount} का भुगतान करें। यह समय ${until} तक आपके लिए रखा है; उसके बाद लिंक काम नहीं करेगा और समय छोड़ दिया जाएगा।`,
    ],
    button: 'अभी भुगतान करें',
  },
  gu: {
    subject: 'આપની એપોઇન્ટમેન્ટ નક્કી કરવા ચુકવણી કરો',
    lines: (amount, service, doctor, when, until) => [
      `ક્લિનિકે ${doctor} સાથે આપના ${service} માટે ${when} નો સમય રાખ્યો છે.`,
      `તેને નક્કી કરવા નીચેની લિંકથી ${amount} ની ચુકવણી કરો. આ સમય ${until} સુધી આપના માટે રાખેલ છે; ત્યાર પછી લિંક કામ નહીં કરે અને સમય છોડી દેવામાં આવશે.`,
    ],
    button: 'હમણાં ચુકવણી કરો',
  },
};

export interface PaymentLinkFacts extends Pick<
  AppointmentTemplateFacts,
  'patientName' | 'doctorName' | 'serviceName' | 'start' | 'mode' | 'patientMobile'
> {
  amountPaise: number;
  url: string;
  /** The link as SMS and WhatsApp carry it: the short link on the clinic's site (`/p/<code>`). */
  shortUrl: string;
  expiresAt: Date;
}

/** The time of day a link stops working, in the clinic's time ('10:45 am'). */
const clinicClock = (instant: Date, language: Locale) =>
  dateTimeFormatOf(INTL_LOCALE[language], { hour: 'numeric', minute: '2-digit', timeZone: CLINIC_TIME_ZONE }).format(instant);

/** The message carrying a payment link staff sent: an e-mail with a Pay button, the `payment_link` template on mobile. */
export function renderPaymentLinkMessage(facts: PaymentLinkFacts, language: Locale): RenderedMessage {
  const t = SHARED[language];
  const w = WORDS[language];
  const values = appointmentTemplateValues(facts, language);
  return toEmail(
    {
      subject: w.subject,
      greeting: t.greeting(facts.patientName),
      lines: w.lines(
        formatPaise(facts.amountPaise, language),
        values.service!,
        values.doctor!,
        t.formatWhen(facts.start),
        clinicClock(facts.expiresAt, language),
      ),
      details: [],
      button: { label: w.button, url: facts.url },
      footer: [t.questionsLine(site.phone)],
      mobile: { name: 'payment_link', language, values: { ...values, paylink: facts.shortUrl } },
    },
    t,
  );
}
