import { describe, expect, it } from 'vitest';
import { formatCount, formatCountOf, formatPercent } from '../../src/lib/format/number';
import { shortDateName } from '../../src/lib/format/date';

describe('counts and percentages (dashboard figures)', () => {
  it.each([
    [0, '0'],
    [2883, '2,883'],
    [100000, '100,000'],
  ])('formatCount(%d) is %s', (n, expected) => {
    expect(formatCount(n)).toBe(expected);
  });

  it.each([
    [0, 'booking', '0 bookings'],
    [1, 'booking', '1 booking'],
    [2883, 'no-show', '2,883 no-shows'],
  ])('formatCountOf(%d, %s) is %s', (n, noun, expected) => {
    expect(formatCountOf(n, noun)).toBe(expected);
  });

  it.each([
    [0, '0%'],
    [0.4, '40%'],
    [0.0767, '7.7%'],
    [1, '100%'],
  ])('formatPercent(%d) is %s', (fraction, expected) => {
    expect(formatPercent(fraction)).toBe(expected);
  });

  it.each([
    ['2026-11-20', 'Fri, Nov 20'],
    ['2026-12-01', 'Tue, Dec 1'],
  ])('shortDateName(%s) is %s, whatever the zone', (date, expected) => {
    expect(shortDateName(date)).toBe(expected);
  });
});
