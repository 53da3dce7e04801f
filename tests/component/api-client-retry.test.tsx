import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BookingWizard from '../../src/islands/booking-wizard/BookingWizard';
import { ApiError, BUSY_MAX_ATTEMPTS, apiFetch, busyWaitMs } from '../../src/lib/api/client';

const BUSY_BODY = { error: "The clinic's booking system is busy. Please try again in a moment.", code: 'unavailable' };

const busy = (retryAfter: string | null = '1') =>
  new Response(JSON.stringify(BUSY_BODY), {
    status: 503,
    headers: { 'Content-Type': 'application/json', ...(retryAfter === null ? {} : { 'Retry-After': retryAfter }) },
  });
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * The server's answers in order, one per request; records the paths asked. A signed-in wizard
 * also asks whether the patient's details are confirmed (GET /v1/users/me): that answers "yes"
 * and takes no turn, so the order of the two first calls does not matter.
 */
function answerInTurn(...answers: (() => Response)[]) {
  const paths: string[] = [];
  let next = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/v1/users/me') return ok({ details_confirmed: true });
      paths.push(path);
      const answer = answers[Math.min(next, answers.length - 1)]!;
      next += 1;
      return answer();
    }),
  );
  return paths;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('busyWaitMs', () => {
  it.each([
    ['2', 0, 2000],
    ['2', 1, 3000],
    ['0', 0, 500],
    ['600', 0, 10_000],
    [null, 0, 2000],
    ['Wed, 21 Oct 2026 07:28:00 GMT', 0, 2000],
  ])('Retry-After %s with jitter %s waits %s ms', (retryAfter, random, expected) => {
    expect(busyWaitMs(retryAfter, () => random)).toBe(expected);
  });
});

describe('apiFetch with retryWhenBusy', () => {
  it('asks again after Retry-After when the API answers 503, telling the caller before each wait', async () => {
    const paths = answerInTurn(busy, busy, () => ok({ id: 7 }));
    const onRetry = vi.fn<(attempt: number, waitMs: number) => void>();
    const result = apiFetch<{ id: number }>('/v1/services', { retryWhenBusy: { onRetry } });
    await vi.runAllTimersAsync();
    expect((await result).data).toEqual({ id: 7 });
    expect(paths).toEqual(['/api/v1/services', '/api/v1/services', '/api/v1/services']);
    expect(onRetry.mock.calls.map(([attempt]) => attempt)).toEqual([2, 3]);
    for (const [, waitMs] of onRetry.mock.calls) expect(waitMs).toBeGreaterThanOrEqual(1000);
  });

  it('gives up after a few tries with the API error, in SPEC shape', async () => {
    const paths = answerInTurn(busy);
    const result = apiFetch('/v1/services', { retryWhenBusy: {} }).catch((err: unknown) => err);
    await vi.runAllTimersAsync();
    const err = await result;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 503, code: 'unavailable', message: BUSY_BODY.error });
    expect(paths).toHaveLength(BUSY_MAX_ATTEMPTS);
  });

  it.each([
    ['a call that did not opt in', () => busy(), false],
    ['a 503 without Retry-After', () => busy(null), true],
    ['a 500', () => new Response(JSON.stringify({ error: 'x', code: 'internal' }), { status: 500 }), true],
  ])('does not ask again for %s', async (_, answer, isOptedIn) => {
    const paths = answerInTurn(answer, () => ok({}));
    await expect(apiFetch('/v1/services', isOptedIn ? { retryWhenBusy: {} } : {})).rejects.toBeInstanceOf(ApiError);
    expect(paths).toHaveLength(1);
  });

  it('stops waiting when the caller aborts', async () => {
    const paths = answerInTurn(
      () => busy('5'),
      () => ok({}),
    );
    const controller = new AbortController();
    const result = apiFetch('/v1/services', { signal: controller.signal, retryWhenBusy: {} }).catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await result).toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(paths).toHaveLength(1);
  });
});

describe('BookingWizard when the clinic is busy', () => {
  beforeEach(() => {
    // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
    vi.stubGlobal('matchMedia', (media: string) => ({ matches: false, media, addEventListener() {}, removeEventListener() {} }));
    localStorage.setItem('userSessionToken', 'token');
    localStorage.setItem('userSessionExpiry', String(Date.now() + 60 * 60_000));
    localStorage.setItem('userFirebaseUid', 'uid');
    localStorage.setItem('userId', '5');
  });

  it.each([
    ['en', "The clinic's booking system is busy; trying again…"],
    ['hi', 'क्लिनिक की बुकिंग प्रणाली व्यस्त है; फिर से कोशिश कर रहे हैं…'],
    ['gu', 'ક્લિનિકની બુકિંગ પ્રણાલી વ્યસ્ત છે; ફરી પ્રયાસ કરી રહ્યા છીએ…'],
  ] as const)('says it is busy (%s) and loads the services once the API answers', async (locale, text) => {
    answerInTurn(busy, () => ok([{ id: 2, name: 'Panchakarma', price: 2500, status: true }]));
    render(<BookingWizard clinicName="Clinic" firebase={null} locale={locale} />);
    expect(await screen.findByText(text)).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(await screen.findByRole('option', { name: 'Panchakarma' })).toBeTruthy();
  });
});
