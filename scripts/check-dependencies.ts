/**
 * The offline half of `npm audit` (which needs the registry): every package in package-lock.json
 * comes from the npm registry over HTTPS with a sha512 integrity hash (lockfile-lint, plus the
 * entries it skips), and every installed package's license is in license-allowlist.json.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { init, type ModuleInfos } from 'license-checker-rseidelsohn';

const root = join(import.meta.dirname, '..');
const problems: string[] = [];

execFileSync(
  join(root, 'node_modules/.bin/lockfile-lint'),
  [
    '--path',
    'package-lock.json',
    '--type',
    'npm',
    '--allowed-hosts',
    'npm',
    '--validate-https',
    '--validate-integrity',
    '--validate-package-names',
    '--empty-hostname',
    'false',
    '--format',
    'plain',
  ],
  { cwd: root, stdio: 'inherit' },
);

// lockfile-lint only looks at entries with a `resolved` URL; our lockfile may omit them (then npm uses the registry).
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { link?: boolean; resolved?: string; integrity?: string }>;
};
for (const [path, entry] of Object.entries(lock.packages)) {
  if (!path.startsWith('node_modules/') || entry.link) continue;
  if (entry.resolved && !entry.resolved.startsWith('https://registry.npmjs.org/')) problems.push(`${path}: resolved from ${entry.resolved}`);
  if (!entry.integrity?.startsWith('sha512-')) problems.push(`${path}: no sha512 integrity`);
}

const allow = JSON.parse(readFileSync(join(root, 'license-allowlist.json'), 'utf8')) as { licenses: string[]; packages: Record<string, string> };
const allowedLicenses = new Set(allow.licenses);
const isAllowedPackage = (name: string) =>
  Object.keys(allow.packages).some((pattern) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern));

/** An SPDX expression is allowed when one side of each OR is, and both sides of each AND. */
const isAllowedExpression = (expression: string): boolean =>
  expression
    .replace(/[()]/g, '')
    .split(/\s+OR\s+/)
    .some((alternative) => alternative.split(/\s+AND\s+/).every((license) => allowedLicenses.has(license.trim())));

const modules = await new Promise<ModuleInfos>((resolve, reject) =>
  // license-checker types its callback's error as Error; it is null on success.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  init({ start: root, excludePrivatePackages: true }, (err, found) => (err ? reject(err) : resolve(found))),
);
for (const [id, info] of Object.entries(modules)) {
  const name = id.slice(0, id.lastIndexOf('@'));
  const licenses = ([] as string[]).concat(info.licenses ?? 'UNKNOWN');
  if (!isAllowedPackage(name) && !licenses.every(isAllowedExpression))
    problems.push(`${id}: license ${licenses.join(', ')} is not in license-allowlist.json`);
}

if (problems.length > 0) {
  console.error(`Dependency check failed:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Dependencies: ${Object.keys(modules).length} packages from the npm registry with sha512 integrity and allowed licenses.`);
