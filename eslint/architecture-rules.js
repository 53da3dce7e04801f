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
 * schemas (src/server/<resource>/responses.ts) with `import type`/`export type`, which the
 * build erases, so the browser's types come from the server without any server code.
 */
const isResponseTypeImport = (file, target, node) =>
  file.startsWith('src/lib/api/') &&
  /^src\/server\/[a-z0-9-]+\/responses$/.test(target) &&
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

export default {
  meta: { name: 'architecture' },
  rules: { 'import-boundaries': importBoundaries, 'file-names': fileNames },
};
