import { describe, expect, it } from 'vitest';
import { clinicSettingsSchema } from '../../src/lib/validation/clinic-settings';
import { gstinCheckCharacter, isValidGstin } from '../../src/lib/validation/gstin';

describe('GSTIN check character (GSTN mod-36), shared by the admin form and the server (issue 43)', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['29AAGCB7383J1Z4', true],
    ['24AAAPJ1234C1ZM', true],
    ['24AAAPL1234C1ZK', true],
    // The review's number: the pattern fits, its check character is M.
    ['24AAAPJ1234C1Z5', false],
    ['24AAAPL1234C1Z5', false],
    ['27AAPFU0939F1ZW', false],
    // The pattern itself: length, Z in the 14th place, the entity number never 0.
    ['27AAPFU0939F1V', false],
    ['27AAPFU0939F1AV', false],
    ['27AAPFU0939F0ZV', false],
    ['27aapfu0939f1zv', false],
  ])('%s is %s', (gstin, expected) => {
    expect(isValidGstin(gstin)).toBe(expected);
  });

  it('computes the check character of the first fourteen', () => {
    expect(gstinCheckCharacter('24AAAPJ1234C1Z')).toBe('M');
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('the clinic settings schema takes a valid one in any case and refuses a wrong check character', () => {
    const settings = {
      name: 'Clinic',
      addressLine1: 'Road',
      city: 'Jamnagar',
      state: 'Gujarat',
      postalCode: '361008',
      phone: '+91 98240 11000',
      email: 'desk@clinic.example',
    };
    expect(clinicSettingsSchema.parse({ ...settings, gstin: ' 27aapfu0939f1zv ' }).gstin).toBe('27AAPFU0939F1ZV');
    const refused = clinicSettingsSchema.safeParse({ ...settings, gstin: '24AAAPJ1234C1Z5' });
    expect(refused.success ? null : refused.error.issues[0]!.message).toBe(
      'This GSTIN’s last character does not match the rest: please check the number',
    );
  });
});
