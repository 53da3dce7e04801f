import { describe, expect, it } from 'vitest';
import { clinicClockProblem } from '../../src/server/clock';

describe('CLINIC_CLOCK (the settable clock, never in production)', () => {
  it.each([
    [{}, null],
    [{ CLINIC_CLOCK: '2026-11-30T23:50:00+05:30' }, null],
    [{ CLINIC_CLOCK: '2026-11-30T23:50+05:30' }, null],
    [{ CLINIC_CLOCK: '2027-03-31T18:20:00Z' }, null],
    [{ CLINIC_CLOCK: '2026-11-30T23:50:00+05:30', NODE_ENV: 'production' }, /production/],
    [{ CLINIC_CLOCK: '2026-11-30T23:50:00+05:30', NETLIFY: 'true' }, /production/],
    [{ CLINIC_CLOCK: '2026-11-30T23:50:00' }, /offset/],
    [{ CLINIC_CLOCK: 'tomorrow+05:30' }, /offset/],
  ])('%j: %s', (env, problem) => {
    const answer = clinicClockProblem(env);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toMatch(problem);
  });
});
