import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'smol-toml';
import { beforeAll, describe, expect, it } from 'vitest';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const netlify = parse(readFileSync(join(projectDir, 'netlify.toml'), 'utf8')) as { functions: { external_node_modules: string[] } };

let code = '';
let inputs: string[] = [];
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
  inputs = Object.keys(result.metafile.inputs);
}, 60_000);

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
});
