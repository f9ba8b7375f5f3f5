// Lint: TypeScript rules, React hooks, and the feature boundaries of STYLE.md.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const dirs = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const webFeatures = dirs('apps/web/src/features');

/** Files are named in kebab-case (dots allowed for suffixes such as `.test`). */
const kebabCase = {
  meta: { type: 'suggestion', schema: [] },
  create(context) {
    return {
      Program(node) {
        const base = path.basename(context.filename).replace(/\.(d\.)?[cm]?[jt]sx?$/, '');
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(base)) {
          context.report({ node, message: `File name "${path.basename(context.filename)}" is not kebab-case.` });
        }
      },
    };
  },
};

const serverSrc = path.join(root, 'apps/server/src');
const serverModulesDir = path.join(serverSrc, 'modules');
/** The server module a file belongs to (`modules/<name>/…`), or undefined for platform and app files. */
const serverModuleOf = (file) => {
  const rel = path.relative(serverModulesDir, file);
  return rel.startsWith('..') || path.isAbsolute(rel) ? undefined : rel.split(path.sep)[0];
};

/** The tables a module's `tables.ts` declares (`export const <name> = pgTable(`), read once per lint run. */
const tableNames = new Map();
const tablesOf = (mod) => {
  if (!tableNames.has(mod)) {
    const file = path.join(serverModulesDir, mod, 'tables.ts');
    const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    tableNames.set(mod, new Set([...text.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1])));
  }
  return tableNames.get(mod);
};

/**
 * A server module has one door, its `index.ts`: any other module or app file importing a file inside it is
 * refused, a table's foreign key included. The door exports the tables other modules' tables refer to, and only a
 * `tables.ts` may import them: another module's services ask its service functions, never its tables.
 */
const moduleDoor = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const own = serverModuleOf(file);
    const isTables = path.basename(file) === 'tables.ts';
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const mod = serverModuleOf(target);
      if (!mod || mod === own) return;
      const inside = path.relative(path.join(serverModulesDir, mod), target).replace(/\.ts$/, '');
      if (inside === '' || inside === 'index') {
        if (isTables) return;
        const refuse = (at, name) =>
          context.report({
            node: at,
            message: `Only a tables.ts may import the ${mod} module's tables ('${name}'); ask its service functions.`,
          });
        // The whole door (`export *`, a dynamic import) carries the tables too.
        const parent = node.parent;
        if (parent?.type === 'ExportAllDeclaration' || parent?.type === 'ImportExpression') {
          if (tablesOf(mod).size > 0) refuse(parent, '*');
          return;
        }
        for (const specifier of parent?.specifiers ?? []) {
          if (specifier.type === 'ImportNamespaceSpecifier') {
            if (tablesOf(mod).size > 0) refuse(specifier, '*');
            continue;
          }
          const name = specifier.imported?.name ?? specifier.local?.name;
          if (tablesOf(mod).has(name)) refuse(specifier, name);
        }
        return;
      }
      context.report({
        node,
        message: `Import the ${mod} module through its door ('…/modules/${mod}'), not its file '${inside}'.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-test-*/**',
      'data/**',
      '**/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  // Type-aware rules: every TS file is linted with the types of the tsconfig.json nearest to it (the workspaces' own,
  // the bench's); the two vitest configs belong to none and get the default project, typed by tsconfig.base.json.
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['vitest.config.ts', 'apps/web/vitest.config.ts'],
          defaultProject: 'tsconfig.base.json',
        },
        tsconfigRootDir: root,
      },
    },
  },
  {
    plugins: { 'import-x': importX, local: { rules: { 'kebab-case-files': kebabCase, 'module-door': moduleDoor } } },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'packages/contracts/tsconfig.json',
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'e2e/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'local/kebab-case-files': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
  },
  // Front end: app → features → shared, and no feature reaches into another.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // JSX event props (onClick, onFinish…) are typed as returning void but React ignores what they return, so an
      // async handler there is fine (typescript-eslint's `attributes` option); every other void-return place is checked.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Every tab bar wraps on a phone (shared/ui/app-tabs.tsx), every table that scrolls can be reached by the
      // keyboard (shared/ui/scroll-table.tsx) and every form guards typed work (shared/form/app-form.tsx): none of
      // them is left to each screen.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Tabs'],
              message: 'Use AppTabs (shared/ui/app-tabs.tsx): its tab bar wraps on a phone instead of a "more" button.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Table'] > JSXAttribute[name.name='scroll']",
          message:
            'A table that scrolls is a ScrollTable (shared/ui/scroll-table.tsx): its scrolling part is reachable by keyboard.',
        },
        {
          selector: "JSXOpeningElement[name.name='Form']",
          message:
            'Every form is an AppForm (shared/form/app-form.tsx): it asks before typed work is left unsaved (a search or sign-in form passes guard={false}).',
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another feature; move shared code to src/shared.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features do not import the app layer.',
            },
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code does not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  // The one place Ant Design's tabs are used as they are.
  { files: ['apps/web/src/shared/ui/app-tabs.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // Server: a module is entered through its index.ts only; platform code stays below modules.
  {
    files: ['apps/server/src/**/*.ts'],
    // Tests and their factories (test-support.ts, test-files.ts) build worlds across modules and may reach inside.
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*.pg-test.ts',
      'apps/server/src/**/*.pglite-test.ts',
      'apps/server/src/**/test-support.ts',
      'apps/server/src/**/test-files.ts',
      'apps/server/src/test/**',
    ],
    rules: {
      'local/module-door': 'error',
      // Uploads are streamed part by part; the temporary files these write and delete would need the hooks
      // platform/http/multipart.ts leaves out.
      'no-restricted-properties': [
        'error',
        ...['saveRequestFiles', 'cleanRequestFiles'].map((property) => ({
          property,
          message: 'Stream the parts (attachments `multipartFiles`): no temporary files (platform/http/multipart.ts).',
        })),
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/platform',
              from: './apps/server/src/modules',
              message: 'Platform code does not depend on feature modules.',
            },
          ],
        },
      ],
    },
  },
  // Tests (unit and API tests, their factories and worlds, e2e): the promise rules (no-floating-promises,
  // no-misused-promises, await-thenable) stay on. API tests read JSON bodies (`res.json()`) as `any` by design, so
  // the no-unsafe-* family is off here only; require-await too (async test callbacks and promise-returning stubs).
  {
    files: ['**/*.test.{ts,tsx}', 'apps/server/src/test/**', '**/test-support.ts', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['scripts/**/*.mjs', '*.js'], languageOptions: { globals: { ...globals.node } } },
  // JavaScript files belong to no tsconfig: no type-aware rules for them.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
);
