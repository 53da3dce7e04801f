import { describe, expect, it } from 'vitest';
import { formatAppointmentTime, formatSlotTime, formatTimeOfDay } from '../../src/lib/format/date';
import { gu } from '../../src/server/messaging/templates/gu';
import { hi } from '../../src/server/messaging/templates/hi';

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

describe('Hindi and Gujarati times, one way on the site and in messages (issue 27 item 11)', () => {
  const START = '2026-11-27T05:00:00Z'; // 10:30 in India
  it.each([
    ['hi', 'सुबह 10:30', 'शुक्रवार, 27 नवंबर 2026, सुबह 10:30 IST'],
    ['gu', 'સવારે 10:30', 'શુક્રવાર, 27 નવેમ્બર, 2026, સવારે 10:30 IST'],
  ] as const)('%s: the part of the day first and the whole date, never "10:30 am" or a cut weekday', (locale, time, clinic) => {
    expect(formatTimeOfDay(new Date(START), locale, 'Asia/Kolkata')).toBe(time);
    expect(formatSlotTime(START, 'Asia/Kolkata', locale)).toBe(time);
    expect(formatAppointmentTime(START, 'Asia/Kolkata', locale)).toEqual({ clinic, viewer: null });
    expect(formatSlotTime(START, 'Asia/Kolkata', locale)).not.toMatch(/am|pm/i);
  });

  it('messages write the time of day the same way the page does', () => {
    expect(hi.formatWhen(new Date(START))).toContain(formatTimeOfDay(new Date(START), 'hi', 'Asia/Kolkata'));
    expect(gu.formatWhen(new Date(START))).toContain(formatTimeOfDay(new Date(START), 'gu', 'Asia/Kolkata'));
  });
});
