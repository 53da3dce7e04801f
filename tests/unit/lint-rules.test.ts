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
    ['src/server/scheduling/appointments/planted.ts', "export { DataTable } from '../../../admin/components/DataTable';"],
    ['src/server/scheduling/appointments/planted.ts', "const page = await import('../../../pages/index.astro');"],
    ['src/server/scheduling/appointments/planted.ts', "import Layout from '../../../layouts/BaseLayout.astro';"],
    ['src/islands/contact-form/planted.ts', "import { DataTable } from '../../admin/components/DataTable';"],
    ['src/islands/contact-form/planted.ts', "import { createApp } from '../../server/app';"],
    ['src/admin/components/planted.ts', "import { ContactForm } from '../../islands/contact-form/ContactForm';"],
    ['src/admin/components/planted.ts', "export * from '../../server/db/schema';"],
    ['src/pages/planted.astro', "---\nimport { createApp } from '../server/app';\n---\n<p>x</p>\n"],
    ['src/components/Planted.astro', "---\nimport { users } from '../server/db/schema';\n---\n<p>x</p>\n"],
    // Response types come through src/lib/api only, as types only, and only from a responses module.
    ['src/lib/api/planted.ts', "import { recipeResponse } from '../../server/practice/recipes/responses';\nexport const planted = recipeResponse;\n"],
    ['src/lib/api/planted.ts', "export type { RecipeRow } from '../../server/practice/recipes/routes';"],
    ['src/islands/contact-form/planted.ts', "export type { Recipe } from '../../server/practice/recipes/responses';"],
  ])('%s may not say %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('architecture/import-boundaries');
  });

  it.each([
    ['src/lib/format/planted.ts', "import { formatMoney } from './money';\nexport const planted = formatMoney;\n"],
    [
      'src/server/scheduling/appointments/planted.ts',
      "import { bookingMessages } from '../../../lib/validation/messages';\nexport const planted = bookingMessages;\n",
    ],
    ['src/admin/components/planted.ts', "import { api } from '../../lib/api/client';\nexport const planted = api;\n"],
    ['src/lib/api/planted.ts', "export type { Recipe } from '../../server/practice/recipes/responses';\n"],
  ])('%s may say %s, and nothing else is reported', async (file, code) => {
    expect(await ruleIds(file, code)).toEqual([]);
  });
});

describe('architecture/context-boundaries', () => {
  it.each([
    // Upward: a context never imports one that depends on it.
    [
      'src/server/practice/doctors/planted.ts',
      "import { appointmentsRoutes } from '../../scheduling';\nexport const planted = appointmentsRoutes;\n",
    ],
    ['src/server/kernel/planted.ts', "import { sendRefunds } from '../billing';\nexport const planted = sendRefunds;\n"],
    ['src/server/messaging/outbox/planted.ts', "import { cancelThroughLink } from '../../scheduling';\nexport const planted = cancelThroughLink;\n"],
    // Sideways or downward, but past the other context's index.ts.
    [
      'src/server/scheduling/booking/planted.ts',
      "import { createRefund } from '../../billing/refunds/create-refund';\nexport const planted = createRefund;\n",
    ],
    ['src/server/visit/consultation/planted.ts', "export { recordAudit } from '../../identity/audit/record-audit';\n"],
    // Every server module lives in a context.
    ['src/server/planted/planted.ts', "import { clinicNow } from '../kernel/clock';\nexport const planted = clinicNow;\n"],
  ])('%s may not say %s', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('architecture/context-boundaries');
  });

  it.each([
    ['src/server/scheduling/booking/planted.ts', "import { createRefund } from '../../billing';\nexport const planted = createRefund;\n"],
    ['src/server/identity/auth/planted.ts', "import { clinicNow } from '../../kernel/clock';\nexport const planted = clinicNow;\n"],
    [
      'src/server/scheduling/booking/planted.ts',
      "import { appointmentFacts } from '../appointments/appointment-facts';\nexport const planted = appointmentFacts;\n",
    ],
    ['src/server/local/planted.ts', "import { createApp } from '../http/app';\nexport const planted = createApp;\n"],
  ])('%s may say %s', async (file, code) => {
    expect((await ruleIds(file, code)).filter((id) => id === 'architecture/context-boundaries')).toEqual([]);
  });
});

describe('architecture/transaction-callbacks', () => {
  const inTransaction = (body: string) =>
    `import type { Database } from '../../kernel/db/database';\nexport async function planted(db: Database, deps: { providers: { payments: { refund(): Promise<void> } } }) {\n  await db.transaction(async (tx) => {\n    ${body}\n  });\n}\n`;

  it.each([
    ['the outer database', 'await db.select().from(undefined as never);'],
    ['a provider', 'await deps.providers.payments.refund();'],
  ])('refuses %s inside a transaction callback', async (_what, body) => {
    expect(await ruleIds('src/server/billing/refunds/planted.ts', inTransaction(body))).toContain('architecture/transaction-callbacks');
  });

  it('takes the transaction itself, and the outer database outside the callback', async () => {
    const code = inTransaction('await tx.select().from(undefined as never);') + 'export const outside = (db: Database) => db.select();\n';
    expect(await ruleIds('src/server/billing/refunds/planted.ts', code)).not.toContain('architecture/transaction-callbacks');
  });
});

describe('architecture/file-names', () => {
  const code = 'export const planted = 1;\n';

  it.each([
    'src/lib/format/moneyFormat.ts',
    'src/server/scheduling/appointments/booking_slots.ts',
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
