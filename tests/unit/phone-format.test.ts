import { describe, expect, it } from 'vitest';
import { formatMobile, normalizeDoctorMobile, normalizePatientMobile } from '../../src/lib/format/phone';
import { sendOtpSchema } from '../../src/lib/validation/booking';
import { doctorSchema } from '../../src/lib/validation/doctor';

describe('mobile numbers as people type them', () => {
  it.each([
    ['+91 98240 11001', '+919824011001'],
    ['+91-98240-11001', '+919824011001'],
    ['+91 098240 11001', '+919824011001'],
    ['+1 (415) 555-0134', '+14155550134'],
    ['+44 7700 900123', '+447700900123'],
    // A 0 that is not a trunk prefix before ten digits is kept (and the number judged as typed).
    ['+910123456789', '+910123456789'],
  ])('a patient’s %s is stored as %s', (typed, stored) => {
    expect(normalizePatientMobile(typed)).toBe(stored);
    expect(sendOtpSchema.parse({ mobile: typed }).mobile).toBe(stored);
  });

  it.each([
    ['98240 11004', '919824011004'],
    ['098240-11004', '919824011004'],
    ['91 98240 11004', '919824011004'],
    ['919824011004', '919824011004'],
    ['9824011004', '919824011004'],
  ])('a doctor’s %s is stored as %s', (typed, stored) => {
    expect(normalizeDoctorMobile(typed)).toBe(stored);
    const doctor = { name: 'Dr. A', specialization: 'B', email: 'a@clinic.example', gender: 'male', mobile: typed };
    expect(doctorSchema.parse(doctor).mobile).toBe(stored);
  });

  it('still refuses what is not a mobile number', () => {
    for (const mobile of ['98240', '+91 98240 1100a', 'call me', '+0 1234567'])
      expect(sendOtpSchema.safeParse({ mobile }).success, mobile).toBe(false);
    const doctor = { name: 'Dr. A', specialization: 'B', email: 'a@clinic.example', gender: 'male' };
    for (const mobile of ['98240', '12345 678901', '+91 98240 11004', 'none'])
      expect(doctorSchema.safeParse({ ...doctor, mobile }).success, mobile).toBe(false);
  });

  it('shows Indian numbers grouped and others as stored', () => {
    expect(formatMobile('+919824011001')).toBe('+91 98240 11001');
    expect(formatMobile('919824011001')).toBe('+91 98240 11001');
    expect(formatMobile('+14155550134')).toBe('+14155550134');
    expect(formatMobile(null)).toBe('');
  });
});
