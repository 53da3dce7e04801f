/**
 * `npm run build:function` (part of `build:netlify`): pre-bundles the API function's code
 * (netlify/api/handler.ts) into netlify/api/build/, minified, as ES modules split into chunks, so
 * that what only some requests run is a chunk read at its first import() (docs/decisions/067).
 * Netlify's own step then ships it: netlify/functions/api.mjs imports it by the package's own name
 * (package.json "exports"), which Netlify's bundler leaves as it is and its file tracer follows.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult, type Metafile, type Plugin } from 'esbuild';
import { clinicNamesIn } from '../src/i18n/clinic-names';

const projectDir = fileURLToPath(new URL('..', import.meta.url));
export const FUNCTION_ENTRY = join(projectDir, 'netlify/api/handler.ts');
export const FUNCTION_OUT_DIR = join(projectDir, 'netlify/api/build');

/**
 * Packages left in node_modules, read at run time, not bundled: loaded with import() by rare routes
 * (an order with Razorpay, a recipe write, a PDF and its signature, a calendar file, an uploaded
 * file, a class's weekly series, an e-mail) or on Node without a built-in WebSocket (ws); pdfkit
 * also reads its own data files. pg is imported statically by drizzle's node-postgres driver.
 */
export const KEPT_PACKAGES = [
  'razorpay',
  'sanitize-html',
  'pg',
  'nodemailer',
  'pdfkit',
  'ical-generator',
  'ical.js',
  '@netlify/blobs',
  'ws',
  'node-forge',
  '@signpdf/signpdf',
  '@signpdf/signer-p12',
  '@signpdf/placeholder-pdfkit',
  '@signpdf/utils',
];

/** Bundles the function into netlify/api/build/ (written unless `write` is false) and returns esbuild's result: its files and metafile. */
export async function buildFunction({ write = true } = {}): Promise<BuildResult & { metafile: Metafile }> {
  const result = await build({
    absWorkingDir: projectDir,
    entryPoints: { handler: FUNCTION_ENTRY },
    bundle: true,
    splitting: true,
    minify: true,
    // Devanagari and Gujarati letters as UTF-8 (3 bytes), not as \u escapes (6).
    charset: 'utf8',
    platform: 'node',
    target: 'node22',
    format: 'esm',
    outdir: FUNCTION_OUT_DIR,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    external: KEPT_PACKAGES,
    // CommonJS dependencies call require() for Node's built-ins, which an ES module has not got.
    banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
    plugins: [clinicNamesTable],
    metafile: true,
    write: false,
    logLevel: 'error',
  });
  if (write) {
    rmSync(FUNCTION_OUT_DIR, { recursive: true, force: true });
    for (const file of result.outputFiles) {
      mkdirSync(dirname(file.path), { recursive: true });
      writeFileSync(file.path, file.contents);
    }
  }
  return result;
}

/**
 * src/i18n/clinic-names.ts as the table it computes: the names in Hindi and Gujarati, computed here
 * from the site's content, so the function does not carry the services' and doctors' pages in three
 * languages (about 40 KB at every start) to look up some thirty names (docs/decisions/068).
 */
export function clinicNamesModule(): string {
  const table = JSON.stringify({ hi: clinicNamesIn('hi'), gu: clinicNamesIn('gu') });
  return `const NAMES = ${table};\nexport function clinicNamesIn(locale) { return { ...NAMES[locale] }; }\n`;
}

const clinicNamesTable: Plugin = {
  name: 'clinic-names-table',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]i18n[\\/]clinic-names\.ts$/ }, () => ({ contents: clinicNamesModule(), loader: 'js' }));
  },
};

/** Bytes of a set of the function's files, as shipped and gzipped. */
export interface FunctionBytes {
  files: string[];
  bytes: number;
  gzipBytes: number;
}

/**
 * What the function weighs: `atStart` is what every production cold start reads (the entry and
 * the chunks it imports statically, and Neon's driver with its chunks, opened before the first
 * request), `total` every file shipped.
 */
export function functionSize({ metafile, outputFiles }: BuildResult & { metafile: Metafile }): { atStart: FunctionBytes; total: FunctionBytes } {
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === 'netlify/api/handler.ts')!;
  const driver = Object.keys(outputs).find((path) => outputs[path]!.entryPoint === 'src/server/kernel/db/neon.ts')!;
  const atStart = new Set([entry, driver]);
  for (const path of atStart) {
    for (const { path: imported, kind, external } of outputs[path]!.imports) if (!external && kind === 'import-statement') atStart.add(imported);
  }
  const contents = new Map(outputFiles!.map((file) => [file.path.slice(projectDir.length), file.contents]));
  const measure = (files: string[]): FunctionBytes => ({
    files,
    bytes: files.reduce((sum, path) => sum + outputs[path]!.bytes, 0),
    gzipBytes: files.reduce((sum, path) => sum + gzipSync(contents.get(path)!).length, 0),
  });
  return { atStart: measure([...atStart]), total: measure(Object.keys(outputs)) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { metafile } = await buildFunction();
  const bytes = Object.values(metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
  console.log(`[function] netlify/api/build: ${Object.keys(metafile.outputs).length} files, ${(bytes / 1024).toFixed(0)} KB`);
}
