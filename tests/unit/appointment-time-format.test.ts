import { describe, expect, it } from 'vitest';
import { formatAppointmentTime } from '../../src/lib/time/booking-day';

describe('formatAppointmentTime', () => {
  it.each([
    ['Asia/Kolkata', 'Thu, Dec 10, 2026, 11:00 AM IST', null],
    ['Asia/Calcutta', 'Thu, Dec 10, 2026, 11:00 AM IST', null],
    ['Europe/London', 'Thu, Dec 10, 2026, 11:00 AM IST', 'Thu, Dec 10, 2026, 5:30 AM GMT'],
    ['America/New_York', 'Thu, Dec 10, 2026, 11:00 AM IST', 'Thu, Dec 10, 2026, 12:30 AM EST'],
    ['Australia/Sydney', 'Thu, Dec 10, 2026, 11:00 AM IST', 'Thu, Dec 10, 2026, 4:30 PM GMT+11'],
  ])('in %s shows clinic time, and the viewer time beside it outside India', (zone, clinic, viewer) => {
    expect(formatAppointmentTime('2026-12-10T05:30:00.000Z', zone)).toEqual({ clinic, viewer });
  });

  it('names the viewer date when it differs from the clinic date', () => {
    expect(formatAppointmentTime('2026-12-10T02:00:00.000Z', 'America/Los_Angeles')).toEqual({
      clinic: 'Thu, Dec 10, 2026, 7:30 AM IST',
      viewer: 'Wed, Dec 9, 2026, 6:00 PM PST',
    });
  });
});
