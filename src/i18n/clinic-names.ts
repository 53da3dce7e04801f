import { en } from './catalogue';
import { catalogueOf } from './catalogues';
import type { Locale } from './locales';

/** English name → the same name in one language; anything staff write differently stays as they wrote it. */
export type ClinicNames = Record<string, string>;

/**
 * The clinic's service and doctor names as the API sends them (staff keep them in English), with
 * their translations from the content: the booking wizard and the patient portal show them in
 * the page's language. Built at build time and passed to the islands, so no catalogue ships.
 */
export function clinicNamesIn(locale: Locale): ClinicNames {
  if (locale === 'en') return {};
  const t = catalogueOf(locale);
  const pairs: [string, string][] = [
    ...en.services.serviceCards.map((card, i): [string, string] => [card.title, t.services.serviceCards[i]!.title]),
    ...en.doctors.doctors.flatMap((doctor, i): [string, string][] => {
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
