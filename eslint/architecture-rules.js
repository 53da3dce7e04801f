// The dependency rules of DESIGN.md and the naming rule of STYLE.md §9, as ESLint rules.
import { basename, dirname, relative, resolve, sep } from 'node:path';

const uiFolders = 'admin|islands|pages|components|layouts';

/** Which import specifiers each folder may not use, and why. Paths are repository-relative. */
export const boundaries = [
  {
    from: 'src/lib/',
    forbidden: new RegExp(`^(src/(server|${uiFolders})(/|$)|astro(:|/|$)|react-dom(/|$)|node:)`),
    why: 'src/lib runs in browser and server alike: no server, UI, Astro, react-dom or node: imports',
  },
  {
    from: 'src/server/',
    forbidden: new RegExp(`^src/(${uiFolders})(/|$)`),
    why: 'the server never imports UI code',
  },
  {
    from: 'src/islands/',
    forbidden: /^src\/(server|admin)(\/|$)/,
    why: 'islands reach the server only through src/lib/api and never import the admin app',
  },
  {
    from: 'src/admin/',
    forbidden: /^src\/(server|islands)(\/|$)/,
    why: 'the admin app reaches the server only through src/lib/api and never imports islands',
  },
  ...['src/pages/', 'src/components/', 'src/layouts/'].map((from) => ({
    from,
    forbidden: /^src\/server(\/|$)/,
    why: 'pages and components are browser code: data comes from src/content or the API',
  })),
];

const toPosix = (path) => path.split(sep).join('/');

/**
 * The one way round a boundary: src/lib/api re-exports the types of the server's response
 * schemas (src/server/<context>/<module>/responses.ts) with `import type`/`export type`, which the
 * build erases, so the browser's types come from the server without any server code.
 */
const isResponseTypeImport = (file, target, node) =>
  file.startsWith('src/lib/api/') &&
  /^src\/server\/[a-z0-9-]+\/[a-z0-9-]+\/responses$/.test(target) &&
  (node.importKind === 'type' || node.exportKind === 'type');

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the dependency rules of DESIGN.md between src folders' },
    schema: [],
    messages: { forbidden: '{{file}} may not import "{{specifier}}": {{why}}.' },
  },
  create(context) {
    const file = toPosix(relative(context.cwd, context.filename));
    const rules = boundaries.filter((rule) => file.startsWith(rule.from));
    if (rules.length === 0) return {};
    const check = (source, node) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const specifier = source.value;
      const target = specifier.startsWith('.') ? toPosix(relative(context.cwd, resolve(dirname(context.filename), specifier))) : specifier;
      if (isResponseTypeImport(file, target, node)) return;
      for (const rule of rules) {
        if (rule.forbidden.test(target)) {
          context.report({ node: source, messageId: 'forbidden', data: { file, specifier, why: rule.why } });
        }
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source, node),
      ExportNamedDeclaration: (node) => check(node.source, node),
      ExportAllDeclaration: (node) => check(node.source, node),
      ImportExpression: (node) => check(node.source, node),
    };
  },
};

/**
 * The server's bounded contexts, lowest first (docs/decisions/036): a context imports only the
 * ones before it, and another context only through its index.ts. The kernel is a shelf of
 * independent modules (db, clock, errors, providers…), imported by path, so a module loads only
 * what it uses; http is the edge the hosts (local/, netlify/) start.
 */
export const SERVER_CONTEXTS = [
  'kernel',
  'identity',
  'practice',
  'invoicing',
  'messaging',
  'billing',
  'scheduling',
  'visit',
  'compliance',
  'reporting',
  'http',
  'local',
];

/** Imported by path: the kernel's shelf of modules, and the edge (http) its hosts start. */
const OPEN_CONTEXTS = ['kernel', 'http'];

/** Why `target` may not be imported from `file` (both repository-relative, without extension), or null. */
export function contextProblem(file, target) {
  const from = /^src\/server\/([^/]+)\//.exec(file)?.[1];
  const to = /^src\/server\/([^/]+)(\/|$)/.exec(target)?.[1];
  if (!from || !to) return null;
  const fromRank = SERVER_CONTEXTS.indexOf(from);
  const toRank = SERVER_CONTEXTS.indexOf(to);
  if (fromRank < 0) return `src/server/${from} is not a context: every server module lives in one of ${SERVER_CONTEXTS.join(', ')}`;
  if (toRank < 0) return `src/server/${to} is not a context`;
  if (toRank > fromRank) return `${from} may not import ${to}, which depends on it (the order is ${SERVER_CONTEXTS.join(' ← ')})`;
  if (to !== from && !OPEN_CONTEXTS.includes(to) && target !== `src/server/${to}/index` && target !== `src/server/${to}`) {
    return `another context is used through its index.ts only (src/server/${to}/index.ts)`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const contextBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'One direction between the server bounded contexts, each entered through its index.ts' },
    schema: [],
    messages: { forbidden: '{{file}} may not import "{{specifier}}": {{why}}.' },
  },
  create(context) {
    const file = toPosix(relative(context.cwd, context.filename)).replace(/\.(ts|tsx)$/, '');
    if (!file.startsWith('src/server/')) return {};
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = toPosix(relative(context.cwd, resolve(dirname(context.filename), source.value))).replace(/\.(ts|tsx|js)$/, '');
      const why = contextProblem(file, target);
      if (why) context.report({ node: source, messageId: 'forbidden', data: { file, specifier: source.value, why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const pascal = /^[A-Z][A-Za-z0-9]*$/;
const hook = /^use[A-Z][A-Za-z0-9]*$/;

/** Why a repository-relative file name breaks STYLE.md §9, or null when it is fine. */
export function fileNameProblem(file) {
  const name = basename(file).replace(/\.(d\.ts|ts|tsx|js|mjs|astro)$/, '');
  // Page files name routes: kebab-case, [params], and endpoints such as robots.txt.ts.
  if (file.startsWith('src/pages/')) {
    return /^(\[[.\w]+\]|[a-z0-9]+(-[a-z0-9]+)*(\.[a-z]+)?)$/.test(name) ? null : 'page files are kebab-case routes';
  }
  // Test files are named after what they test: kebab-case before .test or .spec.
  const stem = name.replace(/\.(test|spec)$/, '');
  if (/\.(tsx|astro)$/.test(file)) {
    return pascal.test(stem) || hook.test(stem) || kebab.test(stem) ? null : 'components are PascalCase, hooks useThing, other modules kebab-case';
  }
  return kebab.test(stem) || hook.test(stem) ? null : 'modules are kebab-case';
}

/** @type {import('eslint').Rule.RuleModule} */
const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Modules are kebab-case, components PascalCase (STYLE.md §9)' },
    schema: [],
    messages: { badName: '"{{name}}": {{why}} (STYLE.md §9).' },
  },
  create(context) {
    // physicalFilename: the scripts inside an .astro file reach rules as virtual files such as 1_1.ts.
    const file = toPosix(relative(context.cwd, context.physicalFilename));
    return {
      Program(node) {
        const why = fileNameProblem(file);
        if (why) context.report({ node, messageId: 'badName', data: { name: basename(file), why } });
      },
    };
  },
};

/** The source text of an expression such as `db` or `c.var.db`, for comparing references. */
const textOf = (context, node) => context.sourceCode.getText(node);

/**
 * Inside `db.transaction(async (tx) => …)`, only `tx` reaches the database, and nothing reaches a
 * provider (payments, messages, phone auth): a query on `db` runs outside the transaction (it
 * neither sees its writes nor rolls back with it, and can wait for its locks), and a provider call
 * cannot be rolled back — it belongs after the commit (kernel/after-commit.ts). In the spirit of
 * medplum's no-transaction-callback-invoking-repo.
 */
/** @type {import('eslint').Rule.RuleModule} */
const transactionCallbacks = {
  meta: {
    type: 'problem',
    docs: { description: 'A transaction callback uses its transaction only: not the outer database, not a provider' },
    schema: [],
    messages: {
      outerDatabase: '"{{name}}" inside its own transaction callback: use the transaction ({{tx}}) so the query is part of it.',
      provider: 'A provider ("{{name}}") is called inside a transaction callback: do it after the commit (kernel/after-commit.ts).',
    },
  },
  create(context) {
    const stack = [];
    const isTransactionCall = (node) =>
      node.callee.type === 'MemberExpression' &&
      !node.callee.computed &&
      node.callee.property.name === 'transaction' &&
      ['ArrowFunctionExpression', 'FunctionExpression'].includes(node.arguments[0]?.type);
    return {
      CallExpression(node) {
        if (!isTransactionCall(node)) return;
        const callback = node.arguments[0];
        const tx = callback.params[0]?.type === 'Identifier' ? callback.params[0].name : 'tx';
        stack.push({ callback, outer: textOf(context, node.callee.object), tx });
      },
      'CallExpression:exit'(node) {
        if (stack.at(-1)?.callback === node.arguments[0]) stack.pop();
      },
      'Identifier, MemberExpression'(node) {
        const current = stack.at(-1);
        if (!current || node.range[0] < current.callback.body.range[0]) return;
        // Only the outermost expression of a chain: `c.var.db` once, not `c` and `c.var` again.
        if (node.parent?.type === 'MemberExpression' && node.parent.object === node) {
          if (textOf(context, node.parent) === current.outer) return;
        }
        const text = textOf(context, node);
        if (text === current.outer) {
          context.report({ node, messageId: 'outerDatabase', data: { name: text, tx: current.tx } });
        } else if (node.type === 'MemberExpression' && !node.computed && node.property.name === 'providers') {
          context.report({ node, messageId: 'provider', data: { name: text } });
        }
      },
    };
  },
};

export default {
  meta: { name: 'architecture' },
  rules: {
    'import-boundaries': importBoundaries,
    'context-boundaries': contextBoundaries,
    'transaction-callbacks': transactionCallbacks,
    'file-names': fileNames,
  },
};
