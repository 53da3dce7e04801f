import * as enDietPlans from '../../content/diet-plans';
import * as enGarbhasanskar from '../../content/garbhasanskar';
import type { Catalogue } from '../../i18n/catalogue';
import { dietPlans as guDietPlans } from '../../i18n/gu/diet-plans';
import { garbhasanskar as guGarbhasanskar } from '../../i18n/gu/garbhasanskar';
import { dietPlans as hiDietPlans } from '../../i18n/hi/diet-plans';
import { garbhasanskar as hiGarbhasanskar } from '../../i18n/hi/garbhasanskar';
import type { Locale } from '../../i18n/locales';

/**
 * The two parts of the site's texts a programme quotes, by language. Imported by part, not through
 * the whole catalogue: the server (and the Netlify function) carries these pages' texts only.
 */
const TEXTS: Record<Locale, Pick<Catalogue, 'dietPlans' | 'garbhasanskar'>> = {
  en: { dietPlans: enDietPlans, garbhasanskar: enGarbhasanskar },
  hi: { dietPlans: hiDietPlans, garbhasanskar: hiGarbhasanskar },
  gu: { dietPlans: guDietPlans, garbhasanskar: guGarbhasanskar },
};

/** One block of a step's guidance: a heading and its points. */
export interface GuidanceSection {
  heading: string;
  items: string[];
}

/** What a programme step tells the patient, in their language. */
export interface Guidance {
  title: string;
  intro: string | null;
  sections: GuidanceSection[];
}

/**
 * A step's guidance is the site's own text (issue 49: "the nine months' diet and exercise text the
 * site already has, in en/hi/gu"), named by a key kept in the template's step:
 * `garbhasanskar:month:<1-9>` is the Garbhasanskar page's month tab, `arthritis:<part>` a part of
 * the arthritis diet plan page. One text, translated once, on the page and in the programme.
 */
export const GUIDANCE_KEY_PATTERN = /^(garbhasanskar:month:[1-9]|arthritis:(types|favour|avoid|habits))$/;

export function guidanceOf(key: string, locale: Locale): Guidance | null {
  const t = TEXTS[locale];
  const month = /^garbhasanskar:month:([1-9])$/.exec(key);
  if (month) {
    const m = t.garbhasanskar.pregnancyMonths[Number(month[1]) - 1];
    if (!m) return null;
    const page = t.garbhasanskar.garbhasanskarPage;
    return {
      title: m.label,
      intro: m.focus,
      sections: [
        { heading: page.dietTitle, items: [...m.diet] },
        { heading: page.exerciseTitle, items: [...m.exercise] },
      ],
    };
  }
  const page = t.dietPlans.arthritisPage;
  const types = t.dietPlans.arthritisTypes;
  const perType = (pick: (type: (typeof types)[number]) => readonly string[]) =>
    types.map((type) => ({ heading: `${type.name} (${type.alsoKnownAs})`, items: [...pick(type)] }));
  switch (key) {
    case 'arthritis:types':
      return {
        title: page.title,
        intro: page.intro,
        sections: types.map((type) => ({ heading: `${type.name} (${type.alsoKnownAs})`, items: [type.summary, ...type.symptoms] })),
      };
    case 'arthritis:favour':
      return { title: page.favourTitle, intro: null, sections: perType((type) => type.favour) };
    case 'arthritis:avoid':
      return { title: page.avoidTitle, intro: null, sections: perType((type) => type.avoid) };
    case 'arthritis:habits':
      return { title: page.tipsTitle, intro: null, sections: [{ heading: page.tipsTitle, items: [...page.tips] }] };
    default:
      return null;
  }
}
