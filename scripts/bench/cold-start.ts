/**
 * `npm run bench:cold-start`: bundles the Netlify function as Netlify does (esbuild, one ESM file
 * for Node), prints its size, then times fresh Node processes from spawn to the first answer.
 * Needs a PostgreSQL server: DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test.
 * BENCH_ANALYZE=1 also prints what the bundle is made of: its largest packages and files.
 * Each run also reports the CPU time its process used up to the answer: on a shared machine that
 * moves far less than the wall-clock times do.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { migratePostgres } from '../../src/server/kernel/db/postgres';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = Number(process.env.RUNS ?? 5);
await migratePostgres(databaseUrl);
// Inside the project, so the modules netlify.toml keeps out of the bundle resolve from node_modules as on Netlify.
const outDir = join(projectDir, 'node_modules/.cache/bench-cold-start');
mkdirSync(outDir, { recursive: true });
const netlify = parse(readFileSync(join(projectDir, 'netlify.toml'), 'utf8')) as { functions?: { external_node_modules?: string[] } };
const external = netlify.functions?.external_node_modules ?? [];
const outfile = join(outDir, 'api.mjs');

const { metafile } = await build({
  entryPoints: [join(projectDir, 'netlify/functions/api.ts')],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  outfile,
  // BENCH_MINIFY=1: what the same bundle weighs and costs minified (Netlify's bundler does not minify).
  minify: process.env.BENCH_MINIFY === '1',
  external,
  // Node built-ins stay external; CommonJS dependencies need require() inside an ES module.
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'error',
  metafile: true,
});
const bytes = statSync(outfile).size;
console.log(
  `function bundle: ${(bytes / 1024).toFixed(0)} KB (${(gzipSync(readFileSync(outfile)).length / 1024).toFixed(0)} KB gzipped); ` +
    `kept beside it (netlify.toml external_node_modules): ${external.join(', ') || 'none'}`,
);
if (process.env.BENCH_ANALYZE === '1') printLargest(metafile);

/** The bundle's bytes by npm package (or project folder), then by file, largest first. */
function printLargest({ outputs }: Metafile, top = 25): void {
  const inputs = Object.entries(Object.values(outputs)[0]!.inputs).map(([path, { bytesInOutput }]) => ({ path, bytes: bytesInOutput }));
  const groups = new Map<string, number>();
  for (const { path, bytes } of inputs) {
    const group = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1] ?? path.split('/').slice(0, -1).join('/');
    groups.set(group, (groups.get(group) ?? 0) + bytes);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(6)} KB`;
  console.log('largest packages and folders:');
  for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(bytes)}  ${group}`);
  console.log('largest files:');
  for (const { path, bytes } of inputs.sort((a, b) => b.bytes - a.bytes).slice(0, top)) console.log(`${kb(bytes)}  ${path}`);
}

const probe = join(outDir, 'probe.mjs');
writeFileSync(
  probe,
  `const t0 = performance.now();
const mod = await import(${JSON.stringify(outfile)});
const t1 = performance.now();
const res = await mod.default(new Request('https://clinic.example/api/v1/services'), {});
await res.text();
const t2 = performance.now();
const cpu = process.cpuUsage();
console.log(JSON.stringify({ status: res.status, importMs: t1 - t0, firstAnswerMs: t2 - t1, cpuMs: (cpu.user + cpu.system) / 1000 }));
process.exit(0);`,
);

const totals: number[] = [];
const cpuTimes: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  const started = performance.now();
  const run = spawnSync(process.execPath, [probe], {
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
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!.toFixed(0);
console.log(
  `cold start (fresh process to first answer), median of ${RUNS}: ${median(totals)} ms (range ${Math.min(...totals).toFixed(0)}–${Math.max(...totals).toFixed(0)}); ` +
    `its process's CPU time, median: ${median(cpuTimes)} ms`,
);
