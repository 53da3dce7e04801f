import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { chromiumPlan } from '../../scripts/ensure-chromium';

/** The project's ESLint config run on planted files: each custom rule must catch its violation. */
const root = resolve(import.meta.dirname, '../..');
// Planted files exist only in memory, where TypeScript's project service cannot see them.
const eslint = new ESLint({ cwd: root, overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], ...tseslint.configs.disableTypeChecked }] });

async function ruleIds(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return result!.messages.map((m) => m.ruleId ?? m.message);
}

describe('zod imports', () => {
  it('refuses a named z import, which brings zod locales into the function bundle, and takes the namespace import', async () => {
    expect(await ruleIds('src/lib/validation/planted.ts', "import { z } from 'zod';\nexport const planted = z.string();\n")).toContain(
      'no-restricted-syntax',
    );
    expect(await ruleIds('src/lib/validation/planted.ts', "import * as z from 'zod';\nexport const planted = z.string();\n")).not.toContain(
      'no-restricted-syntax',
    );
  });
});

describe('focused tests', () => {
  it.each([
    ['tests/api/planted.test.ts', "import { it } from 'vitest';\nit.only('x', () => {});\n"],
    ['tests/unit/planted.test.ts', "import { describe } from 'vitest';\ndescribe.only('x', () => {});\n"],
    ['tests/e2e/planted.spec.ts', "import { test } from '@playwright/test';\ntest.only('x', async () => {});\n"],
    ['tests/e2e/planted.spec.ts', "import { test } from '@playwright/test';\ntest.describe.only('x', () => {});\n"],
  ])('%s may not say %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-syntax');
  });

  it('an unfocused test is not reported', async () => {
    expect(await ruleIds('tests/api/planted.test.ts', "import { it } from 'vitest';\nit('x', () => {});\n")).toEqual([]);
  });
});

describe('architecture/import-boundaries', () => {
  it.each([
    ['src/lib/format/planted.ts', "import { db } from '../../server/db/schema';"],
    ['src/lib/format/planted.ts', "import { ContactForm } from '../../islands/contact-form/ContactForm';"],
    ['src/lib/format/planted.ts', "import { getCollection } from 'astro:content';"],
    ['src/lib/format/planted.ts', "import { createRoot } from 'react-dom/client';"],
    ['src/lib/format/planted.ts', "import { readFile } from 'node:fs/promises';"],
    ['src/server/appointments/planted.ts', "export { DataTable } from '../../admin/components/DataTable';"],
    ['src/server/appointments/planted.ts', "const page = await import('../../pages/index.astro');"],
    ['src/server/appointments/planted.ts', "import Layout from '../../layouts/BaseLayout.astro';"],
    ['src/islands/contact-form/planted.ts', "import { DataTable } from '../../admin/components/DataTable';"],
    ['src/islands/contact-form/planted.ts', "import { createApp } from '../../server/app';"],
    ['src/admin/components/planted.ts', "import { ContactForm } from '../../islands/contact-form/ContactForm';"],
    ['src/admin/components/planted.ts', "export * from '../../server/db/schema';"],
    ['src/pages/planted.astro', "---\nimport { createApp } from '../server/app';\n---\n<p>x</p>\n"],
    ['src/components/Planted.astro', "---\nimport { users } from '../server/db/schema';\n---\n<p>x</p>\n"],
  ])('%s may not say %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('architecture/import-boundaries');
  });

  it.each([
    ['src/lib/format/planted.ts', "import { formatMoney } from './money';\nexport const planted = formatMoney;\n"],
    [
      'src/server/appointments/planted.ts',
      "import { bookingMessages } from '../../lib/validation/messages';\nexport const planted = bookingMessages;\n",
    ],
    ['src/admin/components/planted.ts', "import { api } from '../../lib/api/client';\nexport const planted = api;\n"],
  ])('%s may say %s, and nothing else is reported', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});

describe('architecture/file-names', () => {
  const code = 'export const planted = 1;\n';

  it.each([
    'src/lib/format/moneyFormat.ts',
    'src/server/appointments/booking_slots.ts',
    'src/components/site-footer_old.astro',
    'src/islands/contact-form/contact_form.tsx',
    'src/pages/AboutUs.astro',
    'scripts/DbSeed.ts',
    'tests/unit/MoneyFormat.test.ts',
  ])('reports %s', async (file) => {
    expect(await ruleIds(file, code)).toContain('architecture/file-names');
  });

  it.each([
    'src/lib/format/money-format.ts',
    'src/admin/session/use-session.ts',
    'src/admin/session/useSession.ts',
    'src/admin/components/DataTable.tsx',
    'src/components/SiteFooter.astro',
    'src/pages/robots.txt.ts',
    'src/pages/services/[slug].astro',
    'src/pages/book-appointment.astro',
    'tests/unit/money-format.test.ts',
    'vitest.config.ts',
  ])('accepts %s', async (file) => {
    expect(await ruleIds(file, file.endsWith('.astro') ? '<p>x</p>\n' : code)).toEqual([]);
  });
});

describe('ensure-chromium', () => {
  it.each([
    [{ isFound: true, canInstall: false }, 'ready', undefined],
    [{ isFound: false, canInstall: true }, 'install', "installing Debian's chromium"],
    [{ isFound: false, canInstall: false }, 'stop', 'run `sudo apt-get install -y chromium`'],
    [{ chromiumPath: '/opt/none', isFound: false, canInstall: true }, 'stop', 'CHROMIUM_PATH=/opt/none does not exist'],
  ])('%o: %s', (options, action, message) => {
    const plan = chromiumPlan(options);
    expect(plan.action).toBe(action);
    if (message) expect('message' in plan && plan.message).toContain(message);
  });

  it('stops at once with one line when CHROMIUM_PATH names a missing file', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ensure-chromium.ts'], {
      cwd: root,
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([
      'CHROMIUM_PATH=/nonexistent/chromium does not exist: point it at a Chromium binary, or unset it and run `sudo apt-get install -y chromium`.',
    ]);
  });
});
