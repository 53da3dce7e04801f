import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { parse } from 'smol-toml';
import { beforeAll, describe, expect, it } from 'vitest';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const netlify = parse(readFileSync(join(projectDir, 'netlify.toml'), 'utf8')) as { functions: { external_node_modules: string[] } };

let code = '';
let inputs: string[] = [];
let metafile: Metafile;
beforeAll(async () => {
  // Bundled as Netlify bundles it (esbuild, one ESM file, netlify.toml's externals), as bench:cold-start does.
  const result = await build({
    entryPoints: [join(projectDir, 'netlify/functions/api.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    write: false,
    outfile: join(projectDir, 'node_modules/.cache/function-bundle-test/api.mjs'),
    external: netlify.functions.external_node_modules,
    metafile: true,
    logLevel: 'error',
  });
  code = result.outputFiles[0]!.text;
  metafile = result.metafile;
  inputs = Object.keys(metafile.inputs);
}, 60_000);

/** The files a cold start runs: those the entry reaches through static imports (an import() is run at first use). */
function loadedAtStart({ inputs: graph }: Metafile): Set<string> {
  const entry = Object.keys(graph).find((path) => path.endsWith('netlify/functions/api.ts'))!;
  const reached = new Set([entry]);
  for (const path of reached) {
    for (const { path: imported, kind, external } of graph[path]?.imports ?? []) {
      if (!external && kind !== 'dynamic-import') reached.add(imported);
    }
  }
  return reached;
}

describe('the Netlify function bundle (what a cold start reads, BENCHMARKS.md)', () => {
  it('imports at start no package kept beside it but node-postgres: the others load with import() at first use', () => {
    // An ES module's import declarations load before any of its code runs, wherever esbuild puts them.
    const packages = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map(([, specifier]) => specifier!);
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    // drizzle's node-postgres driver imports pg statically, so it comes with every cold start.
    expect([...new Set(packages.filter((specifier) => !builtins.has(specifier)))]).toEqual(['pg']);
  });

  it("holds the clinic's names in Hindi and Gujarati, not the whole site's texts", () => {
    expect(inputs.filter((path) => /^src\/i18n\/(catalogues?|hi\/index|gu\/index)\.ts$/.test(path))).toEqual([]);
  });

  it('runs at start neither the embedded database nor document signing, and keeps the signing packages beside it', () => {
    // practice's index once re-exported a constant from the site build's module, which opens PGlite:
    // 611 KB of the embedded database ran at every cold start (issue 46).
    const atStart = [...loadedAtStart(metafile)];
    expect(atStart.filter((path) => /node_modules\/@electric-sql\/pglite\/|src\/server\/(kernel\/db\/pglite|local\/)/.test(path))).toEqual([]);
    // node-forge and @signpdf (615 KB) sign a PDF only, loaded with import() beside pdfkit.
    expect(inputs.filter((path) => /node_modules\/(node-forge|@signpdf)\//.test(path))).toEqual([]);
  });

  it('stays within its recorded size: 2,129 KB on 2026-11-29 with the dispensary’s checkout and tax invoices, programme purchases and diagnosis codes (issues 48–51), 2,200 KB allowed', () => {
    // A ceiling, so growth is a decision: see BENCHMARKS.md "Netlify function cold start" before raising it.
    expect(Buffer.byteLength(code) / 1024).toBeLessThanOrEqual(2_200);
  });
});
