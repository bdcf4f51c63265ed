/**
 * The code map as a test (`npm run boundaries`, part of `npm test`): each rule is one arrow that
 * docs/ARCHITECTURE.md says may not exist. A broken rule prints the rule, the importing file and the
 * imported one. Type-only imports count (tsPreCompilationDeps), since they tie folders together too.
 * tests/repo/boundaries.test.ts proves that each rule bites.
 */
const PURE = '^src/(solver|checkers|puzzles|trace|text)/';
/** The kinds' descriptors: the only puzzle files that name their checkers. */
const DESCRIPTORS = '^src/puzzles/(kind|[a-z]+/kind)\\.ts$';

/** A rule: an import from a module matching `from` of one matching `to` is an error. */
function forbid(name, comment, from, to) {
  return { name, comment, severity: 'error', from, to };
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    forbid(
      'no-circle-across-folders',
      'An import circle is allowed only when every file in it lies in one folder.',
      { path: '^(src/.+)/[^/]+$' },
      { circular: true, via: { pathNot: '^$1/[^/]+$' } },
    ),
    forbid(
      'pure-core',
      'The solver, the checkers, the puzzle models and the trace run in the browser, the worker and Node alike: no React, no store, no app, no worker, no CLI, no Node built-ins.',
      { path: PURE },
      {
        path: ['^src/(app|worker|cli)/', '(^|/)node_modules/(@types/)?(react|react-dom|react-i18next|zustand|i18next)/', '^bench/', '^tests/'],
      },
    ),
    forbid(
      'pure-core-no-node',
      'The pure core runs in browsers too: no Node built-in modules.',
      { path: PURE },
      { dependencyTypes: ['core'] },
    ),
    forbid(
      'solver-alone',
      'The solver knows nothing of puzzles: it imports only its own files and the messages of src/text (no puzzle, trace, checker or package import).',
      { path: '^src/solver/' },
      { pathNot: ['^src/solver/', '^src/text/'] },
    ),
    forbid(
      'solver-front-door',
      'The solver is used through src/solver/index.ts (its API boundary).',
      { path: '^(src|bench)/', pathNot: ['^src/solver/', '^src/app/test/'] },
      { path: '^src/solver/', pathNot: '^src/solver/index\\.ts$' },
    ),
    forbid(
      'puzzles-above-the-solver',
      'The puzzle models may import the solver (and their own files), nothing above: no trace, checker, worker, CLI, app or benchmark. Only the kinds\' descriptors (kind.ts) name their checkers.',
      { path: '^src/puzzles/', pathNot: DESCRIPTORS },
      { path: '^(src/|bench/|tests/)', pathNot: '^src/(puzzles|solver|text)/' },
    ),
    forbid(
      'descriptors-above-the-checkers',
      'A kind\'s descriptor (src/puzzles/<kind>/kind.ts, and the interface src/puzzles/kind.ts) may import the solver, the puzzles and the checkers that judge its answers, nothing above.',
      { path: DESCRIPTORS },
      { path: '^(src/|bench/|tests/)', pathNot: '^src/(puzzles|solver|checkers|text)/' },
    ),
    forbid(
      'trace-above-the-puzzles',
      'The trace may import the solver and the puzzles (the crossword\'s types for its sketch and graph), nothing above: no checker, worker, CLI, app or benchmark.',
      { path: '^src/trace/' },
      { path: '^(src/|bench/|tests/)', pathNot: '^src/(trace|puzzles|solver|text)/' },
    ),
    forbid(
      'checkers-independent',
      'A checker judges the solver\'s answers: it may not use the solver or the models that produced them.',
      { path: '^src/checkers/' },
      { path: ['^src/solver/', '^src/puzzles/[^/]+/(model|index)[^/]*$', '^src/trace/'] },
    ),
    forbid(
      'text-leaf',
      'src/text (messages as data, the texts, their English) is below every other folder: it imports only itself.',
      { path: '^src/text/' },
      { path: '^(src|bench|tests)/', pathNot: '^src/text/' },
    ),
    forbid(
      'below-the-app',
      'The worker, the CLI and the benchmarks are below the app: they import nothing from src/app.',
      { path: '^(src/worker|src/cli|bench)/' },
      { path: '^src/app/' },
    ),
    forbid(
      'worker-not-cli',
      'The worker runs in the browser: no CLI, no Node built-ins.',
      { path: '^src/worker/' },
      { path: '^src/cli/' },
    ),
    forbid(
      'front-door',
      'One feature folder of src/app (and anything outside it) reaches another only through its index.ts (pure) or ui/index.ts (React).',
      { path: '^src/app/([^/]+)/', pathNot: '^src/app/test/' },
      { path: '^src/app/[^/]+/', pathNot: ['^src/app/$1/', '^src/app/[^/]+/(ui/)?index\\.ts$'] },
    ),
    forbid(
      'front-door-from-outside',
      'Code outside the feature folders (App.tsx, main.tsx) uses their front doors too.',
      { path: '^src/(app/[^/]+\\.tsx?|main\\.tsx)$' },
      { path: '^src/app/[^/]+/', pathNot: '^src/app/[^/]+/(ui/)?index\\.ts$' },
    ),
    forbid(
      'trace-front-door',
      'src/trace is used through src/trace/index.ts.',
      { path: '^(src/(app|worker|cli)|bench)/', pathNot: '^src/app/test/' },
      { path: '^src/trace/', pathNot: '^src/trace/index\\.ts$' },
    ),
    forbid(
      'react-only-in-ui',
      'Pure .ts files of a feature folder sit beside its ui/ folder: React lives in ui/ (and in i18n, which binds react-i18next).',
      { path: '^src/app/[^/]+/', pathNot: ['/ui/', '^src/app/(i18n|test)/'] },
      { path: ['(^|/)node_modules/(@types/)?(react|react-dom|react-i18next)/', '\\.tsx$'] },
    ),
    forbid(
      'ui-reads-the-store',
      'Components read the store: they do not talk to workers, to a worker\'s client (any *Client.ts) or to the bridge to the workers. (A client\'s class named through a front door: eslint, no-restricted-imports on ui/.)',
      { path: '/ui/' },
      { path: ['^src/worker/', 'Client\\.tsx?$', '(^|/)bridge(/|\\.tsx?$)', '\\.worker\\.ts$'] },
    ),
    forbid(
      'cli-kinds-on-demand',
      'src/cli/main.ts loads a kind\'s code only when that kind runs (dynamic import): a million queens load neither the crossword parsers nor the FlatZinc reader.',
      { path: '^src/cli/main\\.ts$' },
      { path: '^src/(cli|puzzles|checkers)/(crossword|sudoku|futoshiki|queens|model|numbers)(/|\\.ts$)', dependencyTypesNot: ['dynamic-import'] },
    ),
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
