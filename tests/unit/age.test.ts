import { describe, expect, it } from 'vitest';
import { ageOn, dateOfBirthForAge } from '../../src/lib/time/age';

describe('ageOn', () => {
  it.each([
    ['1990-06-15', '2026-06-14', 35],
    ['1990-06-15', '2026-06-15', 36],
    ['1990-06-15', '2026-12-31', 36],
    ['2000-02-29', '2026-02-28', 25],
    ['2000-02-29', '2026-03-01', 26],
    ['2026-11-28', '2026-11-28', 0],
  ])('born %s, on %s: %i years', (born, day, age) => expect(ageOn(born, day)).toBe(age));
});

describe('dateOfBirthForAge', () => {
  it.each([
    [34, '2026-11-28', '1992-11-28'],
    [0, '2026-11-28', '2026-11-28'],
    [30, '2028-02-29', '1998-02-28'],
  ])('%i years on %s: born %s, which gives that age back', (age, day, born) => {
    expect(dateOfBirthForAge(age, day)).toBe(born);
    expect(ageOn(born, day)).toBe(age);
  });
});
