import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/** A call the component made: its method, URL and JSON body (undefined without one). */
export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

/**
 * A stand-in `fetch` for a component test file: each call is recorded in `requests` and takes
 * the next of `answers`, in order; a call with none prepared fails the test. `standing` answers
 * some calls before the queue, unrecorded: panels beside the one under test that load on their
 * own. Registers its own beforeEach and afterEach (the DOM cleaned up, the global restored).
 */
export function queuedFetch(standing: (url: string) => Response | undefined = () => undefined) {
  const stub = { answers: [] as (() => Response)[], requests: [] as SentRequest[] };
  beforeEach(() => {
    stub.requests = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
      const answer = standing(input);
      if (answer) return answer;
      stub.requests.push({ method: init.method ?? 'GET', url: input, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const next = stub.answers.shift();
      if (!next) throw new Error(`No answer prepared for ${input}`);
      return next();
    });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    stub.answers = [];
  });
  return stub;
}
