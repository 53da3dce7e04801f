import * as enBooking from '../content/booking';
import * as enConsultation from '../content/consultation';
import * as enMyAppointments from '../content/my-appointments';
import * as enPolicySummary from '../content/policy-summary';
import * as enUi from '../content/ui';
import type { Catalogue } from './catalogue';
import { booking as guBooking } from './gu/booking';
import * as guConsultation from './gu/consultation';
import { messages as guMessages } from './gu/messages';
import { myAppointments as guMyAppointments } from './gu/my-appointments';
import { policySummary as guPolicySummary } from './gu/policy-summary';
import { ui as guUi } from './gu/ui';
import { booking as hiBooking } from './hi/booking';
import * as hiConsultation from './hi/consultation';
import { messages as hiMessages } from './hi/messages';
import { myAppointments as hiMyAppointments } from './hi/my-appointments';
import { policySummary as hiPolicySummary } from './hi/policy-summary';
import { ui as hiUi } from './hi/ui';
import type { Locale } from './locales';
import { patientMessages } from './patient-messages';

export type PatientCopy = Pick<Catalogue, 'booking' | 'consultation' | 'myAppointments' | 'messages' | 'policySummary' | 'ui'>;

/**
 * The part of each catalogue the booking wizard and the patient portal show. The islands import
 * these modules one by one (never a whole catalogue) so their bundles carry no page content.
 */
const PATIENT_COPY: Record<Locale, PatientCopy> = {
  en: {
    booking: enBooking,
    consultation: enConsultation,
    myAppointments: enMyAppointments,
    messages: patientMessages,
    policySummary: enPolicySummary,
    ui: enUi,
  },
  hi: {
    booking: hiBooking,
    consultation: hiConsultation,
    myAppointments: hiMyAppointments,
    messages: hiMessages,
    policySummary: hiPolicySummary,
    ui: hiUi,
  },
  gu: {
    booking: guBooking,
    consultation: guConsultation,
    myAppointments: guMyAppointments,
    messages: guMessages,
    policySummary: guPolicySummary,
    ui: guUi,
  },
};

export const patientCopyOf = (locale: Locale): PatientCopy => PATIENT_COPY[locale];

/** English message text → where it sits in the catalogue, to say an API answer in the patient's language. */
const ENGLISH_MESSAGES = new Map<string, [group: keyof PatientCopy['messages'], key: string]>(
  Object.entries(patientMessages).flatMap(([group, texts]) =>
    Object.entries(texts)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, text]) => [text, [group as keyof PatientCopy['messages'], key]] as const),
  ),
);

/**
 * An API answer's message in the patient's language. The API speaks SPEC's English (its clients
 * depend on it); a message the catalogue does not hold stays as the API wrote it.
 */
export function localizeMessage(text: string, messages: PatientCopy['messages']): string {
  // The local provider's wrong-code answer ends with the tries left ("… 2 tries left.").
  const withTries = /^(.+) (\d+) tries? left\.$/.exec(text);
  if (withTries) return `${localizeMessage(withTries[1]!, messages)} ${messages.verificationCode.triesLeft(Number(withTries[2]))}`;
  const at = ENGLISH_MESSAGES.get(text);
  if (!at) return text;
  const translated = (messages[at[0]] as Record<string, unknown>)[at[1]];
  return typeof translated === 'string' ? translated : text;
}
