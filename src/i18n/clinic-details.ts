import { en, type Catalogue } from './catalogue';

/**
 * The clinic's details as the public pages print them (issue 45): read from the clinic settings
 * when the site is built (src/server/practice/clinic-settings/site-build.ts), one language as staff wrote them.
 */
export interface PublicClinicDetails {
  name: string;
  /** The postal address, one line each, the clinic's name opening the first. */
  addressLines: string[];
  phone: string;
  email: string;
  openingHours: string[];
  registrationNumber: string | null;
  /** Where the uploaded logo is served, null when there is none. */
  logoUrl: string | null;
}

const sameLines = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((line, i) => line === b[i]);

/** `tel:` wants the digits (and a leading +) only. */
export const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A catalogue that prints `details`. A translated name, address or hours stands only while it
 * translates the current value (the English catalogue's, which the settings were seeded from);
 * once staff change one, every language prints the settings' words (docs/decisions/035).
 */
export function withClinicDetails(t: Catalogue, details: PublicClinicDetails | null): Catalogue {
  if (!details) return t;
  const english = en.site.site;
  const name = details.name === english.name ? t.site.site.name : details.name;
  const address = sameLines(details.addressLines, english.address) ? t.site.site.address : details.addressLines;
  const hoursChanged = !sameLines(details.openingHours, english.hours);
  const hours = hoursChanged ? details.openingHours : t.site.site.hours;
  const contact = {
    phone: details.phone,
    phoneHref: phoneHref(details.phone),
    email: details.email,
    emailHref: `mailto:${details.email}`,
  };
  const { contactPage } = t.contact;
  return {
    ...t,
    site: { ...t.site, site: { ...t.site.site, ...contact, name, address, hours } },
    contact: {
      ...t.contact,
      contactPage: {
        ...contactPage,
        callUs: {
          ...contactPage.callUs,
          // The card's sentence retells the seeded hours: it gives way to the new ones.
          text: hoursChanged ? details.openingHours.join('; ') : contactPage.callUs.text,
          linkText: contact.phone,
          href: contact.phoneHref,
        },
        mailUs: { ...contactPage.mailUs, linkText: contact.email, href: contact.emailHref },
        visitUs: { ...contactPage.visitUs, address, hours },
      },
    },
  };
}
