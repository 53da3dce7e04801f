import { formatPaise } from '../../lib/format/money';

/** "Short by ₹50.00", "Over by ₹20.00" or "Matches": the counted drawer against the expected. */
export function differenceText(differencePaise: number): string {
  if (differencePaise === 0) return 'Matches the expected cash';
  return `${differencePaise < 0 ? 'Short by' : 'Over by'} ${formatPaise(Math.abs(differencePaise))}`;
}
