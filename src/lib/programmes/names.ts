import type { Locale } from '../../i18n/locales';

/** The seeded programmes' names in each language, by template slug (a template without one shows its stored name). */
export const PROGRAMME_NAMES: Record<string, Record<Locale, string>> = {
  garbhasanskar: { en: 'Garbhasanskar (nine months)', hi: 'गर्भसंस्कार (नौ महीने)', gu: 'ગર્ભસંસ્કાર (નવ મહિના)' },
  'arthritis-12-weeks': { en: 'Arthritis care (12 weeks)', hi: 'गठिया देखभाल (12 सप्ताह)', gu: 'સંધિવા સંભાળ (12 અઠવાડિયાં)' },
};

export const programmeNameIn = (slug: string, storedName: string, locale: Locale) => PROGRAMME_NAMES[slug]?.[locale] ?? storedName;
