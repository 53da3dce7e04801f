import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/catalogue';
import { catalogueOf } from '../../src/i18n/catalogues';
import { localizePath, localeOfPath, unlocalizedPath } from '../../src/i18n/locales';
import { messageOfKey, patientCopyOf } from '../../src/i18n/patient-copy';

/** Letters of each translation's script: a text without any is English left behind. */
const SCRIPT = { hi: /[\u0900-\u097F]/, gu: /[\u0A80-\u0AFF]/ } as const;

/** Keys whose values are not prose (links, icons, ids, codes): they stay exactly as in English. */
const KEPT_KEYS = new Set(['href', 'ctaHref', 'icon', 'id', 'slug', 'rating', 'value', 'url', 'image', 'registrationNumber', 'includedLanguages']);
const isLinkOrContact = (text: string) => /^(\/|https?:|tel:|mailto:)/.test(text) || /^\S+@\S+$/.test(text) || /^[+\d\s()-]*$/.test(text);
const lastKey = (path: string) =>
  path
    .replace(/\[\d+\]$/, '')
    .split('.')
    .at(-1)!;
const isKept = (leaf: Leaf) =>
  typeof leaf.english !== 'string' ||
  KEPT_KEYS.has(lastKey(leaf.path)) ||
  leaf.path.includes('policyPaths.') ||
  /^doctors\.doctors\[\d+\]\.gender$/.test(leaf.path) ||
  isLinkOrContact(leaf.english);

/** Texts that are rightly the same in every language: what patients say in English anyway. */
// Names everyone writes the same in every language: OTP, and the message channels' brand names.
const SAME_EVERYWHERE = new Set([
  'booking.bookingCopy.otp',
  'myAppointments.messagePreferencesCopy.channels.whatsapp',
  'myAppointments.messagePreferencesCopy.channels.sms',
]);

/** Sample arguments for the catalogue's functions, by the number they take. */
const SAMPLE_ARGS = [[], [3], [3, 5]] as const;

type Leaf = { path: string; english: unknown; translated: unknown };

/** Every leaf of English beside the same leaf of a translation; a missing one shows as undefined. */
function leaves(english: unknown, translated: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (typeof english === 'function') {
    const args = SAMPLE_ARGS[english.length] ?? SAMPLE_ARGS[2];
    const call = (fn: unknown) => (typeof fn === 'function' ? (fn as (...a: unknown[]) => unknown)(...args) : undefined);
    return leaves(call(english), call(translated), `${path}()`, out);
  }
  if (Array.isArray(english)) {
    expect(Array.isArray(translated) ? translated.length : undefined, `${path} length`).toBe(english.length);
    english.forEach((item, i) => leaves(item, (translated as unknown[])[i], `${path}[${i}]`, out));
    return out;
  }
  if (english && typeof english === 'object') {
    expect(Object.keys(translated as object).sort(), `${path} keys`).toEqual(Object.keys(english).sort());
    for (const [key, value] of Object.entries(english))
      leaves(value, (translated as Record<string, unknown>)[key], path ? `${path}.${key}` : key, out);
    return out;
  }
  out.push({ path, english, translated });
  return out;
}

describe.each(['hi', 'gu'] as const)('the %s catalogue', (locale) => {
  const all = leaves(en, catalogueOf(locale), '');

  it('has every English key, array item and function', () => {
    expect(all.length).toBeGreaterThan(500);
    expect(all.filter((leaf) => leaf.translated === undefined && leaf.english !== undefined).map((leaf) => leaf.path)).toEqual([]);
  });

  it('keeps links, icons, ids and numbers exactly as English', () => {
    const changed = all.filter((leaf) => isKept(leaf) && !leaf.path.endsWith('pageLanguage') && leaf.translated !== leaf.english);
    expect(changed.map((leaf) => `${leaf.path}: ${String(leaf.english)} → ${String(leaf.translated)}`)).toEqual([]);
    expect(catalogueOf(locale).site.translateWidget.pageLanguage).toBe(locale);
  });

  it('translates every text into the script of the language (no English left behind)', () => {
    const untranslated = all.filter(
      (leaf) =>
        !isKept(leaf) &&
        !leaf.path.endsWith('pageLanguage') &&
        /[A-Za-z]/.test(String(leaf.english)) &&
        !SAME_EVERYWHERE.has(leaf.path) &&
        (typeof leaf.translated !== 'string' || !SCRIPT[locale].test(leaf.translated)),
    );
    expect(untranslated.map((leaf) => `${leaf.path}: ${String(leaf.translated)}`)).toEqual([]);
  });
});

describe('the booking intro', () => {
  // Issue 45: the clinic offers in-person visits too, and every language's intro says so.
  it.each([
    ['en', /in person at the clinic/],
    ['hi', /क्लिनिक पर आकर/],
    ['gu', /ક્લિનિક પર રૂબરૂ/],
  ] as const)('in %s names video, phone and in-person visits', (locale, inPerson) => {
    expect(catalogueOf(locale).booking.bookingCopy.intro).toMatch(inPerson);
  });
});

describe('language paths', () => {
  it('prefix site paths and leave the API, the admin and other sites alone', () => {
    expect(localizePath('/about', 'hi')).toBe('/hi/about');
    expect(localizePath('/', 'gu')).toBe('/gu/');
    expect(localizePath('/hi/about', 'gu')).toBe('/gu/about');
    expect(localizePath('/gu/contact', 'en')).toBe('/contact');
    expect(localizePath('/admin/login', 'hi')).toBe('/admin/login');
    expect(localizePath('/api/v1/services', 'hi')).toBe('/api/v1/services');
    expect(localizePath('https://example.com/about', 'hi')).toBe('https://example.com/about');
    expect(localizePath('#main', 'hi')).toBe('#main');
  });

  it('read the language back from a path', () => {
    expect(localeOfPath('/gu/services/panchakarma/')).toBe('gu');
    expect(localeOfPath('/hindi-recipes')).toBe('en');
    expect(unlocalizedPath('/hi/diet-plans/moong-dal')).toBe('/diet-plans/moong-dal');
    expect(unlocalizedPath('/hi')).toBe('/');
  });
});

describe('API answers in the patient language', () => {
  it('find an error key in Hindi and Gujarati, and nothing for a key the catalogue does not hold', () => {
    expect(messageOfKey('bookingServer.slotBooked', patientCopyOf('hi').messages)).toBe(catalogueOf('hi').messages.bookingServer.slotBooked);
    expect(messageOfKey('bookingServer.slotBooked', patientCopyOf('gu').messages)).toMatch(SCRIPT.gu);
    expect(messageOfKey('bookingServer.slotBooked', patientCopyOf('en').messages)).toBe(en.messages.bookingServer.slotBooked);
    for (const key of ['notFound.recipe', 'bookingServer.nothing', 'constructor.name', 'verificationCode.triesLeft', 'slotBooked']) {
      expect(messageOfKey(key, patientCopyOf('hi').messages)).toBeUndefined();
    }
  });
});
