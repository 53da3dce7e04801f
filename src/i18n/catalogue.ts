import * as about from '../content/about';
import * as booking from '../content/booking';
import * as consultation from '../content/consultation';
import * as contact from '../content/contact';
import * as dietPlans from '../content/diet-plans';
import * as doctors from '../content/doctors';
import * as feedback from '../content/feedback';
import * as garbhasanskar from '../content/garbhasanskar';
import * as home from '../content/home';
import * as myAppointments from '../content/my-appointments';
import * as policies from '../content/policies';
import * as policySummary from '../content/policy-summary';
import * as services from '../content/services';
import * as site from '../content/site';
import * as testimonials from '../content/testimonials';
import * as ui from '../content/ui';
import * as workshopSessions from '../content/workshop-sessions';
import * as workshops from '../content/workshops';
import { patientMessages } from './patient-messages';

/** Everything a patient reads, in English: the modules of src/content and the patient messages, exactly as SPEC words them. */
export const en = {
  about,
  booking,
  consultation,
  contact,
  dietPlans,
  doctors,
  feedback,
  garbhasanskar,
  home,
  myAppointments,
  policies,
  policySummary,
  services,
  site,
  testimonials,
  ui,
  workshops,
  workshopSessions,
  messages: patientMessages,
};

/**
 * The shape every translation has: English's keys, array lengths and functions' parameters, with any
 * string in place of each English text. A key left out fails the type check (and so the build).
 */
export type Localized<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Localized<R>
    : T extends readonly (infer U)[]
      ? readonly Localized<U>[]
      : T extends object
        ? { -readonly [K in keyof T]: Localized<T[K]> }
        : T;

export type Catalogue = Localized<typeof en>;
