const counts = new Intl.NumberFormat('en-US');
const percents = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A whole count with thousands separators, e.g. 2,883. */
export const formatCount = (n: number): string => counts.format(n);

/** A count and its noun, plural unless it is one: "1 booking", "2,883 bookings". */
export const formatCountOf = (n: number, noun: string): string => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

/** A fraction (0.077) as a percentage with at most one decimal, e.g. 7.7%. */
export const formatPercent = (fraction: number): string => percents.format(fraction);
