import { describe, expect, it } from 'vitest';
import { formatPaise, paiseToRupeeText, paiseToRupees, rupeesToPaise } from '../../src/lib/format/money';
import { datesBetween, indiaDateOf, indiaDateTimeOf, indiaTimeToInstant, planSlots, weekdayOf } from '../../src/lib/time/clinic-time';

describe('money', () => {
  it.each([
    [0, 0],
    [80_000, 800],
    [80_050, 800.5],
    [1, 0.01],
  ])('%i paise is %d rupees', (paise, rupees) => {
    expect(paiseToRupees(paise)).toBe(rupees);
    expect(rupeesToPaise(rupees)).toBe(paise);
  });

  it('writes paise as plain rupees for a CSV cell', () => {
    expect(paiseToRupeeText(80_000)).toBe('800.00');
    expect(paiseToRupeeText(250_000)).toBe('2500.00');
    expect(paiseToRupeeText(5)).toBe('0.05');
  });

  it('rounds float noise when converting rupees to paise', () => {
    expect(rupeesToPaise(19.99)).toBe(1999);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
  });

  it('formats with the rupee sign and two decimals', () => {
    expect(formatPaise(150_000)).toBe('₹1,500.00');
    expect(formatPaise(5)).toBe('₹0.05');
  });
});

describe('clinic time (India, UTC+05:30)', () => {
  it('turns an India wall-clock time into the right instant', () => {
    expect(indiaTimeToInstant('2026-03-10', '10:00').toISOString()).toBe('2026-03-10T04:30:00.000Z');
    expect(indiaTimeToInstant('2026-03-10', '00:15').toISOString()).toBe('2026-03-09T18:45:00.000Z');
  });

  it('finds the India calendar date of an instant', () => {
    expect(indiaDateOf(new Date('2026-03-09T18:30:00Z'))).toBe('2026-03-10');
    expect(indiaDateOf(new Date('2026-03-09T18:29:59Z'))).toBe('2026-03-09');
  });

  it('writes an instant as India date and time for a spreadsheet', () => {
    expect(indiaDateTimeOf(new Date('2026-11-24T05:30:00.000Z'))).toBe('2026-11-24 11:00');
    expect(indiaDateTimeOf(new Date('2026-11-24T20:00:00.000Z'))).toBe('2026-11-25 01:30');
  });

  it('lists dates and weekdays', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(weekdayOf('2026-11-22')).toBe(0);
  });

  it('plans back-to-back slots inside opening hours only', () => {
    const slots = planSlots({ dates: ['2026-03-10'], dayStart: '10:00', dayEnd: '11:45', slotMinutes: 30 });
    expect(slots.map((s) => s.startTime.toISOString())).toEqual(['2026-03-10T04:30:00.000Z', '2026-03-10T05:00:00.000Z', '2026-03-10T05:30:00.000Z']);
    expect(slots.at(-1)!.endTime.toISOString()).toBe('2026-03-10T06:00:00.000Z');
  });
});
