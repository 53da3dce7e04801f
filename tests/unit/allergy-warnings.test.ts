import { describe, expect, it } from 'vitest';
import { allergyWarnings, recordedAllergies } from '../../src/lib/policy/allergy-warnings';

const lines = (...medicines: string[]) => medicines.map((medicine) => ({ medicine }));

describe('a medicine that matches a recorded allergy is flagged (issue 45 item 8)', () => {
  it('flags a sulfa drug for a patient allergic to sulfa drugs, and only that line', () => {
    expect(allergyWarnings(lines('Triphala churna', 'Sulfasalazine'), 'Sulfa drugs')).toEqual([
      { line: 1, medicine: 'Sulfasalazine', allergy: 'Sulfa drugs' },
    ]);
  });

  it('reads a list of allergies and matches whole names inside a longer medicine name', () => {
    expect(allergyWarnings(lines('Kaishore Guggulu', 'Ashwagandha'), 'penicillin, guggulu and peanuts')).toEqual([
      { line: 0, medicine: 'Kaishore Guggulu', allergy: 'guggulu' },
    ]);
  });

  it('does not match on generic or short words', () => {
    expect(allergyWarnings(lines('Mahanarayan oil', 'Brahmi tablets'), 'allergic to some tablets, oil')).toEqual([]);
    expect(allergyWarnings(lines('Sulfasalazine'), null)).toEqual([]);
  });

  it('takes the allergies from the intake answer, blank meaning none', () => {
    expect(recordedAllergies({ has_allergies: true, allergies: ' sulfa ' })).toBe('sulfa');
    expect(recordedAllergies({ has_allergies: false, allergies: '  ' })).toBeNull();
  });
});
