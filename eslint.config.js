import { builtinModules } from 'node:module';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports a package may not make: dependencies point one way (cli, functions, admin, react → data; admin → react). */
function boundary(files, forbidden, message, ignores = []) {
  return {
    files,
    ignores,
    rules: { 'no-restricted-imports': ['error', { patterns: forbidden.map((pattern) => ({ ...pattern, message })) }] },
  };
}

// A sibling package reached by a relative path instead of its name.
const siblingByPath = { regex: '^(\\.\\./)+(cli|functions|data|testkit|admin|react)(/|$)' };
const adminForbidden = { group: ['vegeo', 'vegeo/*', '@vegeo/functions', '@vegeo/functions/*', '@vegeo/cli', '@vegeo/cli/*'] };
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
  boundary([`admin/${SOURCES}`], [adminForbidden, siblingByPath], 'admin imports @vegeo/data and @vegeo/react, never the CLI or the functions.'),
  // One rule per file: a later config's options replace an earlier one's, so the app's list repeats the package's.
  boundary(
    [`admin/src/${SOURCES}`],
    [{ group: [...adminForbidden.group, '@vegeo/testkit', '@vegeo/testkit/*'] }, siblingByPath],
    'The app imports @vegeo/data and @vegeo/react only: never the CLI, the functions or the test kit.',
    ['admin/src/**/*.test.*'],
  ),
  boundary(
    [`react/${SOURCES}`],
    [{ group: ['vegeo', 'vegeo/*', '@vegeo/admin', '@vegeo/admin/*', '@vegeo/functions', '@vegeo/functions/*', '@vegeo/testkit', '@vegeo/testkit/*'] }, siblingByPath],
    'The address picker imports @vegeo/data only (built into it): never the CLI, the functions, the admin app or the test kit.',
  ),
  boundary(
    [`cli/${SOURCES}`],
    [{ group: ['@vegeo/admin', '@vegeo/admin/*', '@vegeo/functions', '@vegeo/functions/*', '@vegeo/react', '@vegeo/react/*'] }, siblingByPath],
    'The CLI imports @vegeo/data, never the admin app, the address picker or the functions.',
  ),
  boundary(
    [`functions/${SOURCES}`],
    [{ group: ['vegeo', 'vegeo/*', '@vegeo/admin', '@vegeo/admin/*', '@vegeo/react', '@vegeo/react/*'] }, siblingByPath],
    'The functions import @vegeo/data, never the CLI, the admin app or the address picker.',
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
