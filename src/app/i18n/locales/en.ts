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
};

/** The shape every language fills (plural forms differ per language, so they are checked by a test). */
export type Messages = typeof en;
