/** Command-line options of `npm run solve`. */
import {
  ALLDIFF_FORMS,
  BRANCH_ON,
  INFERENCES,
  STRATEGIES,
  VALUE_ORDERS,
  VARIABLE_ORDERS,
  type AllDiffForm,
  type LocalSearchOptions,
  type SearchSettings,
} from '../solver/index.ts';
import type { PuzzleKind } from '../puzzles/kinds.ts';
import { CLI_KIND_IDS, CLI_KINDS, kindOfFile, kindsWith, type CliKind } from './kinds.ts';

export type PuzzleType = PuzzleKind;
/** `--type`: every kind (kinds.ts), the first the default. */
export const PUZZLE_TYPES: readonly PuzzleType[] = CLI_KIND_IDS;

/**
 * `--search`: systematic backtracking (every option above), min-conflicts local search, the
 * tree-structured CSP algorithm (binary constraints on a forest only: refused otherwise), or
 * cutset conditioning (the tree algorithm once per assignment of a cycle cutset).
 */
export type SearchKind = 'backtracking' | 'min-conflicts' | 'tree' | 'cutset';
export const SEARCH_KINDS: readonly SearchKind[] = ['backtracking', 'min-conflicts', 'tree', 'cutset'];

/** The largest board `--type queens --size` takes (min-conflicts; backtracking stops earlier). */
export const QUEENS_MAX_SIZE = 10_000_000;

export interface CliOptions {
  /** The puzzle file ('' for queens, which takes `--size`). */
  file: string;
  /** Queens: the board size N; with `--generate`, the generated board's size (Sudoku 4, 6, 9; Futoshiki 4..9). */
  size?: number | undefined;
  /** `--search` (default backtracking). */
  searchKind: SearchKind;
  /** Min-conflicts options (`--max-steps`, `--walk`, `--restart-steps`; `--seed` and `--timeout` are copied in). */
  local: Partial<LocalSearchOptions>;
  /** `--search cutset --cutset a,b,c`: the cycle cutset, by variable name (default: a smallest one, proposed). */
  cutset?: string[] | undefined;
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
  /** `--explain`: an answer without solution also says why, a minimal set of the puzzle's parts (src/cli/explain.ts). */
  explain?: boolean | undefined;
  /** `--explain-timeout SECONDS`, in milliseconds: the time the reason may take (default EXPLAIN_TIMEOUT_MS). */
  explainTimeoutMs?: number | undefined;
  /** Crosswords: write the filled puzzle to this .puz, .ipuz or .xd file (`--export`), with the clues of `--clues`. */
  exportFile?: string | undefined;
  clues?: string | undefined;
  allowMissingClues?: boolean | undefined;
}

export class UsageError extends Error {}

/** `--index` and `--batch` for a kind whose file holds one puzzle (`one`), refused as the kind words it. */
export function onePuzzleOnly(cli: CliKind, options: Pick<CliOptions, 'index' | 'batch'>): void {
  if (cli.one !== undefined && options.index !== 0) throw new UsageError(`--index: ${cli.one}`);
  if (options.batch && cli.batch === undefined) throw new UsageError(`--batch is for ${CLI_KIND_IDS.map((id) => CLI_KINDS[id].batch).filter(Boolean).join(', ')}`);
}

export const USAGE = `Usage: npm run -s solve -- FILE [options]
       npm run -s solve -- --type queens --size N [options]
       npm run -s solve -- BOARD.queens [options]                (queens placed before search)
       npm run -s solve -- MODEL.mzn [DATA.dzn ...] [options]    (compiled by MiniZinc)
       npm run -s solve -- MODEL.fzn [options]

  --type ${PUZZLE_TYPES.join('|')}
                                      puzzle kind (default crossword; model for .mzn and .fzn files,
                                      queens for .queens files); queens takes --size N or a board file
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
  --search-annotation                 models: follow the solve item's int_search / bool_search /
                                      seq_search for the variables it names (as MiniZinc's solvers do)
  --branch-on all|declared            models: choose among every variable, or among the model's own
                                      first (not those MiniZinc introduced), as Gecode does (default all)
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
  --explain                           no solution: also say why, a minimal set of the puzzle's parts that
                                      have none together (JSON "reason": crossword slots, Sudoku and
                                      Futoshiki givens and signs, queens placed, a model's constraints)
  --explain-timeout SECONDS           the time the reason may take (default 60); past it the smallest
                                      set found so far, "minimal": false
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

  --export FILE.puz|FILE.ipuz|FILE.xd crosswords: write the filled puzzle (Across Lite, iPUZ or .xd)
                                      with the clues of --clues (docs/export.md)
  --clues FILE                        the clues: one "slot<TAB>clue" line per slot (1-Across<TAB>Feline pet),
                                      and Title, Author, Copyright, Notes lines in the same form
  --allow-missing-clues               export even when a slot has no clue (it is written empty)

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
  --search cutset                     cutset conditioning (Russell & Norvig 6.5.1): for each assignment of a
                                      cycle cutset (variables whose removal leaves a forest) consistent
                                      with the constraints among them, prune the others' domains and solve
                                      the forest by the tree algorithm. JSON stats "cutset" (names) and
                                      "cutsetAssignments" (assignments of it tried). With --all, every solution
  --cutset A,B,...                    cutset conditioning: the cycle cutset, by variable name (default: a
                                      smallest one; refused, naming a cycle, when the rest is not a forest)
`;

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T {
  if (value === undefined || !(allowed as readonly string[]).includes(value)) {
    throw new UsageError(`${name} expects one of ${allowed.join(', ')}, got ${value === undefined ? 'nothing' : JSON.stringify(value)}`);
  }
  return value as T;
}

/** A file's name after `name`: refused when there is none (an empty one too). */
function fileName(name: string, value: string | undefined, what = 'a file'): string {
  if (!value) throw new UsageError(`${name} expects ${what}`);
  return value;
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

type Parsed = Omit<CliOptions, 'file'>;
/** An option that sets its field from nothing (a switch) or from its value (`name`: the option, for errors; `next`: its value). */
type Simple = (o: Parsed, name: string, next: () => string | undefined) => void;

const choice = <T extends string>(allowed: readonly T[], set: (o: Parsed, value: T) => void): Simple => (o, name, next) => set(o, oneOf(name, next(), allowed));
const whole = (min: number, set: (o: Parsed, n: number) => void): Simple => (o, name, next) => set(o, Math.floor(count(name, next(), min)));

/** The options that set one field, each as its kind of value says (the others are `parseArgs`' own cases). */
const SIMPLE = new Map<string, Simple>([
  ['--index', whole(0, (o, n) => (o.index = n))],
  ['--inference', choice(INFERENCES, (o, v) => (o.search.inference = v))],
  ['--ac3', (o) => (o.search.ac3 = true)],
  ['--no-ac3', (o) => (o.search.ac3 = false)],
  ['--var', choice(VARIABLE_ORDERS, (o, v) => (o.search.variableOrder = v))],
  ['--min-score', (o, name, next) => (o.minScore = integer(name, next()))],
  ['--fold-accents', (o) => (o.foldAccents = true)],
  ['--rate', (o) => (o.rate = true)],
  ['--generate', whole(1, (o, n) => (o.generate = n))],
  ['--level', choice(['singles', 'arc-consistency', 'gac', 'search'] as const, (o, v) => (o.level = v))],
  ['--no-symmetry', (o) => (o.symmetry = false)],
  ['--seed', whole(0, (o, n) => (o.search.seed = n))],
  ['--branching', choice(['d-way', 'binary'] as const, (o, v) => (o.search.branching = v))],
  ['--backjump', (o) => (o.search.backjump = true)],
  ['--search-annotation', (o) => (o.search.searchAnnotation = true)],
  ['--branch-on', choice(BRANCH_ON, (o, v) => (o.search.branchOn = v))],
  ['--restarts', choice(['none', 'luby'] as const, (o, v) => (o.search.restarts = v))],
  ['--strategy', choice(STRATEGIES, (o, v) => (o.search.strategy = v))],
  ['--all', (o) => (o.search.maxSolutions = Infinity)],
  ['--max-solutions', whole(1, (o, n) => (o.search.maxSolutions = n))],
  ['--keep-letters', (o) => (o.keepLetters = true)],
  ['--reuse', (o) => (o.reuse = true)],
  ['--timeout', (o, name, next) => (o.search.timeLimitMs = count(name, next(), 0) * 1000)],
  ['--node-limit', whole(1, (o, n) => (o.search.nodeLimit = n))],
  ['--batch', (o) => (o.batch = true)],
  ['--model', choice(['slots', 'cells'] as const, (o, v) => (o.model = v))],
  ['--alldiff', choice(ALLDIFF_FORMS, (o, v) => (o.alldiff = v))],
  ['--search', choice(SEARCH_KINDS, (o, v) => (o.searchKind = v))],
  ['--max-steps', whole(0, (o, n) => (o.local.maxSteps = n))],
  ['--restart-steps', whole(1, (o, n) => (o.local.restartSteps = n))],
  ['--verify', (o) => (o.verify = true)],
  ['--json', (o) => (o.json = true)],
]);

/** `--explain` needs a search that can prove there is no solution, on one puzzle. */
function explainChecks(options: Omit<CliOptions, 'file'>): void {
  if (!options.explain) {
    if (options.explainTimeoutMs !== undefined) throw new UsageError('--explain-timeout goes with --explain');
    return;
  }
  if (options.batch) throw new UsageError('--explain is for one puzzle: not with --batch');
  if (options.searchKind === 'min-conflicts') throw new UsageError('--explain needs a search that proves there is no solution: min-conflicts never does (--search backtracking)');
}

export function parseArgs(argv: readonly string[]): CliOptions {
  let file: string | undefined;
  const options: Parsed = {
    data: [],
    type: PUZZLE_TYPES[0]!,
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
    const simple = SIMPLE.get(flag);
    if (simple) {
      simple(options, flag, next);
      continue;
    }
    switch (flag) {
      case '--type':
        options.type = oneOf('--type', next(), PUZZLE_TYPES);
        typeGiven = true;
        break;
      case '--dict':
        options.dict = fileName('--dict', next());
        break;
      case '--val': {
        const order = oneOf('--val', next(), [...VALUE_ORDERS, 'score'] as const);
        options.scoreOrder = order === 'score';
        s.valueOrder = order === 'score' ? 'lex' : order;
        break;
      }
      case '--ban':
        options.ban = fileName('--ban', next());
        break;
      case '--prefer':
        options.prefer = fileName('--prefer', next());
        break;
      case '--size':
        options.size = Math.floor(count('--size', next(), 1));
        if (options.size > QUEENS_MAX_SIZE) throw new UsageError(`--size: at most ${QUEENS_MAX_SIZE}, got ${options.size}`);
        break;
      case '--cutset': {
        const names = next();
        if (names === undefined || names.trim() === '') throw new UsageError('--cutset expects variable names separated by commas (a,b,c)');
        options.cutset = names.split(',').map((name) => name.trim()).filter((name) => name !== '');
        break;
      }
      case '--walk': {
        const p = count('--walk', next(), 0);
        if (p > 1) throw new UsageError(`--walk expects a probability between 0 and 1, got ${p}`);
        local.walk = p;
        break;
      }
      case '--explain':
        options.explain = true;
        break;
      case '--explain-timeout':
        options.explainTimeoutMs = count('--explain-timeout', next(), 0) * 1000;
        break;
      case '--export':
        options.exportFile = fileName('--export', next(), 'a file (.puz, .ipuz or .xd)');
        if (!/\.(puz|ipuz|xd)$/i.test(options.exportFile)) throw new UsageError(`--export writes .puz, .ipuz or .xd files, got ${JSON.stringify(options.exportFile)}`);
        break;
      case '--clues':
        options.clues = fileName('--clues', next());
        break;
      case '--allow-missing-clues':
        options.allowMissingClues = true;
        break;
      case '-h':
      case '--help':
        throw new UsageError('');
      default:
        if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
        // A file's data after it (a model's .dzn).
        if (file !== undefined && kindOfFile(file) !== null && CLI_KINDS[kindOfFile(file)!].data?.some((ending) => arg.endsWith(ending))) {
          options.data.push(arg);
          break;
        }
        if (file !== undefined) throw new UsageError(`one puzzle file expected, got ${JSON.stringify(file)} and ${JSON.stringify(arg)}`);
        file = arg;
    }
  }
  const cli = CLI_KINDS[options.type];
  if (options.generate !== undefined) {
    if (options.explain) throw new UsageError('--explain goes with a puzzle to solve, not --generate');
    if (!cli.makers) throw new UsageError(`--generate is for --type ${kindsWith((k) => k.makers === true)}`);
    if (file !== undefined) throw new UsageError(`--generate makes puzzles: no puzzle file expected, got ${JSON.stringify(file)}`);
    return { file: '', ...options };
  }
  // A model file is a model, a .queens file a queens board, unless --type says otherwise.
  const named = !typeGiven && file !== undefined ? kindOfFile(file) : null;
  // Options another kind owns ("--ban is for crosswords", "--export is for crosswords"), and this kind's own refusals.
  for (const id of PUZZLE_TYPES) {
    const owned = id === (named ?? options.type) ? undefined : CLI_KINDS[id].own;
    const taken = owned && (Object.keys(owned.options) as (keyof typeof options)[]).find((k) => options[k] !== undefined && options[k] !== false);
    if (owned && taken) throw new UsageError(`--${owned.options[taken]} is for ${owned.name}`);
  }
  if (options.rate && cli.refuses?.rate) throw new UsageError(cli.refuses.rate);
  if (options.level !== undefined || options.symmetry === false) throw new UsageError('--level and --no-symmetry go with --generate');
  if ((options.clues !== undefined || options.allowMissingClues) && options.exportFile === undefined) throw new UsageError('--clues and --allow-missing-clues go with --export');
  const sized = CLI_KINDS[named ?? options.type];
  if (sized.input === 'size') {
    // An empty board of --size N, or a board file of the kind's (queens placed before search).
    const type = named ?? options.type;
    const boards = sized.files ?? [];
    if (file !== undefined && boards.length === 0) throw new UsageError(`--type ${type} takes --size N, not a file (got ${JSON.stringify(file)})`);
    if (file !== undefined && options.size !== undefined) throw new UsageError(`--type ${type} takes --size N, not a file as well: a board file gives its size (got ${JSON.stringify(file)})`);
    if (file === undefined && options.size === undefined) throw new UsageError(`--type ${type} needs --size N${boards.length > 0 ? `, or a board file (${boards.join(', ')})` : ''}`);
    file ??= '';
  } else if (options.size !== undefined) {
    throw new UsageError(`--size is for --type ${kindsWith((k) => k.input === 'size')} or --generate`);
  }
  const refuses = CLI_KINDS[named ?? options.type].refuses;
  if (options.searchKind === 'min-conflicts') {
    if ((s.maxSolutions ?? 1) > 1) throw new UsageError('--search min-conflicts finds one solution: --all and --max-solutions need --search backtracking');
    if (options.batch) throw new UsageError('--batch is for --search backtracking');
    if (refuses?.['min-conflicts']) throw new UsageError(refuses['min-conflicts']);
    if (s.seed !== undefined) local.seed = s.seed;
    if (s.timeLimitMs !== undefined) local.timeLimitMs = s.timeLimitMs;
  } else if (options.searchKind === 'tree') {
    if ((s.maxSolutions ?? 1) > 1) throw new UsageError('--search tree finds one solution: --all and --max-solutions need --search backtracking');
    if (options.batch) throw new UsageError('--batch is for --search backtracking');
    if (refuses?.tree) throw new UsageError(refuses.tree);
  } else if (options.searchKind === 'cutset') {
    if (options.batch) throw new UsageError('--batch is for --search backtracking');
    if (refuses?.cutset) throw new UsageError(refuses.cutset);
  }
  if (options.cutset !== undefined && options.searchKind !== 'cutset') throw new UsageError('--cutset goes with --search cutset');
  if (options.searchKind !== 'min-conflicts' && (local.maxSteps !== undefined || local.walk !== undefined || local.restartSteps !== undefined)) {
    throw new UsageError('--max-steps, --walk and --restart-steps are for --search min-conflicts');
  }
  if (file === undefined) throw new UsageError('no puzzle file given');
  if (named) options.type = named;
  explainChecks(options);
  return { file, ...options };
}
