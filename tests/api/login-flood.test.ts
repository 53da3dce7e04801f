import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HASH_QUEUE_RETRY_AFTER_SECONDS, MAX_CONCURRENT_HASHES, MAX_QUEUED_HASHES, hashQueueState } from '../../src/server/identity/auth/hash-queue';
import { staffAuthMessages } from '../../src/lib/validation/messages';
import { createTestContext, jsonRequest, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const FLOOD = 300;

describe('POST /api/v1/users/login under a flood (finding 3)', () => {
  it('300 parallel logins: a few hashes at once, a bounded queue, the rest 429 before hashing; a GET is answered meanwhile', async () => {
    hashQueueState(true);
    let settled = 0;
    // Each from its own address and for its own (unknown) account: no rate limit trips, only the queue can refuse.
    const logins = Array.from({ length: FLOOD }, (_, i) =>
      Promise.resolve(
        t.app.request(
          '/api/v1/users/login',
          jsonRequest('POST', { email: `flood-${i}@example.com`, password: 'guess' }, undefined, { 'x-test-ip': `10.50.${i >> 8}.${i & 255}` }),
        ),
      ).finally(() => (settled += 1)),
    );

    // Every login is either answered or waiting for a hash, and the queue is full.
    await vi.waitFor(
      () => {
        const { active, queued } = hashQueueState();
        expect(queued).toBe(MAX_QUEUED_HASHES);
        expect(settled + active + queued).toBe(FLOOD);
      },
      { timeout: 120_000, interval: 2 },
    );
    const services = await t.app.request('/api/v1/services');
    const whenAnswered = hashQueueState();
    expect(services.status).toBe(200);
    // The GET did not wait behind the queued hashes.
    expect(whenAnswered.queued).toBeGreaterThan(0);

    const responses = await Promise.all(logins);
    const busy = responses.filter((r) => r.status === 429);
    const checked = responses.filter((r) => r.status === 401);
    expect(busy.length + checked.length).toBe(FLOOD);
    expect(busy.length).toBeGreaterThan(FLOOD / 2);
    expect(checked.length).toBeGreaterThanOrEqual(MAX_CONCURRENT_HASHES + MAX_QUEUED_HASHES);
    for (const r of busy) {
      expect(r.headers.get('retry-after')).toBe(String(HASH_QUEUE_RETRY_AFTER_SECONDS));
      expect(await r.json()).toEqual({ error: staffAuthMessages.hashQueueBusy, code: 'rate_limited', key: 'staffAuth.hashQueueBusy' });
    }
    expect(hashQueueState()).toEqual({ active: 0, queued: 0, peakActive: MAX_CONCURRENT_HASHES, peakQueued: MAX_QUEUED_HASHES });
  }, 180_000);
});
