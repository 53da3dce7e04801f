import * as enDoctors from '../content/doctors';
import * as enServices from '../content/services';
import { doctors as guDoctors } from './gu/doctors';
import { services as guServices } from './gu/services';
import { doctors as hiDoctors } from './hi/doctors';
import { services as hiServices } from './hi/services';
import type { Catalogue } from './catalogue';
import type { Locale } from './locales';

/** English name → the same name in one language; anything staff write differently stays as they wrote it. */
export type ClinicNames = Record<string, string>;

// Only the two modules the names come from, not the whole catalogues: the API imports this, and
// the rest of the site's texts would double the Netlify function's bundle (BENCHMARKS.md).
const TRANSLATED: Record<Exclude<Locale, 'en'>, Pick<Catalogue, 'services' | 'doctors'>> = {
  hi: { services: hiServices, doctors: hiDoctors },
  gu: { services: guServices, doctors: guDoctors },
};

/**
 * The clinic's service and doctor names as the API sends them (staff keep them in English), with
 * their translations from the content: the booking wizard and the patient portal show them in
 * the page's language. Built at build time and passed to the islands, so no catalogue ships.
 */
export function clinicNamesIn(locale: Locale): ClinicNames {
  if (locale === 'en') return {};
  const t = TRANSLATED[locale];
  const pairs: [string, string][] = [
    ...enServices.serviceCards.map((card, i): [string, string] => [card.title, t.services.serviceCards[i]!.title]),
    ...enDoctors.doctors.flatMap((doctor, i): [string, string][] => {
      const translated = t.doctors.doctors[i]!;
      return [
        [doctor.name, translated.name],
        [doctor.specialty, translated.specialty],
        [doctor.qualification, translated.qualification],
      ];
    }),
  ];
  return Object.fromEntries(pairs);
}
