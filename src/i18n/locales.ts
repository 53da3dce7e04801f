/** The languages the public site is written in (issue 16). English keeps today's paths. */
export const LOCALES = ['en', 'hi', 'gu'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The Intl locale of each language: Indian digit grouping and ₹ in all three. */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', gu: 'gu-IN' };

/** Each language's name in its own script, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी', gu: 'ગુજરાતી' };

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language a site path is in: /hi/… is Hindi, /gu/… Gujarati, everything else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: /hi/about → /about, /gu → /. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** A site path in another language: localizePath('/about', 'hi') → /hi/about. Anchors, the API and /admin stay as they are. */
export function localizePath(href: string, locale: Locale): string {
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith('/api') || href.startsWith('/admin')) return href;
  const path = unlocalizedPath(href);
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** The languages with their own /{lang}/ copy of every public page. */
export const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** getStaticPaths of the src/pages/[lang] routes: one page per translated language. */
export const translatedLocalePaths = () => TRANSLATED_LOCALES.map((lang) => ({ params: { lang } }));

/** Dates keep SPEC's en-US wording in English; Hindi and Gujarati use their Indian locales. */
export const dateLocale = (locale: Locale): string => (locale === DEFAULT_LOCALE ? 'en-US' : INTL_LOCALE[locale]);
