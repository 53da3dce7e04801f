import { describe, expect, it } from 'vitest';
import { INVALID_DATE, formatDate } from '../../src/lib/format/date';

describe('formatDate', () => {
  const instant = '2025-01-05T15:04:00.000Z';

  it.each([
    ['short', 'Jan 5, 2025, 3:04 PM'],
    ['padded', 'Jan 5, 2025, 03:04 PM'],
    ['long', 'Sunday, January 5, 2025 at 03:04 PM'],
    ['time', '3:04 PM'],
    ['day', 'Sun, Jan 5'],
  ] as const)('formats the %s style en-US with a 12-hour clock', (style, expected) => {
    expect(formatDate(instant, style, 'UTC')).toBe(expected);
  });

  it('shows the instant in the given zone (India is UTC+05:30)', () => {
    expect(formatDate(instant, 'short', 'Asia/Kolkata')).toBe('Jan 5, 2025, 8:34 PM');
    expect(formatDate('2025-01-05T04:30:00.000Z', 'padded', 'Asia/Kolkata')).toBe('Jan 5, 2025, 10:00 AM');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(instant), 'short', 'UTC')).toBe('Jan 5, 2025, 3:04 PM');
    expect(formatDate(Date.parse(instant), 'short', 'UTC')).toBe('Jan 5, 2025, 3:04 PM');
  });

  it.each([['not a date'], [''], [null], [undefined], [Number.NaN]])('shows Invalid Date for %s', (value) => {
    expect(formatDate(value, 'short', 'UTC')).toBe(INVALID_DATE);
  });
});
