import { describe, expect, it } from 'vitest';
import { site } from '../../src/content/site';
import type { Locale } from '../../src/i18n/locales';
import { renderTemplate } from '../../src/server/messaging/templates/render';
import { type AppointmentFacts, type AppointmentMessageKind, renderPatientMessage } from '../../src/server/messaging/outbox/render-message';

const KINDS: AppointmentMessageKind[] = ['booking_confirmed', 'rescheduled', 'cancelled', 'refund_processed', 'reminder_24h', 'reminder_2h'];
const SITE_URL = 'https://ayurvedaclinic.in';
const MEET = 'https://meet.google.com/abc-defg-hij';
/** Tuesday, 6 January 2026, 10:00 in India. */
const START = new Date('2026-01-06T04:30:00Z');
const facts = (fields: Partial<AppointmentFacts> = {}): AppointmentFacts => ({
  patientName: 'Asha Patel',
  doctorName: 'Ritu Desai',
  serviceName: 'Panchakarma',
  start: START,
  meetingLink: MEET,
  mode: 'video',
  patientMobile: '+919824011001',
  refundPaise: 150_000,
  ...fields,
});
const render = (kind: AppointmentMessageKind, language: Locale, fields: Partial<AppointmentFacts> = {}) => {
  const message = renderPatientMessage(kind, facts(fields), SITE_URL, language);
  // The SMS as its registered template fills in (src/server/messaging/templates/).
  const { name, values } = message.mobile!;
  return {
    ...message,
    mobileText: renderTemplate(name, message.mobile!.language, 'sms', values, { siteUrl: SITE_URL, name: 'Jamnagar Ayurveda Clinic' }).text,
  };
};

const SCRIPTS = { hi: /[\u0900-\u097f]/, gu: /[\u0a80-\u0aff]/ } as const;

/** Latin words a message has once the values it was given (names, links, the clinic's number and e-mail) and 'IST' are taken out. */
const leftoverLatin = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, '')
    .replaceAll(site.email, '')
    .replaceAll('Asha Patel', '')
    .replaceAll('Ritu Desai', '')
    .replaceAll('Panchakarma', '')
    .replaceAll('IST', '')
    .replaceAll(site.phone, '')
    .match(/[A-Za-z]{2,}/g) ?? [];

/** SMS segments: 160/153 GSM characters, or 70/67 UTF-16 units once one character is outside GSM (any Indian script, ₹). */
function smsSegments(text: string) {
  const gsm = /^[A-Za-z0-9 \n\r@£$¥!"#%&'()*+,\-./:;<=>?_¡¿§]*$/.test(text);
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  return text.length <= single ? 1 : Math.ceil(text.length / multi);
}

describe.each(['hi', 'gu'] as const)('patient messages in %s', (language) => {
  describe.each(KINDS)('%s', (kind) => {
    it.each([
      ['with a meeting link and a refund', {}],
      ['without a meeting link or refund', { meetingLink: null, refundPaise: undefined }],
    ])('is written in the language, %s', (_case, fields) => {
      const message = render(kind, language, fields);
      const english = render(kind, 'en', fields);
      for (const part of ['subject', 'text', 'html', 'mobileText'] as const) {
        expect(message[part]).not.toBe('');
        expect(message[part]).not.toBe(english[part]);
        expect(message[part]).toMatch(SCRIPTS[language]);
      }
      expect(leftoverLatin(message.subject)).toEqual([]);
      expect(leftoverLatin(message.text)).toEqual([]);
      expect(leftoverLatin(message.mobileText)).toEqual([]);
      expect(message.html).toContain(`<html lang="${language}">`);
      // The patient's own name and the doctor's stay as they were given.
      expect(message.text).toContain('Asha Patel');
    });

    it('keeps the SMS to 3 Unicode segments (the template text with greeting and clinic name, as DLT wants)', () => {
      expect(smsSegments(render(kind, language).mobileText)).toBeLessThanOrEqual(3);
    });
  });
});

describe('dates, times and money in Hindi and Gujarati', () => {
  it('names the day and month in the language, the clinic time and India time', () => {
    const hi = render('booking_confirmed', 'hi');
    expect(hi.text).toContain('समय: मंगलवार, 6 जनवरी 2026, सुबह 10:00 बजे भारतीय समय (IST)');
    expect(hi.mobileText).toBe(
      `नमस्ते Asha Patel जी, Ritu Desai के साथ आपका वीडियो परामर्श पक्का है: मंगल, 6 जन॰ को सुबह 10:00 बजे (IST)। देखें या बदलें: ${SITE_URL}/hi/my-appointments - जामनगर आयुर्वेद क्लिनिक`,
    );
    const gu = render('rescheduled', 'gu');
    expect(gu.text).toContain('સમય: મંગળવાર, 6 જાન્યુઆરી, 2026, સવારે 10:00 વાગ્યે ભારતીય સમય (IST)');
    // An evening appointment, still in the clinic's time zone whatever the server's.
    expect(render('reminder_2h', 'gu', { start: new Date('2026-01-06T13:30:00Z') }).mobileText).toContain('સાંજે 7:00 વાગ્યે (IST)');
  });

  it('shows rupees with Indian grouping', () => {
    expect(render('cancelled', 'hi', { refundPaise: 15_000_050 }).text).toContain('₹1,50,000.50 वापस भेजे जा रहे हैं');
    expect(render('refund_processed', 'gu', { refundPaise: 150_000 }).mobileText).toContain('આપનું ₹1,500.00નું રિફંડ મોકલી દેવામાં આવ્યું છે.');
  });

  it('says when a cancellation refunds nothing', () => {
    expect(render('cancelled', 'hi', { refundPaise: 0 }).mobileText).toContain('रिफ़ंड: ₹0.00।');
    expect(render('cancelled', 'gu', { refundPaise: 0 }).text).toContain('કોઈ રિફંડ મળવાપાત્ર નથી');
  });

  it("links to the appointments page in the patient's language, and the clinic's name in it", () => {
    const hi = render('booking_confirmed', 'hi');
    expect(hi.html).toContain('href="https://ayurvedaclinic.in/hi/my-appointments"');
    expect(hi.html).toContain('जामनगर आयुर्वेद क्लिनिक');
    expect(render('rescheduled', 'gu').mobileText).toContain('https://ayurvedaclinic.in/gu/my-appointments');
    expect(render('booking_confirmed', 'en').html).toContain('href="https://ayurvedaclinic.in/my-appointments"');
  });
});
