import { beforeEach, vi } from 'vitest';

/**
 * `npm run test:at -- <instant>` runs vitest at a chosen instant (CLINIC_CLOCK). Here the instant is
 * held by faking `Date` (ticking on from when the file started), so the tests' own "tomorrow" and the
 * server's clock (src/server/kernel/clock.ts, which then reads the faked Date unshifted) agree. A test that
 * holds its own clock (vi.useFakeTimers / setSystemTime) still can; after it lets go, the next test
 * is back at the chosen instant.
 */
const at = process.env.CLINIC_CLOCK ?? process.env.CLINIC_CLOCK_FOR_TESTS;

if (at) {
  // The server module must not shift the already shifted Date a second time.
  process.env.CLINIC_CLOCK_FOR_TESTS = at;
  delete process.env.CLINIC_CLOCK;
  const startMs = Date.parse(at);
  if (Number.isNaN(startMs)) throw new Error(`CLINIC_CLOCK is not an instant: ${at}`);
  const startedAt = performance.now();
  const holdClinicClock = () => {
    vi.useFakeTimers({ toFake: ['Date'], now: startMs + (performance.now() - startedAt), shouldAdvanceTime: true });
  };
  holdClinicClock();
  beforeEach(() => {
    if (!vi.isFakeTimers()) holdClinicClock();
  });
}
