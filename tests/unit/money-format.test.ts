import { describe, expect, it } from 'vitest';
import { formatPaise, formatRupees } from '../../src/lib/format/money';

describe('formatRupees (service prices: rupee sign, 2 decimals)', () => {
  it.each([
    [800, '₹800.00'],
    [1500.5, '₹1,500.50'],
    [0, '₹0.00'],
    [99.999, '₹100.00'],
    [250000, '₹2,50,000.00'],
  ])('%d rupees shows as %s', (rupees, expected) => {
    expect(formatRupees(rupees)).toBe(expected);
  });

  it('formats paise amounts the same way after dividing by 100', () => {
    expect(formatPaise(80_050)).toBe(formatRupees(800.5));
  });
});
