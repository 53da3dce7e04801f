import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

/** Node 22 LTS everywhere the project names a Node version (issue 33: Node 20 reached its end of life). */
describe('the Node version', () => {
  const packageJson = JSON.parse(read('package.json')) as { engines: { node: string }; scripts: Record<string, string> };

  it('is 22 in package.json engines, .nvmrc and the Netlify build (which picks the functions’ runtime)', () => {
    expect(packageJson.engines.node).toMatch(/^>=22\./);
    expect(read('.nvmrc').trim()).toBe('22');
    const netlify = parse(read('netlify.toml')) as { build: { environment: { NODE_VERSION: string } } };
    expect(netlify.build.environment.NODE_VERSION).toBe('22');
  });

  it('runs the unit suite on Node 22 from the npm registry in CI, beside npm test', () => {
    expect(packageJson.scripts['test:node22']).toMatch(/npx -y node@22 .*vitest.* run --project unit/);
    const ci = read('.ci/run');
    expect(ci.indexOf('\nnpm run test:node22\n')).toBeGreaterThan(ci.indexOf('\nnpm test\n'));
    expect(ci).toContain('\nnpm test\n');
  });
});
