/**
 * The one clock the server decides by (refund tiers, booking and reschedule windows, reminders,
 * "today", rate-limit windows, token expiry). It is the machine's clock, except outside production
 * where `CLINIC_CLOCK` (an ISO instant with its offset, e.g. 2026-11-30T23:50:00+05:30) starts it at
 * that instant and lets it tick on, so a whole run can happen at a chosen hour of a chosen day
 * (`npm run test:at`). Production (NODE_ENV=production or Netlify) refuses it at start.
 */

/** Why `CLINIC_CLOCK` cannot be used in this environment or with this value, or null when it can. */
export function clinicClockProblem(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.CLINIC_CLOCK;
  if (!value) return null;
  if (env.NODE_ENV === 'production' || env.NETLIFY) return 'CLINIC_CLOCK is for tests and development only; unset it in production';
  if (!/[zZ]|[+-]\d\d:?\d\d$/.test(value) || Number.isNaN(Date.parse(value))) {
    return `CLINIC_CLOCK must be an ISO instant with its offset, e.g. 2026-11-30T23:50:00+05:30 (got "${value}")`;
  }
  return null;
}

/**
 * The machine's instant (epoch ms) at which the clinic's clock read CLINIC_CLOCK: `CLINIC_CLOCK_SET_AT`
 * when given, else now. `npm run test:at` sets it once, so every process of a run (the server, test
 * workers, a worker restarted after a failure) keeps one clock instead of each starting its own.
 */
export function clinicClockSetAtMs(env: NodeJS.ProcessEnv = process.env): number {
  const setAt = Number(env.CLINIC_CLOCK_SET_AT);
  return Number.isFinite(setAt) && setAt > 0 ? setAt : Date.now();
}

/** Milliseconds the clinic's clock runs ahead of the machine's (0 unless CLINIC_CLOCK is set). */
function startOffset(): number {
  const value = process.env.CLINIC_CLOCK;
  if (!value) return 0;
  const problem = clinicClockProblem();
  if (problem) throw new Error(problem);
  return Date.parse(value) - clinicClockSetAtMs();
}

let offsetMs = startOffset();

/**
 * Whether the clock may be moved forward while the server runs (`CLINIC_CLOCK_MOVABLE=1`, set by the
 * browser tests' servers): a test jumps to a visit's start instead of waiting for it in real time.
 * Never in production.
 */
export function clinicClockMovable(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.CLINIC_CLOCK_MOVABLE === '1' && env.NODE_ENV !== 'production' && !env.NETLIFY;
}

/** Moves the clinic's clock forward to `instant` (never back: what happened stays in the past); returns how far it moved. */
export function advanceClinicClockTo(instant: Date): number {
  if (!clinicClockMovable()) throw new Error('The clinic clock moves only where CLINIC_CLOCK_MOVABLE=1, never in production');
  const ahead = Math.max(0, instant.getTime() - clinicNowMs());
  offsetMs += ahead;
  return ahead;
}

/** The current instant as the clinic sees it. */
export function clinicNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/** The current instant in epoch milliseconds. */
export function clinicNowMs(): number {
  return Date.now() + offsetMs;
}
