import { describe, expect, it } from 'vitest';
import { catalogueOf } from '../../src/i18n/catalogues';
import { messageOfKey, patientCopyOf } from '../../src/i18n/patient-copy';
import { patientMessages } from '../../src/i18n/patient-messages';
import { errorCatalogue, errorKeyOf, type ErrorText } from '../../src/server/kernel/error-keys';
import { AppError, notFound } from '../../src/server/kernel/errors';

const SCRIPT = { hi: /[\u0900-\u097F]/, gu: /[\u0A80-\u0AFF]/ } as const;
const entries = [...errorCatalogue()];

describe('the error catalogue (src/server/kernel/error-keys.ts)', () => {
  it('gives every text an AppError can carry a key of the form <group>.<name>', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, text] of entries) {
      expect(key).toMatch(/^[a-zA-Z]+\.[\w/-]+$/);
      // A text two groups share takes one key, and that key says the same text.
      expect(errorCatalogue().get(errorKeyOf(text)!)).toBe(text);
      const error = new AppError('invalid', text as ErrorText);
      expect(error.key).toBe(errorKeyOf(text));
      expect(error.message).toBe(text);
    }
  });

  it('keys a 404 by the record it names', () => {
    expect(notFound('Contact query')).toMatchObject({ key: 'notFound.contactQuery', code: 'not_found' });
    expect(notFound('Contact query').message).toBe('Contact query not found');
    // The patient's groups come first: a text they share is translated for the patient.
    expect(notFound('Time slot').key).toBe('bookingServer.slotNotFound');
  });

  it('finds the Hindi and Gujarati of every error a patient can meet by its key alone', () => {
    const patientKeys = entries.filter(([key]) => {
      const [group = '', name = ''] = key.split('.');
      return Object.hasOwn(patientMessages, group) && Object.hasOwn(patientMessages[group as keyof typeof patientMessages], name);
    });
    expect(patientKeys.length).toBeGreaterThan(40);
    for (const [key, english] of patientKeys) {
      expect(messageOfKey(key, patientCopyOf('en').messages)).toBe(english);
      for (const locale of ['hi', 'gu'] as const) {
        expect(messageOfKey(key, patientCopyOf(locale).messages), `${locale} ${key}`).toMatch(SCRIPT[locale]);
      }
    }
    expect(messageOfKey('verificationCode.invalidCode', patientCopyOf('hi').messages)).toBe(catalogueOf('hi').messages.verificationCode.invalidCode);
  });
});
