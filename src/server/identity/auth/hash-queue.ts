import { AppError } from '../../kernel/errors';
import { staffAuthMessages } from '../../../lib/validation/messages';

/**
 * Password hashes running at once. scrypt at OWASP's cost takes 128 MiB and a few hundred ms of
 * one of libuv's four threads; left unbounded, a flood of logins takes all four and every file
 * read, gzip and DNS lookup of the server waits behind it.
 */
export const MAX_CONCURRENT_HASHES = 2;
/** Hashes waiting for a turn; a request beyond them is refused before anything is hashed. */
export const MAX_QUEUED_HASHES = 16;
export const HASH_QUEUE_RETRY_AFTER_SECONDS = 5;

let active = 0;
let peakActive = 0;
let peakQueued = 0;
const waiting: (() => void)[] = [];

/**
 * Runs one hash when a slot is free, waits in a bounded queue otherwise, and refuses with 429 and
 * `Retry-After` when the queue is full. The bound is per process (each serverless instance has its own).
 */
export async function withHashSlot<T>(hash: () => Promise<T>): Promise<T> {
  if (active < MAX_CONCURRENT_HASHES) {
    active += 1;
    peakActive = Math.max(peakActive, active);
  } else {
    if (waiting.length >= MAX_QUEUED_HASHES)
      throw new AppError('rate_limited', staffAuthMessages.hashQueueBusy, undefined, HASH_QUEUE_RETRY_AFTER_SECONDS);
    // A finishing hash hands its slot straight to the first waiter, so `active` never rises past the cap.
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      peakQueued = Math.max(peakQueued, waiting.length);
    });
  }
  try {
    return await hash();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }
}

/** The queue now and the most it has held since `resetPeaks` (tests and diagnostics). */
export function hashQueueState(resetPeaks = false) {
  const state = { active, queued: waiting.length, peakActive, peakQueued };
  if (resetPeaks) {
    peakActive = active;
    peakQueued = waiting.length;
  }
  return state;
}
