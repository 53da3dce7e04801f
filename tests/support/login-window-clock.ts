import { afterEach, beforeEach, vi } from 'vitest';
import { LOGIN_WINDOW_SECONDS } from '../../src/server/identity/auth/login-throttle';

const windowMs = LOGIN_WINDOW_SECONDS * 1000;

/**
 * Holds `Date` still, half-way through the current 15-minute login window: login counters live in
 * fixed windows, so a test's attempts never straddle a boundary and every count is exact.
 */
export function holdClockMidLoginWindow(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Math.floor(Date.now() / windowMs) * windowMs + windowMs / 2);
}

/** Holds the clock mid-window for each test of the enclosing describe (or file), unless `skip` says not to. */
export function holdClockMidLoginWindowEach(skip: (testName: string) => boolean = () => false): void {
  beforeEach(({ task }) => {
    if (!skip(task.name)) holdClockMidLoginWindow();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
