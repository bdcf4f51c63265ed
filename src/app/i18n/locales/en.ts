/** English: the reference language; every key here must be in zh.ts and ru.ts (tests check). */
export const en = {
  app: {
    title: 'CSP Playground',
    tagline:
      'Draw or load a crossword, Sudoku or Futoshiki, solve it as a constraint problem, and watch every move of the search. Drop a .slots, .grid, word-list, Sudoku (.sdk, .txt) or Futoshiki file anywhere.',
    drop: 'Drop a slot file, grid file, dictionary, Sudoku or Futoshiki',
  },
  header: {
    puzzle: 'Puzzle',
    trySample: '✦ Try a sample puzzle',
    samples: 'Sample puzzles',
    samplesPlaceholder: 'Samples…',
    openFile: 'Open file…',
    language: 'Language',
  },
  count: {
    nodes_one: '{{count, number}} node',
    nodes_other: '{{count, number}} nodes',
    backtracks_one: '{{count, number}} backtrack',
    backtracks_other: '{{count, number}} backtracks',
    solutions_one: '{{count, number}} solution',
    solutions_other: '{{count, number}} solutions',
    words_one: '{{count, number}} word',
    words_other: '{{count, number}} words',
  },
  layout: {
    toggle: 'Teaching layout',
    toggleHint: 'Board and player on the left, two or three teaching views side by side: for a projector (1280 × 720 or larger). Off: the layout for drawing.',
    settings: 'Settings: dictionary, algorithm, legend',
    slot: 'View {{n}}',
    swap: 'swaps',
    view: {
      domains: 'Domains',
      why: 'Why',
      arcs: 'Arcs',
      graph: 'Constraint graph',
      tree: 'Search tree',
      compare: 'Compare',
    },
  },
};

/** The shape every language fills (plural forms differ per language, so they are checked by a test). */
export type Messages = typeof en;
