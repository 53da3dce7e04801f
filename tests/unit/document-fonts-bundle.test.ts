import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { KEPT_PACKAGES } from '../../scripts/build-function';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const netlify = parse(readFileSync(join(projectDir, 'netlify.toml'), 'utf8')) as {
  functions: { included_files: string[] };
};

describe('document fonts in the Netlify function bundle', () => {
  it('netlify.toml ships every font file, and the function’s build keeps pdfkit (which reads its data files) out of the bundle', () => {
    expect(KEPT_PACKAGES).toContain('pdfkit');
    const fonts = readdirSync(join(projectDir, 'src/server/kernel/documents/fonts')).filter((file) => file.endsWith('.ttf'));
    expect(fonts).toHaveLength(6);
    expect(netlify.functions.included_files).toContain('src/server/kernel/documents/fonts/*.ttf');
  });

  it('a bundled document finds its fonts at their project path under the working folder, as Netlify lays them out', async () => {
    // Bundled as the function's build does (esbuild, ESM, its kept packages), beside node_modules so they resolve.
    const outDir = join(projectDir, 'node_modules/.cache/document-bundle-test');
    mkdirSync(outDir, { recursive: true });
    const entry = join(outDir, 'entry.ts');
    writeFileSync(
      entry,
      `import { startClinicDocument, writeText } from ${JSON.stringify(join(projectDir, 'src/server/kernel/documents/clinic-document'))};
const { doc, finish } = await startClinicDocument({ name: 'Clinic', addressLines: ['Jamnagar'], phone: '1', email: 'a@b.c', gstin: null }, { title: 'Receipt' });
writeText(doc, 'परामर्श ₹2,500.00');
const bytes = await finish();
process.stdout.write(String(bytes.subarray(0, 5)));`,
    );
    const outfile = join(outDir, 'function.mjs');
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      outfile,
      external: KEPT_PACKAGES,
      banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
      logLevel: 'error',
    });
    // The function's folder: only the included files, at their project paths.
    const taskRoot = mkdtempSync(join(tmpdir(), 'function-root-'));
    for (const file of readdirSync(join(projectDir, 'src/server/kernel/documents/fonts')).filter((name) => name.endsWith('.ttf'))) {
      const target = join(taskRoot, 'src/server/kernel/documents/fonts', file);
      mkdirSync(dirname(target), { recursive: true });
      cpSync(join(projectDir, 'src/server/kernel/documents/fonts', file), target);
    }
    const output = execFileSync(process.execPath, [outfile], { cwd: taskRoot, env: { ...process.env, LAMBDA_TASK_ROOT: taskRoot } }).toString();
    expect(output).toBe('%PDF-');
  });
});
