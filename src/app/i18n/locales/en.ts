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
  lesson: {
    open: 'Guided lesson',
    openTitle: 'A guided lesson: plain backtracking, forward checking and arc consistency on one 8 × 8 puzzle',
    title: 'Guided lesson',
    chapterOf: 'Chapter {{index}} of {{total}}',
    prev: '← Previous',
    next: 'Next →',
    close: 'Close',
    jump: 'Show the step',
    running: 'Solving, and playing the search up to the step…',
    reached: 'Stopped at step {{step, number}} of {{total, number}}.',
    missing: 'This run has no such step.',
    settings: 'Settings: {{inference}}, static order, words alphabetically, English everyday words. Your own settings come back when you close the lesson.',
    inference: { none: 'backtracking (check assigned only)', fc: 'forward checking', mac: 'MAC (AC-3 after each word)' },
    chapters: {
      backtracking: {
        title: 'Plain backtracking',
        intro: 'Backtracking fills the slots in a fixed order (1-Across, 1-Down, …), tries words alphabetically, and checks a new word only against the words already placed. Watch for the first word it has to take back.',
      },
      forwardChecking: {
        title: 'Forward checking',
        intro: 'Forward checking places words the same way, but after each word it removes from every crossing slot the words that no longer fit. Watch for the first slot left with no word at all.',
      },
      arcConsistency: {
        title: 'Arc consistency (MAC)',
        intro: 'MAC goes further: after each word it revises every arc, every pair of crossing slots, until each word left in one slot has a partner in the other. Watch for the first word removed by an arc between two empty slots.',
      },
    },
    why: {
      backtrackClash: 'Why: “{{word}}” in {{slot}} does not agree with “{{otherWord}}” in {{other}} where they cross, and plain backtracking only checks a word after placing it, so it takes “{{word}}” back and tries the next word.',
      backtrackDeadEnd: 'Why: no word is left below “{{word}}” in {{slot}}, so the search takes it back and tries the next word.',
      wipeout: 'Why: placing “{{otherWord}}” in {{other}} removed the last word that fitted {{slot}}, so forward checking sees the dead end at once, before the search ever tries to fill {{slot}}.',
      arcPrune: 'Why: “{{word}}” is removed from {{slot}} because no word still possible in {{other}} fits it where they cross, although both slots are empty: arc consistency checks every pair of crossing slots, forward checking only the slot just filled.',
    },
    hint: {
      emptySlot: 'What to change: {{slot}} ({{length}} letters) has no word in {{dictionary}}; add blocks to shorten it, or pick a bigger dictionary.',
      noBlocks: 'What to change: the board has no blocks, so every slot is {{length}} letters long and crosses every slot of the other direction; {{dictionary}} has {{count, number}} words of {{length}} letters, too few to fill such a square. Add blocks to make shorter slots, or pick a bigger dictionary.',
      ac3: 'What to change: before any search, AC-3 left {{slot}} ({{length}} letters) with no word that fits its crossings ({{dictionary}} has {{count, number}} words of {{length}} letters); add blocks to shorten it or to cut a crossing, or pick a bigger dictionary.',
      search: 'What to change: the search tried every combination of words from {{dictionary}}; add blocks, clear a given letter, allow a word twice, or pick a bigger dictionary.',
    },
  },
};

/** The shape every language fills (plural forms differ per language, so they are checked by a test). */
export type Messages = typeof en;
