/**
 * Where `npm test`'s time goes. `npm test` (scripts/test-run.ts) records each stage's time and the
 * per-file reports of vitest and Playwright under `.test-timing/`; `npm run test:timing` prints the
 * stages and the slowest files of the last run, and the run itself prints the same at its end.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { pathToFileURL } from 'node:url';

export const TIMING_FOLDER = '.test-timing';
export const VITEST_REPORT = `${TIMING_FOLDER}/vitest.json`;
export const PLAYWRIGHT_REPORT = `${TIMING_FOLDER}/playwright.json`;
const STAGES_FILE = `${TIMING_FOLDER}/stages.json`;

/** Past this the run warns (a warning, not a failure: these machines differ 2–4× from one day to the next). */
export const WARN_AFTER_MINUTES = 25;

export interface StageTime {
  stage: string;
  seconds: number;
  ok: boolean;
}

interface FileTime {
  file: string;
  seconds: number;
  tests: number;
}

export function saveStages(stages: StageTime[]): void {
  mkdirSync(TIMING_FOLDER, { recursive: true });
  writeFileSync(STAGES_FILE, JSON.stringify(stages, null, 2));
}

const readJson = <T>(file: string): T | undefined => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined);

/** Vitest's JSON report: one entry per file and project, with each test's duration. */
function vitestFiles(): FileTime[] {
  const report = readJson<{ testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[] }>(VITEST_REPORT);
  return (report?.testResults ?? []).map((result) => ({
    file: relative(process.cwd(), result.name),
    seconds: (result.endTime - result.startTime) / 1000,
    tests: result.assertionResults.length,
  }));
}

interface PlaywrightSuite {
  file: string;
  specs: { title: string; line: number; ok: boolean; tests: { results: { duration: number; errors?: { message?: string }[] }[] }[] }[];
  suites?: PlaywrightSuite[];
}

interface Failure {
  test: string;
  error: string;
}

/** The first lines of an error: enough to say why, short enough to stay in the tail CI shows. */
const firstLines = (message = '', count = 14) => stripVTControlCharacters(message).split('\n').slice(0, count).join('\n');

/** Every test that failed in the last run, with its last error (a browser test's final try). */
function failures(): Failure[] {
  const found: Failure[] = [];
  const vitest = readJson<{ testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages: string[] }[] }[] }>(
    VITEST_REPORT,
  );
  for (const file of vitest?.testResults ?? []) {
    for (const test of file.assertionResults.filter((result) => result.status === 'failed')) {
      found.push({ test: `${relative(process.cwd(), file.name)} › ${test.fullName}`, error: firstLines(test.failureMessages.at(-1)) });
    }
  }
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs.filter((candidate) => !candidate.ok)) {
      // The last try's errors, each in short: a timeout's first error only says that time ran out.
      const lastTry = spec.tests.at(-1)?.results.at(-1);
      const errors = (lastTry?.errors ?? []).map((error) => firstLines(error.message, 8));
      found.push({ test: `tests/e2e/${suite.file}:${spec.line} › ${spec.title}`, error: errors.join('\n') });
    }
    suite.suites?.forEach(visit);
  };
  readJson<{ suites: PlaywrightSuite[] }>(PLAYWRIGHT_REPORT)?.suites.forEach(visit);
  return found;
}

/** Playwright's JSON report: every result's duration (retries included) summed per spec file. */
function playwrightFiles(): FileTime[] {
  const report = readJson<{ suites: PlaywrightSuite[] }>(PLAYWRIGHT_REPORT);
  const totals = new Map<string, FileTime>();
  const visit = (suite: PlaywrightSuite) => {
    const entry = totals.get(suite.file) ?? { file: `tests/e2e/${suite.file}`, seconds: 0, tests: 0 };
    for (const spec of suite.specs) {
      for (const test of spec.tests) {
        entry.tests += 1;
        entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
      }
    }
    totals.set(suite.file, entry);
    suite.suites?.forEach(visit);
  };
  report?.suites.forEach(visit);
  return [...totals.values()];
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}m ${String(Math.round(seconds % 60)).padStart(2, '0')}s`;

/** The slowest files of the last run, vitest and Playwright together. */
export function slowestFiles(count = 20): FileTime[] {
  return [...vitestFiles(), ...playwrightFiles()].sort((a, b) => b.seconds - a.seconds).slice(0, count);
}

/** Prints the stage times and the slowest files; warns when the stages took longer than WARN_AFTER_MINUTES. */
export function printTiming(stages = readJson<StageTime[]>(STAGES_FILE) ?? []): void {
  const total = stages.reduce((sum, stage) => sum + stage.seconds, 0);
  console.log('\n== test stage times');
  for (const stage of stages) console.log(`  ${stage.stage.padEnd(12)} ${minutes(stage.seconds).padStart(8)}${stage.ok ? '' : '  (failed)'}`);
  console.log(`  ${'total'.padEnd(12)} ${minutes(total).padStart(8)}`);
  const files = slowestFiles();
  if (files.length > 0) {
    console.log('\n== slowest test files (seconds, tests; a file in two projects is listed twice)');
    for (const file of files) console.log(`  ${file.seconds.toFixed(1).padStart(7)}  ${String(file.tests).padStart(4)}  ${file.file}`);
  }
  // Last, so that the tail of a long log (all CI may show) says what failed and why.
  const failed = failures();
  if (failed.length > 0) {
    console.log(`\n== failed tests (${failed.length})`);
    for (const failure of failed.slice(0, 10)) console.log(`\n  ✘ ${failure.test}\n${failure.error.replace(/^/gm, '      ')}`);
  }
  if (total > WARN_AFTER_MINUTES * 60) {
    const names = files.slice(0, 5).map((file) => file.file);
    console.log(
      `\n!!!!!! WARNING: the tests took ${minutes(total)}, past the ${WARN_AFTER_MINUTES}-minute budget (install excluded).` +
        `\n!!!!!! Slowest: ${names.join(', ')}` +
        '\n!!!!!! Find where the time went (npm run test:timing, docs/testing.md) before CI runs past its 90 minutes.',
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printTiming();
