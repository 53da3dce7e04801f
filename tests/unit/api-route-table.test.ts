import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/http/app';
import type { AppDeps } from '../../src/server/kernel/app-env';

// Building the app only registers its routes: nothing here reaches a database or a provider.
const { routes } = createApp({ config: {} } as AppDeps);
const endpoints = routes.filter((route) => route.method !== 'ALL');

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParam = (segment: string) => segment.startsWith(':');

/** Whether every request for `path` also matches `pattern` (a :param takes any one segment). */
function catches(pattern: string, path: string): boolean {
  const [want, got] = [segmentsOf(pattern), segmentsOf(path)];
  return want.length === got.length && want.every((segment, i) => isParam(segment) || segment === got[i]);
}

describe('the API route table', () => {
  it('serves each resource from its own folder: src/server/routes/ is gone', () => {
    expect(existsSync(new URL('../../src/server/routes', import.meta.url))).toBe(false);
  });

  it('has no route that an earlier one with a :param takes first, so the order routers are mounted in does not matter', () => {
    const shadowed = endpoints.flatMap((route, index) =>
      endpoints
        .slice(0, index)
        .filter((earlier) => earlier.method === route.method && earlier.path !== route.path && catches(earlier.path, route.path))
        .map((earlier) => `${route.method} ${route.path} is taken by ${earlier.path}`),
    );
    expect(shadowed).toEqual([]);
  });

  it.each([
    ['GET', '/api/v1/time-slots/available'],
    ['GET', '/api/v1/contact-queries/admin'],
    ['GET', '/api/v1/appointments/admin'],
    ['GET', '/api/v1/refunds/admin'],
    ['GET', '/api/v1/users/patients'],
  ])('still routes %s %s', (method, path) => {
    expect(endpoints.some((route) => route.method === method && route.path === path)).toBe(true);
  });
});
