import { en, type Catalogue } from './catalogue';
import { type PublicClinicDetails, withClinicDetails } from './clinic-details';
import { gu } from './gu';
import { hi } from './hi';
import { localeOfPath, localizePath, type Locale } from './locales';
import { feeOfPage } from '../content/service-prices';
import { formatPaise } from '../lib/format/money';

/** Set by the build from the clinic settings (src/server/practice/clinic-settings/site-build.ts); absent, the catalogues' own. */
declare const __CLINIC_DETAILS__: PublicClinicDetails | null | undefined;
const clinicDetails = typeof __CLINIC_DETAILS__ === 'undefined' ? null : __CLINIC_DETAILS__;

const CATALOGUES: Record<Locale, Catalogue> = {
  en: withClinicDetails(en, clinicDetails),
  hi: withClinicDetails(hi, clinicDetails),
  gu: withClinicDetails(gu, clinicDetails),
};

/** Everything a patient reads, in one language. */
export const catalogueOf = (locale: Locale): Catalogue => CATALOGUES[locale];

/** What a pre-rendered page needs to speak its URL's language: the locale, its texts, and links that stay in it. */
export function pageLanguage(url: URL) {
  const locale = localeOfPath(url.pathname);
  const t = CATALOGUES[locale];
  /** "Fee: ₹800.00" for the service a page presents (its English path), in the page's language. */
  const fee = (path: string) => {
    const paise = feeOfPage(path);
    return paise === undefined ? undefined : t.services.servicesPage.fee(formatPaise(paise, locale));
  };
  return { locale, t, href: (path: string) => localizePath(path, locale), fee, clinic: clinicDetails };
}
