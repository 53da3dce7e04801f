import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { advanceClinicClockTo, clinicClockMovable, clinicClockProblem, clinicClockSetAtMs } from '../../src/server/kernel/clock';

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

describe('one clock for every process of a run (CLINIC_CLOCK_SET_AT)', () => {
  it('a process started later reads the instant plus the time since the run set it, not the instant itself', () => {
    // The machine's real time (under `npm run test:at` this file's Date is held at the chosen instant).
    const tenMinutesAgo = Math.round(performance.timeOrigin + performance.now()) - 10 * 60_000;
    const read = spawnSync(
      process.execPath,
      ['--import', 'tsx', '-e', "import('./src/server/kernel/clock.ts').then((m) => console.log(m.clinicNow().toISOString()))"],
      {
        env: { ...process.env, CLINIC_CLOCK: '2026-11-30T23:50:00+05:30', CLINIC_CLOCK_SET_AT: String(tenMinutesAgo), CLINIC_CLOCK_FOR_TESTS: '' },
        encoding: 'utf8',
      },
    );
    expect(read.stderr).toBe('');
    const seen = Date.parse(read.stdout.trim());
    const expected = Date.parse('2026-11-30T18:20:00Z');
    expect(seen - expected).toBeGreaterThanOrEqual(10 * 60_000);
    expect(seen - expected).toBeLessThan(11 * 60_000);
  });

  it('without CLINIC_CLOCK_SET_AT the clock starts at the instant when the process reads it', () => {
    const before = Date.now();
    expect(clinicClockSetAtMs({})).toBeGreaterThanOrEqual(before);
    expect(clinicClockSetAtMs({ CLINIC_CLOCK_SET_AT: 'soon' })).toBeGreaterThanOrEqual(before);
    expect(clinicClockSetAtMs({ CLINIC_CLOCK_SET_AT: '1764500000000' })).toBe(1764500000000);
  });
});

describe('CLINIC_CLOCK_MOVABLE (the browser tests jump to a visit instead of waiting)', () => {
  it.each([
    [{}, false],
    [{ CLINIC_CLOCK_MOVABLE: '1' }, true],
    [{ CLINIC_CLOCK_MOVABLE: 'yes' }, false],
    [{ CLINIC_CLOCK_MOVABLE: '1', NODE_ENV: 'production' }, false],
    [{ CLINIC_CLOCK_MOVABLE: '1', NETLIFY: 'true' }, false],
  ])('%j: movable %s', (env, movable) => {
    expect(clinicClockMovable(env)).toBe(movable);
  });

  it('moves forward to the instant asked for, never back, and not at all unless allowed', () => {
    const read = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/server/kernel/clock.ts').then((m) => {
          const target = new Date(m.clinicNowMs() + 90 * 60_000);
          const moved = m.advanceClinicClockTo(target);
          const afterward = m.clinicNowMs() - target.getTime();
          console.log(JSON.stringify({ moved, afterward, back: m.advanceClinicClockTo(new Date(0)) }));
        })`,
      ],
      { env: { ...process.env, CLINIC_CLOCK_MOVABLE: '1', CLINIC_CLOCK: '' }, encoding: 'utf8' },
    );
    expect(read.stderr).toBe('');
    const { moved, afterward, back } = JSON.parse(read.stdout) as { moved: number; afterward: number; back: number };
    expect(moved).toBeGreaterThan(89 * 60_000);
    expect(afterward).toBeGreaterThanOrEqual(0);
    expect(afterward).toBeLessThan(5_000);
    expect(back).toBe(0);
    expect(() => advanceClinicClockTo(new Date(Date.now() + 60_000))).toThrow(/CLINIC_CLOCK_MOVABLE/);
  });
});
