import { createContext, type ReactNode, useContext } from 'react';
import { ApiError, errorMessage } from '../../lib/api/client';
import { messageOfKey, patientCopyOf } from '../../i18n/patient-copy';
import type { ClinicNames } from '../../i18n/clinic-names';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';

const IslandLocale = createContext<{ locale: Locale; names: ClinicNames }>({ locale: DEFAULT_LOCALE, names: {} });

/** Wraps a patient island so everything in it speaks the page's language, clinic names included. */
export function IslandLanguage({ locale, names = {}, children }: { locale: Locale; names?: ClinicNames; children: ReactNode }) {
  return <IslandLocale.Provider value={{ locale, names }}>{children}</IslandLocale.Provider>;
}

/**
 * The island's texts and messages in the page's language, the locale for dates and money, and
 * `errorText`: an API failure's message in that language (the fallback when it has none), and
 * `name`: a service's or doctor's name (as the API sends it) in that language.
 */
export function usePatientCopy() {
  const { locale, names } = useContext(IslandLocale);
  const copy = patientCopyOf(locale);
  // By the error's key: a text the catalogue does not hold stays as the API wrote it (English).
  const errorText = (err: unknown, fallback: string) =>
    (err instanceof ApiError && err.key ? messageOfKey(err.key, copy.messages) : undefined) ?? errorMessage(err, fallback);
  const name = (text: string) => names[text] ?? text;
  return { locale, ...copy, errorText, name };
}
