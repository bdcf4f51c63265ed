/** Command-line options of `npm run solve`. */
import {
  ALLDIFF_FORMS,
  INFERENCES,
  STRATEGIES,
  VALUE_ORDERS,
  VARIABLE_ORDERS,
  type AllDiffForm,
  type LocalSearchOptions,
  type SearchSettings,
} from '../solver/index.ts';

export type PuzzleType = 'crossword' | 'sudoku' | 'futoshiki' | 'queens' | 'model';
export const PUZZLE_TYPES: readonly PuzzleType[] = ['crossword', 'sudoku', 'futoshiki', 'queens', 'model'];

/**
 * `--search`: systematic backtracking (every option above), min-conflicts local search, or the
 * tree-structured CSP algorithm (binary constraints on a forest only: refused otherwise).
 */
export type SearchKind = 'backtracking' | 'min-conflicts' | 'tree';
export const SEARCH_KINDS: readonly SearchKind[] = ['backtracking', 'min-conflicts', 'tree'];

/** The largest board `--type queens --size` takes (min-conflicts; backtracking stops earlier). */
export const QUEENS_MAX_SIZE = 10_000_000;

/** Model files: a MiniZinc model (compiled by MiniZinc), FlatZinc, and MiniZinc data. */
const isModelFile = (f: string): boolean => f.endsWith('.mzn') || f.endsWith('.fzn');
const isDataFile = (f: string): boolean => f.endsWith('.dzn') || f.endsWith('.json');

export interface CliOptions {
  /** The puzzle file ('' for queens, which takes `--size`). */
  file: string;
  /** Queens: the board size N; with `--generate`, the generated board's size (Sudoku 4, 6, 9; Futoshiki 4..9). */
  size?: number | undefined;
  /** `--search` (default backtracking). */
  searchKind: SearchKind;
  /** Min-conflicts options (`--max-steps`, `--walk`, `--restart-steps`; `--seed` and `--timeout` are copied in). */
  local: Partial<LocalSearchOptions>;
  type: PuzzleType;
  /** Models: MiniZinc data files (.dzn, .json) given after the .mzn. */
  data: string[];
  dict?: string | undefined;
  index: number;
  reuse: boolean;
  /** Crossword files (.puz, .ipuz, .jpz): keep the solution letters as given letters. */
  keepLetters: boolean;
  json: boolean;
  batch: boolean;
  /** Check every solution with the independent checker (src/checkers) before printing it. */
  verify: boolean;
  /** Sudoku and Futoshiki: all-different as value elimination (neq) or Régin's GAC (gac, the default). */
  alldiff?: AllDiffForm | undefined;
  /** Crosswords: one variable per slot, or letter variables for checked cells too; unset: chosen by `crosswordVariables`. */
  model?: 'slots' | 'cells' | undefined;
  search: Partial<SearchSettings>;
  /** Crosswords: leave out words scoring below this (`--min-score`). */
  minScore?: number | undefined;
  /** Crosswords: a file of words never to use (`--ban`), and of words to try first (`--prefer`). */
  ban?: string | undefined;
  prefer?: string | undefined;
  /** Crosswords: `--val score`, the words of each slot tried best score first (search value order lex over a score-ordered index). */
  scoreOrder?: boolean | undefined;
  /** Crosswords: fold accents when reading the dictionary (Café → cafe). */
  foldAccents?: boolean | undefined;
  /** Sudoku, Futoshiki: `--rate`, add the rating of the puzzle (and whether it is unique). */
  rate?: boolean | undefined;
  /** Sudoku, Futoshiki: `--generate N` puzzles (with `--seed`, `--level`, `--no-symmetry`, `--size`). */
  generate?: number | undefined;
  level?: string | undefined;
  symmetry?: boolean | undefined;
}

export class UsageError extends Error {}

export const USAGE = `Usage: npm run -s solve -- FILE [options]
       npm run -s solve -- --type queens --size N [options]
       npm run -s solve -- MODEL.mzn [DATA.dzn ...] [options]    (compiled by MiniZinc)
       npm run -s solve -- MODEL.fzn [options]

  --type crossword|sudoku|futoshiki|queens|model
                                      puzzle kind (default crossword; model for .mzn and .fzn files);
                                      queens takes --size N, no file
  --size N                            queens: the board is N x N (N queens, one per row); with --generate,
                                      the generated board's size
  --dict FILE                         dictionary for crosswords (default: the bundled English list)
  --index N                           which puzzle of a file holding several (0-based, default 0)
  --inference none|fc|mac             after each assignment: nothing, forward checking, or MAC (default mac)
  --ac3                               run AC-3 once before search (on by default; --no-ac3 turns it off)
  --var static|mrv|mrv-degree|dom-wdeg variable order (default dom-wdeg)
  --val lex|reverse|lcv|random|score  value order (default lcv for crosswords, lex otherwise);
                                      score (crosswords): each slot's words best score first
                                      (the slot model unless --model is given)
  --branching d-way|binary            try a variable's values in turn, or x = v then x ≠ v (default d-way)
  --restarts none|luby                restart with Luby's sequence, keeping dom/wdeg weights (default none)
  --backjump                          conflict-directed backjumping (depth-first, d-way branching)
  --seed N                            seed of the random value order (default 1)
  --strategy dfs|bfs                  depth-first or breadth-first search (default dfs)
  --all                               find all solutions; a model that minimises or maximises:
                                      print every improving solution, in order, the best last
  --max-solutions N                   find at most N solutions (optimisation: the last N improving)
  --reuse                             let one word fill several slots
  --keep-letters                      .puz/.ipuz/.jpz: keep the file's solution letters as givens
  --model slots|cells                 crosswords: a variable per slot, or letter variables for
                                      checked cells too (with slots, nodes = words). Default:
                                      cells with the fill settings (mac, dom-wdeg, dfs), slots for
                                      any textbook choice (--inference none|fc, --var
                                      static|mrv|mrv-degree, --strategy bfs)
  --timeout SECONDS                   give up after this long
  --node-limit N                      give up after N nodes
  --batch                             solve every puzzle of the file (Sudoku)
  --alldiff neq|gac                   Sudoku, Futoshiki: all-different as pairwise ≠ or with GAC (default gac)
  --verify                            check every solution with the independent checker (exit 4 if one fails)
  --json                              print one JSON object
  --min-score N                       crosswords: fill only with words scoring N or more
                                      (a word without a score counts as 0)
  --ban FILE                          crosswords: never use the words of FILE (one a line)
  --prefer FILE                       crosswords: try the words of FILE first (one a line)
  --fold-accents                      crosswords: read the dictionary with accents folded (café → cafe)
  --rate                              Sudoku, Futoshiki: uniqueness and rating of the puzzle
                                      (JSON "uniqueness", "rating": {"level", "nodes", "needs"})
  --generate N                        Sudoku, Futoshiki: print N new puzzles (unique, minimal),
                                      no FILE; with --seed S, --level singles|arc-consistency|gac|search,
                                      --no-symmetry (180° symmetric givens, and Futoshiki signs, by default),
                                      --size N (Sudoku 4, 6 or 9, default 9; Futoshiki 4..9, default 5)

  --search backtracking|min-conflicts systematic search (default), or min-conflicts local search
                                      (Russell & Norvig fig. 6.8): a greedy complete start (each
                                      variable in turn gets a value with the fewest conflicts with
                                      those placed before it, ties at random), then repairs: a
                                      random conflicted variable gets its min-conflicts value. One
                                      solution; gives up with status stopped (exit 3) after
                                      --max-steps. For queens, Sudoku and Futoshiki
  --max-steps N                       min-conflicts: repairs before giving up (default 1000000)
  --walk P                            min-conflicts: probability of a random value instead (default 0)
  --restart-steps N                   min-conflicts: new greedy start after N repairs (default never)
  --search tree                       the tree-structured CSP algorithm (Russell & Norvig fig. 6.11):
                                      when every constraint is binary and the constraint graph is a
                                      tree or a forest, order the variables from a root, make each
                                      arc consistent from the leaves up, then assign from the root
                                      down without backtracking. One solution; refused (naming a
                                      cycle or a constraint on more variables) when the graph is not a tree
`;

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T {
  if (value === undefined || !(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`${name} expects one of ${allowed.join(', ')}, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`);
  }
  return value as T;
}

function count(name: string, value: string | undefined, min: number): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n) || n < min) {
    throw new UsageError(`${name} expects a number of at least ${min}, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`);
  }
  return n;
}

function integer(name: string, value: string | undefined): number {
  if (value === undefined || !/^[+-]?\d+$/.test(value.trim())) {
    throw new UsageError(`${name} expects a whole number, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`);
  }
  return Number(value);
}

export function parseArgs(argv: readonly string[]): CliOptions {
  let file: string | undefined;
  const options: Omit<CliOptions, 'file'> = {
    data: [],
    type: 'crossword',
    index: 0,
    reuse: false,
    keepLetters: false,
    json: false,
    batch: false,
    verify: false,
    search: {},
    searchKind: 'backtracking',
    local: {},
  };
  const local = options.local;
  let typeGiven = false;
  const s = options.search;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const next = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '--type':
        options.type = oneOf('--type', next(), PUZZLE_TYPES);
        typeGiven = true;
        break;
      case '--dict':
        options.dict = next();
        if (!options.dict) throw new UsageError('--dict expects a file');
        break;
      case '--index':
        options.index = Math.floor(count('--index', next(), 0));
        break;
      case '--inference':
        s.inference = oneOf('--inference', next(), INFERENCES);
        break;
      case '--ac3':
        s.ac3 = true;
        break;
      case '--no-ac3':
        s.ac3 = false;
        break;
      case '--var':
        s.variableOrder = oneOf('--var', next(), VARIABLE_ORDERS);
        break;
      case '--val': {
        const order = oneOf('--val', next(), [...VALUE_ORDERS, 'score'] as const);
        options.scoreOrder = order === 'score';
        s.valueOrder = order === 'score' ? 'lex' : order;
        break;
      }
      case '--min-score':
        options.minScore = integer('--min-score', next());
        break;
      case '--ban':
        options.ban = next();
        if (!options.ban) throw new UsageError('--ban expects a file');
        break;
      case '--prefer':
        options.prefer = next();
        if (!options.prefer) throw new UsageError('--prefer expects a file');
        break;
      case '--fold-accents':
        options.foldAccents = true;
        break;
      case '--rate':
        options.rate = true;
        break;
      case '--generate':
        options.generate = Math.floor(count('--generate', next(), 1));
        break;
      case '--level':
        options.level = oneOf('--level', next(), ['singles', 'arc-consistency', 'gac', 'search'] as const);
        break;
      case '--no-symmetry':
        options.symmetry = false;
        break;
      case '--seed':
        s.seed = Math.floor(count('--seed', next(), 0));
        break;
      case '--branching':
        s.branching = oneOf('--branching', next(), ['d-way', 'binary'] as const);
        break;
      case '--backjump':
        s.backjump = true;
        break;
      case '--restarts':
        s.restarts = oneOf('--restarts', next(), ['none', 'luby'] as const);
        break;
      case '--strategy':
        s.strategy = oneOf('--strategy', next(), STRATEGIES);
        break;
      case '--all':
        s.maxSolutions = Infinity;
        break;
      case '--max-solutions':
        s.maxSolutions = Math.floor(count('--max-solutions', next(), 1));
        break;
      case '--keep-letters':
        options.keepLetters = true;
        break;
      case '--reuse':
        options.reuse = true;
        break;
      case '--timeout':
        s.timeLimitMs = count('--timeout', next(), 0) * 1000;
        break;
      case '--node-limit':
        s.nodeLimit = Math.floor(count('--node-limit', next(), 1));
        break;
      case '--batch':
        options.batch = true;
        break;
      case '--model':
        options.model = oneOf('--model', next(), ['slots', 'cells'] as const);
        break;
      case '--alldiff':
        options.alldiff = oneOf('--alldiff', next(), ALLDIFF_FORMS);
        break;
      case '--size':
        options.size = Math.floor(count('--size', next(), 1));
        if (options.size > QUEENS_MAX_SIZE) throw new UsageError(`--size: at most ${QUEENS_MAX_SIZE}, got ${options.size}`);
        break;
      case '--search':
        options.searchKind = oneOf('--search', next(), SEARCH_KINDS);
        break;
      case '--max-steps':
        local.maxSteps = Math.floor(count('--max-steps', next(), 0));
        break;
      case '--walk': {
        const p = count('--walk', next(), 0);
        if (p > 1) throw new UsageError(`--walk expects a probability between 0 and 1, got ${p}`);
        local.walk = p;
        break;
      }
      case '--restart-steps':
        local.restartSteps = Math.floor(count('--restart-steps', next(), 1));
        break;
      case '--verify':
        options.verify = true;
        break;
      case '--json':
        options.json = true;
        break;
      case '-h':
      case '--help':
        throw new UsageError('');
      default:
        if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
        if (file !== undefined && isModelFile(file) && isDataFile(arg)) {
          options.data.push(arg);
          break;
        }
        if (file !== undefined) throw new UsageError(`one puzzle file expected, got ${JSON.stringify(file)} and ${JSON.stringify(arg)}`);
        file = arg;
    }
  }
  if (options.generate !== undefined) {
    if (options.type === 'crossword') throw new UsageError('--generate is for --type sudoku or futoshiki');
    if (file !== undefined) throw new UsageError(`--generate makes puzzles: no puzzle file expected, got ${JSON.stringify(file)}`);
    return { file: '', ...options };
  }
  if (options.type !== 'crossword') {
    const crosswordOnly = (['minScore', 'ban', 'prefer', 'scoreOrder', 'foldAccents'] as const).find((k) => options[k] !== undefined && options[k] !== false);
    if (crosswordOnly) throw new UsageError(`--${crosswordOnly === 'scoreOrder' ? 'val score' : crosswordOnly.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())} is for crosswords`);
  } else if (options.rate) {
    throw new UsageError('--rate is for --type sudoku or futoshiki');
  }
  if (options.level !== undefined || options.symmetry === false) throw new UsageError('--level and --no-symmetry go with --generate');
  if (options.type === 'queens') {
    if (file !== undefined) throw new UsageError(`--type queens takes --size N, not a file (got ${JSON.stringify(file)})`);
    if (options.size === undefined) throw new UsageError('--type queens needs --size N');
    file = '';
  } else if (options.size !== undefined) {
    throw new UsageError('--size is for --type queens or --generate');
  }
  // A model file is a model unless --type says otherwise (set below; the search kinds' checks need it now).
  const kind = !typeGiven && file !== undefined && isModelFile(file) ? 'model' : options.type;
  if (options.searchKind === 'min-conflicts') {
    if ((s.maxSolutions ?? 1) > 1) throw new UsageError('--search min-conflicts finds one solution: --all and --max-solutions need --search backtracking');
    if (options.batch) throw new UsageError('--batch is for --search backtracking');
    if (kind === 'crossword') throw new UsageError('--search min-conflicts is for queens, models, Sudoku and Futoshiki');
    if (s.seed !== undefined) local.seed = s.seed;
    if (s.timeLimitMs !== undefined) local.timeLimitMs = s.timeLimitMs;
  } else if (options.searchKind === 'tree') {
    if ((s.maxSolutions ?? 1) > 1) throw new UsageError('--search tree finds one solution: --all and --max-solutions need --search backtracking');
    if (options.batch) throw new UsageError('--batch is for --search backtracking');
    if (kind === 'crossword') throw new UsageError('--search tree is for models, queens, Sudoku and Futoshiki (a crossword is never a tree of binary constraints)');
  }
  if (options.searchKind !== 'min-conflicts' && (local.maxSteps !== undefined || local.walk !== undefined || local.restartSteps !== undefined)) {
    throw new UsageError('--max-steps, --walk and --restart-steps are for --search min-conflicts');
  }
  if (file === undefined) throw new UsageError('no puzzle file given');
  if (!typeGiven && isModelFile(file)) options.type = 'model';
  return { file, ...options };
}
