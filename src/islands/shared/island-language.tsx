import { createContext, type ReactNode, useContext } from 'react';
import { errorMessage } from '../../lib/api/client';
import { localizeMessage, patientCopyOf } from '../../i18n/patient-copy';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';

const IslandLocale = createContext<Locale>(DEFAULT_LOCALE);

/** Wraps a patient island so everything in it speaks the page's language. */
export function IslandLanguage({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <IslandLocale.Provider value={locale}>{children}</IslandLocale.Provider>;
}

export const useIslandLocale = (): Locale => useContext(IslandLocale);

/**
 * The island's texts and messages in the page's language, the locale for dates and money, and
 * `errorText`: an API failure's message in that language (the fallback when it has none).
 */
export function usePatientCopy() {
  const locale = useIslandLocale();
  const copy = patientCopyOf(locale);
  const errorText = (err: unknown, fallback: string) => localizeMessage(errorMessage(err, fallback), copy.messages);
  return { locale, ...copy, errorText };
}
