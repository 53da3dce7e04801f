import * as enBooking from '../content/booking';
import * as enConsultation from '../content/consultation';
import * as enMyAppointments from '../content/my-appointments';
import * as enPolicySummary from '../content/policy-summary';
import * as enUi from '../content/ui';
import * as enWorkshopSessions from '../content/workshop-sessions';
import type { Catalogue } from './catalogue';
import { booking as guBooking } from './gu/booking';
import * as guConsultation from './gu/consultation';
import { messages as guMessages } from './gu/messages';
import { myAppointments as guMyAppointments } from './gu/my-appointments';
import { policySummary as guPolicySummary } from './gu/policy-summary';
import { ui as guUi } from './gu/ui';
import * as guWorkshopSessions from './gu/workshop-sessions';
import { booking as hiBooking } from './hi/booking';
import * as hiConsultation from './hi/consultation';
import { messages as hiMessages } from './hi/messages';
import { myAppointments as hiMyAppointments } from './hi/my-appointments';
import { policySummary as hiPolicySummary } from './hi/policy-summary';
import { ui as hiUi } from './hi/ui';
import * as hiWorkshopSessions from './hi/workshop-sessions';
import type { Locale } from './locales';
import { patientMessages } from './patient-messages';

export type PatientCopy = Pick<Catalogue, 'booking' | 'consultation' | 'myAppointments' | 'messages' | 'policySummary' | 'ui' | 'workshopSessions'>;

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
    workshopSessions: enWorkshopSessions,
  },
  hi: {
    booking: hiBooking,
    consultation: hiConsultation,
    myAppointments: hiMyAppointments,
    messages: hiMessages,
    policySummary: hiPolicySummary,
    ui: hiUi,
    workshopSessions: hiWorkshopSessions,
  },
  gu: {
    booking: guBooking,
    consultation: guConsultation,
    myAppointments: guMyAppointments,
    messages: guMessages,
    policySummary: guPolicySummary,
    ui: guUi,
    workshopSessions: guWorkshopSessions,
  },
};

export const patientCopyOf = (locale: Locale): PatientCopy => PATIENT_COPY[locale];

/**
 * An API error's text in the patient's language, found by the error's key (`bookingServer.slotBooked`,
 * src/server/kernel/error-keys.ts); undefined for a key the patient catalogue does not hold.
 */
export function messageOfKey(key: string, messages: PatientCopy['messages']): string | undefined {
  const [group = '', name = ''] = key.split('.');
  if (!Object.hasOwn(messages, group)) return undefined;
  const texts = messages[group as keyof PatientCopy['messages']] as Record<string, unknown>;
  const text = Object.hasOwn(texts, name) ? texts[name] : undefined;
  return typeof text === 'string' ? text : undefined;
}
