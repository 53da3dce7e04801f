import { describe, expect, it } from 'vitest';
import { PATIENT_SESSION_MS, readPatientSession, SESSION_KEYS, writePatientSession } from '../../src/lib/booking/patient-session';
import { clinicBookingBounds, clinicDayRangeIso, clinicRescheduleBounds, formatCountdown } from '../../src/lib/time/booking-day';
import { formatSlotTime } from '../../src/lib/format/date';
import { fullMobileNumber, registrationSchema } from '../../src/lib/validation/booking';
import { PhoneAuthError, phoneAuthProblemOf } from '../../src/islands/phone-verification/phone-auth-client';
import { loadConfig } from '../../src/server/kernel/config';

describe('fullMobileNumber', () => {
  it.each([
    ['+91', '9876543210', '+919876543210'],
    ['+91', '09876543210', '+919876543210'],
    ['+44', '07700 900123', '+447700900123'],
    ['+1', '(415) 555-0123', '+14155550123'],
    ['+61', '0412345678', '+61412345678'],
  ])('%s with %s is %s', (code, number, expected) => {
    expect(fullMobileNumber(code, number)).toBe(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [120, '2:00'],
    [119, '1:59'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
  ])('%i seconds shows %s', (seconds, expected) => {
    expect(formatCountdown(seconds)).toBe(expected);
  });
});

describe('formatSlotTime', () => {
  const slot = '2025-03-03T04:30:00.000Z'; // 10:00 AM in India
  it.each([
    ['Asia/Kolkata', '10:00 AM'],
    ['America/New_York', '11:30 PM (10:00 AM IST)'],
    ['Europe/London', '4:30 AM (10:00 AM IST)'],
    ['Australia/Sydney', '3:30 PM (10:00 AM IST)'],
  ])('in %s shows %s', (zone, expected) => {
    expect(formatSlotTime(slot, zone)).toBe(expected);
  });
});

describe("booking and reschedule days are clinic (IST) days, whatever the viewer's zone", () => {
  // 20:00 UTC on 3 March is already 01:30 on 4 March in India.
  const lateEvening = new Date('2025-03-03T20:00:00Z');

  it("opens booking from the clinic's today to three months ahead", () => {
    expect(clinicBookingBounds(lateEvening)).toEqual({ min: '2025-03-04', max: '2025-06-04' });
  });

  it("opens a staff move from the clinic's today to 90 days ahead", () => {
    expect(clinicRescheduleBounds(lateEvening, 90)).toEqual({ min: '2025-03-04', max: '2025-06-02' });
  });

  it('asks for the whole clinic day, from 00:00:00.000 IST to 23:59:59.999 IST', () => {
    expect(clinicDayRangeIso('2025-03-03')).toEqual({ startDate: '2025-03-02T18:30:00.000Z', endDate: '2025-03-03T18:29:59.999Z' });
  });
});

describe('registrationSchema', () => {
  it('keeps name and mobile, drops blank optional fields', () => {
    expect(registrationSchema.parse({ name: ' Asha ', mobile: '+919876543210', email: '', gender: '' })).toEqual({
      name: 'Asha',
      mobile: '+919876543210',
      email: null,
      gender: null,
    });
  });
});

describe('readPatientSession', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
      map,
    };
  };

  it('restores a session whose expiry is in the future', () => {
    const storage = memory();
    writePatientSession(storage, { token: 't', expiresAt: 2_000, firebaseUid: 'uid', userId: 7 });
    expect(readPatientSession(storage, 1_000)).toEqual({ token: 't', expiresAt: 2_000, firebaseUid: 'uid', userId: 7 });
  });

  it('removes the stored values once the expiry has passed', () => {
    const storage = memory();
    writePatientSession(storage, { token: 't', expiresAt: 2_000, firebaseUid: 'uid', userId: 7 });
    expect(readPatientSession(storage, 2_000)).toBeNull();
    expect(Object.values(SESSION_KEYS).map((k) => storage.getItem(k))).toEqual([null, null, null, null]);
  });

  it('lasts 4 hours', () => {
    expect(PATIENT_SESSION_MS).toBe(4 * 60 * 60 * 1000);
  });
});

describe('provider configuration', () => {
  const base = { JWT_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://db' };

  it('runs the local providers by default outside production', () => {
    expect(loadConfig({}, { isProduction: false, fallbackJwtSecret: () => 'y'.repeat(32) }).providers).toMatchObject({
      payments: { kind: 'local' },
      phoneAuth: { kind: 'local' },
    });
  });

  it('refuses production without real providers, naming the missing keys', () => {
    expect(() => loadConfig(base, { isProduction: true })).toThrow(
      'Missing required environment variables: DOCUMENT_SIGNING_P12, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET, FIREBASE_PROJECT_ID, SMTP_URL, MAIL_FROM',
    );
  });

  it('refuses a partial Razorpay configuration', () => {
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_test' }, { isProduction: false })).toThrow(
      'RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET',
    );
  });

  it('selects Razorpay and Firebase when configured', () => {
    const config = loadConfig(
      {
        ...base,
        RAZORPAY_KEY_ID: 'rzp',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
        FIREBASE_PROJECT_ID: 'clinic',
        SMTP_URL: 'smtp://mail.example',
        MAIL_FROM: 'Clinic <care@clinic.example>',
        DOCUMENT_SIGNING_P12: 'UEtDUzEy',
        DOCUMENT_SIGNING_PASSPHRASE: 'secret',
      },
      { isProduction: true },
    );
    expect(config.providers).toMatchObject({ payments: { kind: 'razorpay', keyId: 'rzp' }, phoneAuth: { kind: 'firebase', projectId: 'clinic' } });
  });
});

describe('phoneAuthProblemOf', () => {
  it.each([
    ['auth/invalid-app-credential', 'Verification failed. Please refresh the page and try again.'],
    ['auth/invalid-phone-number', 'Invalid phone number format. Please check and try again.'],
    ['auth/quota-exceeded', 'SMS quota exceeded. Please try again later.'],
    ['auth/network-request-failed', 'Network error. Please check your connection and try again.'],
    ['auth/too-many-requests', 'Too many requests. Please wait and try again later.'],
    ['auth/captcha-check-failed', 'Verification system error. Please refresh the page and try again.'],
    ['auth/internal-error', 'Failed to send OTP. Please try again later.'],
    [undefined, 'Failed to send OTP. Please try again later.'],
  ])('%s shows %s', (code, text) => {
    expect(new PhoneAuthError(phoneAuthProblemOf(code)).message).toBe(text);
  });
});
