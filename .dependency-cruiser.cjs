/**
 * The code map as a test (`npm run boundaries`, part of `npm test`): each rule is one arrow that
 * docs/ARCHITECTURE.md says may not exist. A broken rule prints the rule, the importing file and the
 * imported one. Type-only imports count (tsPreCompilationDeps), since they tie folders together too.
 * tests/repo/boundaries.test.ts proves that each rule bites.
 */
const PURE = '^src/(solver|checkers|puzzles|trace)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circle-across-folders',
      comment: 'An import circle is allowed only when every file in it lies in one folder.',
      severity: 'error',
      from: { path: '^(src/.+)/[^/]+$' },
      to: { circular: true, via: { pathNot: '^$1/[^/]+$' } },
    },
    {
      name: 'pure-core',
      comment: 'The solver, the checkers, the puzzle models and the trace run in the browser, the worker and Node alike: no React, no store, no app, no worker, no CLI, no Node built-ins.',
      severity: 'error',
      from: { path: PURE },
      to: {
        path: ['^src/(app|worker|cli)/', '(^|/)node_modules/(@types/)?(react|react-dom|react-i18next|zustand|i18next)/', '^bench/', '^tests/'],
      },
    },
    {
      name: 'pure-core-no-node',
      comment: 'The pure core runs in browsers too: no Node built-in modules.',
      severity: 'error',
      from: { path: PURE },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'solver-alone',
      comment: 'The solver knows nothing of puzzles: it imports only its own files (no puzzle, trace, checker or package import).',
      severity: 'error',
      from: { path: '^src/solver/' },
      to: { pathNot: '^src/solver/' },
    },
    {
      name: 'solver-front-door',
      comment: 'The solver is used through src/solver/index.ts (its API boundary).',
      severity: 'error',
      from: { path: '^(src|bench)/', pathNot: ['^src/solver/', '^src/app/test/'] },
      to: { path: '^src/solver/', pathNot: '^src/solver/index\\.ts$' },
    },
    {
      name: 'puzzles-above-the-solver',
      comment: 'The puzzle models may import the solver (and their own files), nothing above: no trace, checker, worker, CLI, app or benchmark.',
      severity: 'error',
      from: { path: '^src/puzzles/' },
      to: { path: '^(src/|bench/|tests/)', pathNot: '^src/(puzzles|solver)/' },
    },
    {
      name: 'trace-above-the-puzzles',
      comment: 'The trace may import the solver and the puzzles (the crossword\'s types for its sketch and graph), nothing above: no checker, worker, CLI, app or benchmark.',
      severity: 'error',
      from: { path: '^src/trace/' },
      to: { path: '^(src/|bench/|tests/)', pathNot: '^src/(trace|puzzles|solver)/' },
    },
    {
      name: 'checkers-independent',
      comment: 'A checker judges the solver\'s answers: it may not use the solver or the models that produced them.',
      severity: 'error',
      from: { path: '^src/checkers/' },
      to: { path: ['^src/solver/', '^src/puzzles/[^/]+/(model|index)[^/]*$', '^src/trace/'] },
    },
    {
      name: 'below-the-app',
      comment: 'The worker, the CLI and the benchmarks are below the app: they import nothing from src/app.',
      severity: 'error',
      from: { path: '^(src/worker|src/cli|bench)/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'worker-not-cli',
      comment: 'The worker runs in the browser: no CLI, no Node built-ins.',
      severity: 'error',
      from: { path: '^src/worker/' },
      to: { path: '^src/cli/' },
    },
    {
      name: 'front-door',
      comment: 'One feature folder of src/app (and anything outside it) reaches another only through its index.ts (pure) or ui/index.ts (React).',
      severity: 'error',
      from: { path: '^src/app/([^/]+)/', pathNot: '^src/app/test/' },
      to: { path: '^src/app/[^/]+/', pathNot: ['^src/app/$1/', '^src/app/[^/]+/(ui/)?index\\.ts$'] },
    },
    {
      name: 'front-door-from-outside',
      comment: 'Code outside the feature folders (App.tsx, main.tsx) uses their front doors too.',
      severity: 'error',
      from: { path: '^src/(app/[^/]+\\.tsx?|main\\.tsx)$' },
      to: { path: '^src/app/[^/]+/', pathNot: '^src/app/[^/]+/(ui/)?index\\.ts$' },
    },
    {
      name: 'trace-front-door',
      comment: 'src/trace is used through src/trace/index.ts.',
      severity: 'error',
      from: { path: '^(src/(app|worker|cli)|bench)/', pathNot: '^src/app/test/' },
      to: { path: '^src/trace/', pathNot: '^src/trace/index\\.ts$' },
    },
    {
      name: 'react-only-in-ui',
      comment: 'Pure .ts files of a feature folder sit beside its ui/ folder: React lives in ui/ (and in i18n, which binds react-i18next).',
      severity: 'error',
      from: { path: '^src/app/[^/]+/', pathNot: ['/ui/', '^src/app/(i18n|test)/'] },
      to: { path: ['(^|/)node_modules/(@types/)?(react|react-dom|react-i18next)/', '\\.tsx$'] },
    },
    {
      name: 'ui-reads-the-store',
      comment: 'Components read the store: they do not talk to workers, to a worker\'s client (any *Client.ts) or to the bridge to the workers. (A client\'s class named through a front door: eslint, no-restricted-imports on ui/.)',
      severity: 'error',
      from: { path: '/ui/' },
      to: { path: ['^src/worker/', 'Client\\.tsx?$', '(^|/)bridge(/|\\.tsx?$)', '\\.worker\\.ts$'] },
    },
    {
      name: 'cli-kinds-on-demand',
      comment: 'src/cli/main.ts loads a kind\'s code only when that kind runs (dynamic import): a million queens load neither the crossword parsers nor the FlatZinc reader.',
      severity: 'error',
      from: { path: '^src/cli/main\\.ts$' },
      to: { path: '^src/(cli|puzzles|checkers)/(crossword|sudoku|futoshiki|queens|model|numbers)(/|\\.ts$)', dependencyTypesNot: ['dynamic-import'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^dist', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
