import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = new URL('../../src/server', import.meta.url).pathname;
const sourceFiles = (readdirSync(serverDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join(serverDir, file));

/** The files that call `name(` (not its definition). */
const callersOf = (name: string) =>
  sourceFiles
    .filter((file) => new RegExp(`(?<!function )\\b${name}\\(`).test(readFileSync(file, 'utf8')))
    .map((file) => relative(serverDir, file))
    .sort();

describe('after-commit work has one runner', () => {
  it('only the edge runner sends refunds for a request; the settle job sends the ones it retries', () => {
    expect(callersOf('sendRefunds')).toEqual(['billing/refunds/settle-refunds.ts', 'http/after-commit-runner.ts']);
  });

  it('only the edge runner wakes the dispatcher after a request', () => {
    expect(callersOf('sendNotificationsSoon')).toEqual(['http/after-commit-runner.ts']);
  });
});
