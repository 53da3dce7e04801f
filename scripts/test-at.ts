/**
 * Runs the tests at a chosen instant: `npm run test:at -- 2026-11-30T23:50+05:30 [command …]`.
 * Sets CLINIC_CLOCK for vitest (tests/support/clinic-clock.ts), the e2e server (src/server/kernel/clock.ts)
 * and the browser (tests/e2e/support/clinic-clock.ts); the clock starts there and ticks on. The
 * command defaults to the whole `npm test`; give one to run a few files, e.g.
 * `npm run test:at -- 2026-11-30T23:50+05:30 npx vitest run --project api-pglite tests/api/my-appointments.test.ts`.
 */
import { spawnSync } from 'node:child_process';
import { clinicClockProblem } from '../src/server/kernel/clock';

const [instant, ...command] = process.argv.slice(2);
// One origin for every process the run starts: the clock reads the instant now and ticks on from here.
const env = { ...process.env, CLINIC_CLOCK: instant, CLINIC_CLOCK_SET_AT: String(Date.now()) };
const problem = instant ? clinicClockProblem(env) : 'give the instant, e.g. npm run test:at -- 2026-11-30T23:50+05:30';
if (problem) {
  console.error(problem);
  process.exit(2);
}
const [program, ...args] = command.length > 0 ? command : ['npm', 'test'];
console.log(`== at ${instant} (${new Date(Date.parse(instant!)).toISOString()}): ${[program, ...args].join(' ')}`);
const run = spawnSync(program!, args, { stdio: 'inherit', env });
process.exit(run.status ?? 1);
