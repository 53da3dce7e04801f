import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import astro from 'eslint-plugin-astro';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import architecture from './eslint/architecture-rules.js';

// A named `z` import pulls zod's 358 KB of locales into the Netlify function (BENCHMARKS.md, cold start).
const NAMED_ZOD_IMPORT = {
  selector: "ImportDeclaration[source.value='zod'] > ImportSpecifier[imported.name='z']",
  message: "Use import * as z from 'zod'.",
};
const FOCUSED_TEST = {
  selector: "CallExpression > MemberExpression.callee[property.name='only']",
  message: 'Remove .only: a focused test skips the rest of the suite.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'netlify/api/build/',
      '.server/',
      '.astro/',
      '.data/',
      '.netlify/',
      'test-results/',
      'playwright-report/',
      'bench-results/',
      'public/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { architecture },
    rules: {
      'architecture/import-boundaries': 'error',
      'architecture/context-boundaries': 'error',
      'architecture/transaction-callbacks': 'error',
      // import('x').T names a type of a module that is loaded lazily, next to where it is used.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // React calls event handlers and ignores what they return; async handlers catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // `async` marks functions that implement promise-returning interfaces (payments, database sources, test doubles).
      '@typescript-eslint/require-await': 'off',
      // String(unknown) is how table cells and test helpers print plain values on purpose.
      '@typescript-eslint/no-base-to-string': 'off',
      'no-restricted-syntax': ['error', NAMED_ZOD_IMPORT],
      // typescript-eslint strict (decision 036), but for three idioms the code uses on purpose:
      // an indexed read is `T | undefined` (noUncheckedIndexedAccess) and `!` marks one a check above proves;
      '@typescript-eslint/no-non-null-assertion': 'off',
      // the API client's `api<Answer>(path)` names the answer's type once, at the call;
      '@typescript-eslint/no-unnecessary-type-parameters': 'off',
      // `[...text]` splits a message into code points, which is what the SMS encoding and segment count need.
      '@typescript-eslint/no-misused-spread': 'off',
      // Numbers and yes/no values read as themselves in a message or a path.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `onClick={() => setOpen(false)}`: a setter in an arrow's shorthand is how React handlers are written.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // One direction of imports everywhere (docs/decisions/036): no module reaches itself through others.
    files: ['src/**/*.ts', 'src/**/*.tsx', 'netlify/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
  {
    files: ['tests/**'],
    rules: {
      // Tests build their data in transactions as they like; the rule guards the server's use cases.
      'architecture/transaction-callbacks': 'off',
      // A focused test (test.only, it.only, describe.only) silently skips every other test.
      'no-restricted-syntax': ['error', NAMED_ZOD_IMPORT, FOCUSED_TEST],
      // Response bodies (`await res.json()`) are `any`; the expect() assertions are what type-check them.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      // Hono's app.request() answers `Response | Promise<Response>`, which Promise.all awaits correctly.
      '@typescript-eslint/await-thenable': 'off',
      // jsdom shims test for and assign browser methods (window.matchMedia ??= ...) without calling them.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    // eslint-plugin-astro's jsx-a11y config below registers the plugin itself; only its rules are needed here.
    files: ['**/*.tsx'],
    rules: jsxA11y.flatConfigs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs['recommended-latest'],
  },
  astro.configs['flat/recommended'],
  astro.configs['flat/jsx-a11y-recommended'],
  {
    // TypeScript's project service does not read .astro files, and plain JS config files sit outside tsconfig.
    files: ['**/*.astro', '**/*.astro/*.ts', '**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The recipe pages' headings are empty templates that the page script fills from the API.
    files: ['src/pages/diet-plans/*.astro'],
    rules: { 'astro/jsx-a11y/heading-has-content': 'off' },
  },
  {
    // SPEC: the footer's Follow Us icons are links "with no target" (href="#").
    files: ['src/components/SiteFooter.astro'],
    rules: { 'astro/jsx-a11y/anchor-is-valid': 'off' },
  },
  {
    // Root config files keep the names their tools look for (vitest.config.ts, astro.config.mjs).
    files: ['src/**', 'scripts/**', 'netlify/**', 'tests/**', 'eslint/**'],
    rules: { 'architecture/file-names': 'error' },
  },
);
