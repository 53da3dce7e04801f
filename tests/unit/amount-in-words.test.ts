import { describe, expect, it } from 'vitest';
import { paiseInWords } from '../../src/lib/format/amount-in-words';

describe('paiseInWords (receipts: the amount in words, Indian numbering)', () => {
  it.each([
    [100, 'One rupee only'],
    [1_500, 'Fifteen rupees only'],
    [10_000, 'One hundred rupees only'],
    [250_000, 'Two thousand five hundred rupees only'],
    [10_000_000, 'One lakh rupees only'],
    [123_456_700, 'Twelve lakh thirty-four thousand five hundred sixty-seven rupees only'],
    [1_500_000_000, 'One crore fifty lakh rupees only'],
    [80_050, 'Eight hundred rupees and fifty paise only'],
    [0, 'Zero rupees only'],
    [-250_000, 'Two thousand five hundred rupees only'],
  ])('%d paise reads "%s"', (paise, expected) => {
    expect(paiseInWords(paise)).toBe(expected);
  });
});
