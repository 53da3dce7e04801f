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

  it('runs every test on Node 22: the npm registry’s node package is a dev dependency, so npm scripts run on it', () => {
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> };
    expect((packageJson as unknown as { devDependencies: Record<string, string> }).devDependencies.node).toMatch(/^22\./);
    expect(lock.packages['node_modules/node']!.version).toMatch(/^22\./);
    // Through npm (npm test, npm run test:unit) node_modules/.bin/node is that Node 22.
    if (process.env.npm_lifecycle_event) expect(process.versions.node.split('.')[0]).toBe('22');
    const ci = read('.ci/run');
    expect(ci).toContain('\nnpm test\n');
    expect(ci).not.toContain('test:node22');
  });
});
