import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The import rules of DESIGN.md and STYLE.md, checked on every file instead of by memory. */
const root = resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  const full = join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(full);
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(full, entry);
    if (statSync(path).isDirectory()) return filesUnder(relative(root, path));
    return /\.(ts|tsx|astro)$/.test(entry) ? [relative(root, path)] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (m) => m[1] ?? m[2]!,
  );
  return specifiers.map((s) => (s.startsWith('.') ? relative(root, resolve(dirname(join(root, file)), s)) : s));
}

const rules: { from: string; forbidden: RegExp; why: string }[] = [
  {
    from: 'src/lib',
    forbidden: /^(src\/(server|admin|islands|pages|components|layouts)\b|astro(:|\/|$)|react-dom|node:)/,
    why: 'src/lib runs in browser and server alike',
  },
  { from: 'src/server', forbidden: /^src\/(islands|admin|pages|components|layouts)\b/, why: 'the server never imports UI code' },
  { from: 'src/islands', forbidden: /^src\/(server|admin)\b/, why: 'islands reach the server only through src/lib/api' },
  { from: 'src/admin', forbidden: /^src\/(server|islands)\b/, why: 'the admin app reaches the server only through src/lib/api' },
  { from: 'src/pages', forbidden: /^src\/server\b/, why: 'pages are static; data comes from src/content or the API' },
];

describe('import boundaries', () => {
  it.each(rules)('$from: $why', ({ from, forbidden }) => {
    const violations = filesUnder(from).flatMap((file) =>
      importsOf(file)
        .filter((s) => forbidden.test(s))
        .map((s) => `${file} imports ${s}`),
    );
    expect(violations).toEqual([]);
  });
});

describe('file names', () => {
  it('modules are kebab-case and components PascalCase', () => {
    const wrong = ['src', 'scripts', 'netlify'].flatMap(filesUnder).filter((file) => {
      const name = basename(file).replace(/\.(d\.ts|ts|tsx|astro)$/, '');
      // Page files name routes: kebab-case, [params], and endpoints such as robots.txt.ts.
      if (file.startsWith('src/pages/')) return !/^(\[[.\w]+\]|[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]+)?)$/.test(name);
      if (/\.(tsx|astro)$/.test(file)) return !/^([A-Z][A-Za-z0-9]*|use[A-Z][A-Za-z0-9]*|[a-z0-9]+(-[a-z0-9]+)*)$/.test(name);
      return !/^([a-z0-9]+(-[a-z0-9]+)*|use[A-Z][A-Za-z0-9]*)$/.test(name);
    });
    expect(wrong).toEqual([]);
  });
});
