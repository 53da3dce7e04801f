import type { Catalogue } from '../catalogue';
import { about } from './about';
import { booking } from './booking';
import * as consultation from './consultation';
import { contact } from './contact';
import { dietPlans } from './diet-plans';
import { doctors } from './doctors';
import * as feedback from './feedback';
import { garbhasanskar } from './garbhasanskar';
import { home } from './home';
import { messages } from './messages';
import { myAppointments } from './my-appointments';
import { policies } from './policies';
import { policySummary } from './policy-summary';
import { services } from './services';
import { site } from './site';
import { testimonials } from './testimonials';
import { ui } from './ui';
import * as workshopSessions from './workshop-sessions';
import * as workshops from './workshops';

export const hi: Catalogue = {
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
  messages,
};
