/**
 * `npm run bench:cold-start`: builds the Netlify function as `build:netlify` does
 * (scripts/build-function.ts: minified chunks in netlify/api/build/), prints what a cold start reads
 * and what is shipped, then times fresh Node processes importing its entry (netlify/functions/api.mjs)
 * from spawn to the first answer.
 * Needs a PostgreSQL server: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test.
 * BENCH_ANALYZE=1 also prints what the code read at start is made of: its largest packages and files.
 * Each run also reports the CPU time its process used up to the answer: on a shared machine that
 * moves far less than the wall-clock times do.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { migratePostgres } from '../../src/server/kernel/db/postgres';
import { buildFunction, functionSize, KEPT_PACKAGES, type FunctionBytes } from '../build-function';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.RUNS ?? 5);
await migratePostgres(databaseUrl);
const outDir = join(projectDir, 'node_modules/.cache/bench-cold-start');
mkdirSync(outDir, { recursive: true });

const built = await buildFunction();
const { atStart, total } = functionSize(built);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const describe = ({ files, bytes, gzipBytes }: FunctionBytes) => `${kb(bytes)} (${kb(gzipBytes)} gzipped) in ${files.length} files`;
console.log(
  `function: read at a cold start ${describe(atStart)}; shipped ${describe(total)}; ` +
    `packages left in node_modules, loaded with import() at first use: ${KEPT_PACKAGES.join(', ')}`,
);
if (process.env.BENCH_ANALYZE === '1') printLargest(built.metafile, atStart.files);

/** The start's bytes by npm package (or project folder), then by file, largest first. */
function printLargest({ outputs }: Metafile, files: string[], top = 25): void {
  const inputs = files.flatMap((file) => Object.entries(outputs[file]!.inputs).map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput })));
  const groups = new Map<string, number>();
  for (const { path, bytes } of inputs) {
    const group = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path.split('/').slice(0, -1).join('/');
    groups.set(group, (groups.get(group) ?? 0) + bytes);
  }
  const pad = (bytes: number) => kb(bytes).padStart(9);
  console.log('largest packages and folders read at start:');
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pad(bytes)}  ${group}`);
  console.log('largest files read at start:');
  for (const { path, bytes } of inputs.sort((a, b) => b.bytes - a.bytes).slice(0, top)) console.log(`${pad(bytes)}  ${path}`);
}

const probe = join(outDir, 'probe.mjs');
writeFileSync(
  probe,
  `const t0 = performance.now();
const mod = await import(${JSON.stringify(join(projectDir, 'netlify/functions/api.mjs'))});
const t1 = performance.now();
const res = await mod.default(new Request('https://clinic.example/api/v1/services'), {});
await res.text();
const t2 = performance.now();
const cpu = process.cpuUsage();
console.log(JSON.stringify({ status: res.status, importMs: t1 - t0, firstAnswerMs: t2 - t1, cpuMs: (cpu.user + cpu.system) / 1000 }));
process.exit(0);`,
);

// Node 22, Netlify's runtime: the npm `node` dev dependency (BENCH_NODE names another).
const nodeBinary = process.env.BENCH_NODE ?? join(projectDir, 'node_modules/.bin/node');
const emptyProbe = join(outDir, 'empty.mjs');
writeFileSync(emptyProbe, `await new Request('https://clinic.example/').text(); process.exit(0);`);
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);

const totals: number[] = [];
const cpuTimes: number[] = [];
const emptyTotals: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  // Interleaved with the function's runs: the same machine's Node start without the function.
  const emptyStarted = performance.now();
  spawnSync(nodeBinary, [emptyProbe]);
  emptyTotals.push(performance.now() - emptyStarted);
  const started = performance.now();
  const run = spawnSync(nodeBinary, [probe], {
    // Production settings; the provider keys are placeholders (a services read calls no provider).
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      RAZORPAY_KEY_ID: 'rzp_test_bench',
      RAZORPAY_KEY_SECRET: 'bench-key-secret',
      RAZORPAY_WEBHOOK_SECRET: 'bench-webhook-secret',
      FIREBASE_PROJECT_ID: 'bench-project',
      SMTP_URL: 'smtp://127.0.0.1:1',
      MAIL_FROM: 'Clinic <bench@clinic.example>',
      // Production refuses to start without a signing key; a services read signs no document.
      DOCUMENT_SIGNING_P12: Buffer.from('bench').toString('base64'),
      DOCUMENT_SIGNING_PASSPHRASE: 'bench',
    },
    encoding: 'utf8',
  });
  const total = performance.now() - started;
  if (run.status !== 0 || !run.stdout.includes('"status":200')) {
    console.error(run.stdout, run.stderr);
    console.error(run.stderr);
    process.exit(1);
  }
  const probeResult = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { status: number; importMs: number; firstAnswerMs: number; cpuMs: number };
  totals.push(total);
  cpuTimes.push(probeResult.cpuMs);
  console.log(
    `run ${i + 1}: status ${probeResult.status}, module load ${probeResult.importMs.toFixed(0)} ms, first answer ${probeResult.firstAnswerMs.toFixed(0)} ms, process spawn to answer ${total.toFixed(0)} ms (CPU ${probeResult.cpuMs.toFixed(0)} ms)`,
  );
}
console.log(
  `${execVersion()}; an empty Node process (one Request), median of ${RUNS}: ${median(emptyTotals)} ms; ` +
    `cold start (fresh process to first answer), median of ${RUNS}: ${median(totals)} ms (range ${Math.min(...totals).toFixed(0)}–${Math.max(...totals).toFixed(0)}); ` +
    `its process's CPU time, median: ${median(cpuTimes)} ms`,
);

function execVersion(): string {
  return `Node ${spawnSync(nodeBinary, ['--version'], { encoding: 'utf8' }).stdout.trim()}`;
}
