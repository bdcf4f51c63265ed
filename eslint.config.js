import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';

/** Where a worker may be started: how the app's workers start, and MiniZinc's own worker (behind the bridge's port). */
const STARTS_WORKERS = ['src/app/workers/spawn.ts', 'src/app/kinds/model/compileClient.ts'];

/** Only the bridge posts messages (tests/repo/postMessage.test.ts and boundaries.test.ts prove it bites). */
const POSTS = [
  { selector: "CallExpression[callee.property.name='postMessage']", message: 'Only the bridge (src/worker/bridge) posts messages: ask through a WorkerBridge, or serve jobs with `serve`.' },
  { selector: "CallExpression[callee.name='postMessage']", message: 'Only the bridge (src/worker/bridge) posts messages: ask through a WorkerBridge, or serve jobs with `serve`.' },
];
/** A worker is started only where STARTS_WORKERS says. */
const STARTS = [{ selector: 'NewExpression[callee.name=/^(Shared)?Worker$/]', message: 'Only src/app/workers/spawn.ts (and MiniZinc\'s client) starts a worker; the bridge takes it from there.' }];

export default defineConfig([
  globalIgnores(['dist', 'node_modules', 'test-results', 'playwright-report', 'coverage', 'screenshots']),
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // The solver core and the puzzle models are pure: no UI, no store, no worker, no Node.
    files: ['src/solver/**', 'src/puzzles/**', 'src/trace/**', 'src/text/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'zustand', 'zustand/*'], message: 'The solver core must not depend on the UI.' },
            { group: ['**/app/**', '**/worker/**', '**/cli/**'], message: 'The solver core must not import the app, the worker or the CLI.' },
            { group: ['node:*', 'fs', 'path'], message: 'The solver core runs in browsers too: no Node modules.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'postMessage', 'self', 'process'],
    },
  },
  {
    // One bridge to the workers (src/worker/bridge): nothing else posts messages, so that every
    // request has its id, its cancel and its errors; workers are started in one place.
    // (One list per file: a later block's no-restricted-syntax replaces an earlier one's.)
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/worker/bridge/**', 'src/**/*.test.{ts,tsx}', 'src/app/test/**', ...STARTS_WORKERS],
    rules: {
      'no-restricted-syntax': ['error', ...POSTS, ...STARTS],
    },
  },
  {
    files: STARTS_WORKERS,
    rules: {
      'no-restricted-syntax': ['error', ...POSTS],
    },
  },
  {
    // Components read the store: they never talk to a worker's client, not even through a folder's
    // front door (.dependency-cruiser.cjs' ui-reads-the-store catches the client's own file).
    // (One list: a later block's no-restricted-syntax replaces an earlier one's for the same file.)
    files: ['src/**/ui/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...POSTS,
        ...STARTS,
        { selector: 'ImportSpecifier[imported.name=/Client$/]', message: 'A component reads the store; it does not talk to a worker\'s client.' },
      ],
    },
  },
  {
    // The independent checkers judge the solver's answers: they share no code with the solver or
    // the puzzle models that produced them (parsers and plain puzzle types are fine).
    files: ['src/checkers/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/solver', '**/solver/**'], message: 'A checker must not use the solver that produced the answer it checks.' },
            { regex: '/puzzles/[^/]+(/(model|index)[^/]*)?$', message: 'A checker must not use the puzzle models (their index re-exports them): at most plain puzzle types (puzzle.ts, layout.ts).' },
            { group: ['**/app/**', '**/worker/**', '**/cli/**', 'react', 'zustand', 'node:*', 'fs', 'path'], message: 'Checkers are pure: the CLI, the worker and the app import them, not the other way round.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'postMessage', 'self', 'process'],
    },
  },
  {
    // The e2e specs start from e2e/fixtures/base.ts's `test` (or clean.ts's, built on it): it gives
    // each context the returning user's layout the one-column specs are written for.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import `test` from './fixtures/base.ts' (or './fixtures/clean.ts'): it sets the layout the specs are written for." }] },
      ],
    },
  },
]);
