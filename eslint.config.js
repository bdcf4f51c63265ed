import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';

/** The app's worker clients that still post their own messages (issue 29's bridge takes them over). */
const TALKS_TO_WORKERS = [
  'src/app/run/solverClient.ts',
  'src/app/run/runsClient.ts',
  'src/app/compare/compareClient.ts',
  'src/app/files/fileClient.ts',
  'src/app/kinds/numbers/makersClient.ts',
  'src/app/kinds/model/compileClient.ts',
];

/** postMessage and new Worker: only in src/worker (and a bridge to the workers). */
const WORKER_TALK = [
  { selector: "CallExpression[callee.property.name='postMessage']", message: 'Only src/worker (the bridge to the workers) talks postMessage.' },
  { selector: "CallExpression[callee.name='postMessage']", message: 'Only src/worker (the bridge to the workers) talks postMessage.' },
  { selector: 'NewExpression[callee.name=/^(Shared)?Worker$/]', message: 'Only src/worker (the bridge to the workers) starts a worker.' },
];

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
    files: ['src/solver/**', 'src/puzzles/**', 'src/trace/**'],
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
    // src/worker (and a bridge to the workers) is the only code that talks postMessage or starts a
    // worker. TALKS_TO_WORKERS lists the app's clients that still do it themselves today; each leaves
    // the list when it becomes a use of the bridge. tests/repo/boundaries.test.ts proves the rule bites.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/worker/**', 'src/**/bridge/**', 'src/**/*.test.{ts,tsx}', 'src/app/test/**', ...TALKS_TO_WORKERS],
    rules: {
      'no-restricted-syntax': ['error', ...WORKER_TALK],
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
        ...WORKER_TALK,
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
]);
