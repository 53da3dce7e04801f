import { describe, expect, it } from 'vitest';
import { dietCardPath, dietCardSlug, slugFromDietPath } from '../../src/lib/diet-plans/diet-card-path';

describe('dietCardSlug (SPEC §2: lowercased, first space replaced by a hyphen)', () => {
  it.each([
    ['Arthritis', 'arthritis'],
    ['Golden Turmeric Milk', 'golden-turmeric milk'],
    ['Moong Dal Khichdi', 'moong-dal khichdi'],
  ])('%s → %s', (title, slug) => {
    expect(dietCardSlug(title)).toBe(slug);
  });
});

describe('dietCardPath and slugFromDietPath', () => {
  it.each(['Arthritis', 'Golden Turmeric Milk', 'Cumin Coriander Fennel Tea', 'Ragi & Date Porridge'])('round-trips %s', (title) => {
    expect(slugFromDietPath(dietCardPath(title))).toBe(dietCardSlug(title));
  });

  it.each([
    ['/diet-plans/golden-turmeric%20milk', 'golden-turmeric milk'],
    ['/diet-plans/Golden-Turmeric%20Milk/', 'golden-turmeric milk'],
    ['/diet-plans', null],
    ['/diet-plans/a/b', null],
    ['/diet-plans/%E0%A4', null],
  ])('reads %s as %s', (path, slug) => {
    expect(slugFromDietPath(path)).toBe(slug);
  });
});
