/**
 * `npm test`: check, then the vitest suites, then the browser tests, stopping at the first that
 * fails, as `a && b && c` would; each stage's time is recorded and printed at the end with the
 * slowest files (scripts/test-timing.ts).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { PLAYWRIGHT_REPORT, printTiming, saveStages, VITEST_REPORT, type StageTime } from './test-timing';

const STAGES = ['check', 'test:unit', 'test:e2e'];

// A stage that does not run leaves no report behind from an earlier run (its failures would be listed).
for (const report of [VITEST_REPORT, PLAYWRIGHT_REPORT]) rmSync(report, { force: true });

const stages: StageTime[] = [];
let status = 0;
for (const stage of STAGES) {
  const startedAt = Date.now();
  const run = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  status = run.status ?? 1;
  stages.push({ stage, seconds: (Date.now() - startedAt) / 1000, ok: status === 0 });
  if (status !== 0) break;
}
saveStages(stages);
printTiming(stages);
process.exit(status);
