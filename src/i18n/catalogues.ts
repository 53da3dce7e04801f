import { en, type Catalogue } from './catalogue';
import { gu } from './gu';
import { hi } from './hi';
import { localeOfPath, localizePath, type Locale } from './locales';

const CATALOGUES: Record<Locale, Catalogue> = { en, hi, gu };

/** Everything a patient reads, in one language. */
export const catalogueOf = (locale: Locale): Catalogue => CATALOGUES[locale];

/** What a pre-rendered page needs to speak its URL's language: the locale, its texts, and links that stay in it. */
export function pageLanguage(url: URL) {
  const locale = localeOfPath(url.pathname);
  return { locale, t: CATALOGUES[locale], href: (path: string) => localizePath(path, locale) };
}
