import type { Locale } from '../../../i18n/locales';
import type { RenderedMessage } from '../outbox/render-message';
import { type LinkMessageFacts, type LinkWords, renderLinkMessage } from './link-message';

/** The medicines payment link's e-mail (issue 50) in each language; SMS and WhatsApp use the `medicines_payment_link` template. */
const WORDS: Record<Locale, LinkWords> = {
  en: {
    subject: 'Pay for the medicines from your visit',
    lines: (amount, until) => [
      `Please pay ${amount} for the medicines your doctor prescribed at your visit with the link below. They are handed over once paid.`,
      `The link works until ${until}.`,
    ],
    button: 'Pay now',
  },
  hi: {
    subject: 'अपनी विज़िट की दवाओं का भुगतान करें',
    lines: (amount, until) => [
      `डॉक्टर ने आपकी विज़िट में जो दवाएँ लिखीं, उनके लिए नीचे दिए लिंक से ${amount} का भुगतान करें। भुगतान के बाद दवाएँ दी जाएँगी।`,
      `लिंक ${until} तक काम करेगा।`,
    ],
    button: 'अभी भुगतान करें',
  },
  gu: {
    subject: 'આપની મુલાકાતની દવાઓની ચુકવણી કરો',
    lines: (amount, until) => [
      `ડૉક્ટરે આપની મુલાકાતમાં લખેલી દવાઓ માટે નીચેની લિંકથી ${amount} ની ચુકવણી કરો. ચુકવણી પછી દવાઓ આપવામાં આવશે.`,
      `લિંક ${until} સુધી કામ કરશે.`,
    ],
    button: 'હમણાં ચુકવણી કરો',
  },
};

/** The payment link the desk sent for a visit's medicines. */
export const renderMedicinesPaymentLink = (facts: LinkMessageFacts, language: Locale): RenderedMessage =>
  renderLinkMessage(facts, language, WORDS[language], (amount) => ({
    name: 'medicines_payment_link',
    language,
    values: { patient: facts.patientName, amount, paylink: facts.shortUrl },
  }));
