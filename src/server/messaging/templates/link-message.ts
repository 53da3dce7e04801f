import { site } from '../../../content/site';
import { INTL_LOCALE, type Locale } from '../../../i18n/locales';
import { dateTimeFormatOf } from '../../../lib/format/date';
import { formatPaise } from '../../../lib/format/money';
import { CLINIC_TIME_ZONE } from '../../../lib/time/clinic-time';
import { type MobileTemplateMessage, type RenderedMessage, toEmail } from '../outbox/render-message';
import type { PatientTemplates } from './shared';
import { en } from './en';
import { gu } from './gu';
import { hi } from './hi';

const SHARED: Record<Locale, PatientTemplates> = { en, hi, gu };

/** What a payment link's message names, whatever it pays for. */
export interface LinkMessageFacts {
  patientName: string;
  amountPaise: number;
  url: string;
  /** The link as SMS and WhatsApp carry it: the short link on the clinic's site. */
  shortUrl: string;
  expiresAt: Date;
}

/** An e-mail's words for one kind of link, in the message's language. */
export interface LinkWords {
  subject: string;
  lines: (amount: string, until: string) => string[];
  button: string;
}

/**
 * A payment link staff sent (a course's, a visit's medicines): an e-mail with the amount, how long
 * the link works and a Pay button, and the given template with the short link on SMS and WhatsApp.
 */
export function renderLinkMessage(
  facts: LinkMessageFacts,
  language: Locale,
  words: LinkWords,
  mobile: (amount: string) => MobileTemplateMessage,
): RenderedMessage {
  const t = SHARED[language];
  const amount = formatPaise(facts.amountPaise, language);
  const until = dateTimeFormatOf(INTL_LOCALE[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: CLINIC_TIME_ZONE }).format(
    facts.expiresAt,
  );
  return toEmail(
    {
      subject: words.subject,
      greeting: t.greeting(facts.patientName),
      lines: words.lines(amount, `${until} IST`),
      details: [],
      button: { label: words.button, url: facts.url },
      footer: [t.questionsLine(site.phone)],
      mobile: mobile(amount),
    },
    t,
  );
}
