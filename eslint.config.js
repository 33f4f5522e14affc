import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A pattern of `no-restricted-imports` (a `group` of globs, or a `regex`) as one regular expression. */
function patternRegex({ group, regex }) {
  if (regex) return new RegExp(regex);
  const glob = (pattern) => pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^(${group.map(glob).join('|')})$`);
}

/**
 * `no-restricted-imports` for `import()`: ESLint's own rule reads only static imports, and a
 * dynamic one crosses a boundary as surely (a benchmark loading another package's file by path).
 */
const noRestrictedDynamicImports = {
  meta: { type: 'problem', schema: [{ type: 'object' }] },
  create(context) {
    const patterns = context.options[0].patterns.map((pattern) => ({ test: patternRegex(pattern), message: pattern.message }));
    return {
      ImportExpression(node) {
        const { source } = node;
        const name = source.type === 'Literal' ? source.value : source.type === 'TemplateLiteral' && source.expressions.length === 0 ? source.quasis[0].value.cooked : undefined;
        if (typeof name !== 'string') return;
        const hit = patterns.find(({ test }) => test.test(name));
        if (hit) context.report({ node, message: `'${name}' import is restricted from being used by a pattern. ${hit.message}` });
      },
    };
  },
};

const vegeoPlugin = { rules: { 'no-restricted-dynamic-imports': noRestrictedDynamicImports } };

/** Imports a package may not make, static or dynamic: dependencies point one way (cli, functions, admin, react → data; admin → react). */
function boundary(files, forbidden, message, ignores = []) {
  const patterns = forbidden.map((pattern) => ({ ...pattern, message }));
  return {
    files,
    ignores,
    plugins: { vegeo: vegeoPlugin },
    rules: { 'no-restricted-imports': ['error', { patterns }], 'vegeo/no-restricted-dynamic-imports': ['error', { patterns }] },
  };
}

// A sibling package reached by a relative path instead of its name (the CLI has a src/backend/ of
// its own: backend/ is a sibling only by its src/ or dist/).
const siblingByPath = { regex: '^(\\.\\./)+((cli|functions|data|testkit|admin|react|examples|packaging)(/|$)|backend/(src|dist)(/|$))' };
const adminForbidden = { group: ['vegeo', 'vegeo/*', '@vegeo/functions', '@vegeo/functions/*', '@vegeo/cli', '@vegeo/cli/*', '@vegeo/backend', '@vegeo/backend/*'] };
const SOURCES = '**/*.{ts,tsx,js,mjs,cjs}';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/dist-emulators/**', 'react/src/embedded/base/**', 'react/src/embedded/ine/**', '**/lib/**', '**/node_modules/**', '**/coverage/**', '**/test-artifacts/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // CommonJS files (the CLI's bin) load what they need with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Benchmarks and browser tests pass functions to the page, which run there.
    files: ['admin/bench/**', 'admin/test/browser/**', 'react/bench/**', 'react/test/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The admin app and the address picker run in the browser.
    files: ['admin/src/**/*.{ts,tsx}', 'admin/bench/baseline/**/*.{ts,tsx}', 'react/src/**/*.{ts,tsx}', 'react/demo/**/*.{ts,tsx}', 'react/bench/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs['recommended-latest'].rules,
  },
  boundary([`admin/${SOURCES}`], [adminForbidden, siblingByPath], 'admin imports @vegeo/data and @vegeo/react, never the CLI, the functions or their backend package.'),
  // One rule per file: a later config's options replace an earlier one's, so the app's list repeats the package's.
  boundary(
    [`admin/src/${SOURCES}`],
    [{ group: [...adminForbidden.group, '@vegeo/testkit', '@vegeo/testkit/*'] }, siblingByPath],
    'The app imports @vegeo/data and @vegeo/react only: never the CLI, the functions, their backend package or the test kit.',
    ['admin/src/**/*.test.*'],
  ),
  boundary(
    [`react/${SOURCES}`],
    [{ group: ['vegeo', 'vegeo/*', '@vegeo/admin', '@vegeo/admin/*', '@vegeo/functions', '@vegeo/functions/*', '@vegeo/backend', '@vegeo/backend/*', '@vegeo/testkit', '@vegeo/testkit/*'] }, siblingByPath],
    'The address picker imports @vegeo/data only (built into it): never the CLI, the functions, their backend package, the admin app or the test kit.',
  ),
  boundary(
    [`cli/${SOURCES}`],
    [{ group: ['@vegeo/admin', '@vegeo/admin/*', '@vegeo/functions', '@vegeo/functions/*', '@vegeo/react', '@vegeo/react/*'] }, siblingByPath],
    'The CLI imports @vegeo/data and @vegeo/backend, never the admin app, the address picker or the functions.',
  ),
  boundary(
    [`functions/${SOURCES}`],
    [{ group: ['vegeo', 'vegeo/*', '@vegeo/admin', '@vegeo/admin/*', '@vegeo/react', '@vegeo/react/*'] }, siblingByPath],
    'The functions import @vegeo/data and @vegeo/backend, never the CLI, the admin app or the address picker.',
  ),
  boundary(
    [`backend/src/${SOURCES}`],
    [{ group: ['node:*', ...builtinModules, 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', 'vegeo', 'vegeo/*', '@vegeo/admin', '@vegeo/admin/*', '@vegeo/functions', '@vegeo/functions/*', '@vegeo/react', '@vegeo/react/*', '@vegeo/testkit', '@vegeo/testkit/*'] }, siblingByPath],
    'backend/src imports @vegeo/data only: it takes the database as a port, so the functions and the CLI bring their own SDK.',
    ['backend/src/**/*.test.ts'],
  ),
  boundary(
    [`csv/src/${SOURCES}`],
    [{ group: ['node:*', ...builtinModules, 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'vegeo'] }, { regex: '^@vegeo/(?!data(/|$))' }],
    'csv/src runs in a browser too (the admin app imports CSV files): no Node, no Firebase, no package of ours but the pure @vegeo/data.',
    ['csv/src/**/*.test.ts'],
  ),
  boundary(
    [`testkit/${SOURCES}`],
    [{ group: ['vegeo', 'vegeo/*', '@vegeo/admin', '@vegeo/admin/*', '@vegeo/functions', '@vegeo/functions/*', '@vegeo/backend', '@vegeo/backend/*', '@vegeo/react', '@vegeo/react/*'] }, siblingByPath],
    'The test kit imports @vegeo/data only: the packages it serves import it, never the other way round.',
  ),
  boundary(
    [`data/src/${SOURCES}`],
    [{ group: ['node:*', ...builtinModules, 'firebase', 'firebase/*', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', '@vegeo/*', 'vegeo'] }],
    'data/src is pure: no Node, no Firebase, no other package.',
    ['data/src/**/*.test.ts', 'data/src/_test/**', 'data/src/firebase.ts'],
  ),
  boundary(
    ['data/src/firebase.ts'],
    [{ group: ['node:*', ...builtinModules, 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*', '@vegeo/*', 'vegeo'] }],
    '@vegeo/data/firebase imports the Firebase web SDK (an optional peer of the package) and nothing else.',
  ),
);
