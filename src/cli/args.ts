/** Command-line options of `npm run solve`. */
import { ALLDIFF_FORMS, INFERENCES, STRATEGIES, VALUE_ORDERS, VARIABLE_ORDERS, type AllDiffForm, type SearchSettings } from '../solver/index.ts';

export type PuzzleType = 'crossword' | 'sudoku' | 'futoshiki' | 'model';
export const PUZZLE_TYPES: readonly PuzzleType[] = ['crossword', 'sudoku', 'futoshiki', 'model'];

/** Model files: a MiniZinc model (compiled by MiniZinc), FlatZinc, and MiniZinc data. */
const isModelFile = (f: string): boolean => f.endsWith('.mzn') || f.endsWith('.fzn');
const isDataFile = (f: string): boolean => f.endsWith('.dzn') || f.endsWith('.json');

export interface CliOptions {
  file: string;
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
}

export class UsageError extends Error {}

export const USAGE = `Usage: npm run -s solve -- FILE [options]
       npm run -s solve -- MODEL.mzn [DATA.dzn ...] [options]    (compiled by MiniZinc)
       npm run -s solve -- MODEL.fzn [options]

  --type crossword|sudoku|futoshiki|model   puzzle kind (default crossword; model for .mzn and .fzn files)
  --dict FILE                         dictionary for crosswords (default: the bundled English list)
  --index N                           which puzzle of a file holding several (0-based, default 0)
  --inference none|fc|mac             after each assignment: nothing, forward checking, or MAC (default mac)
  --ac3                               run AC-3 once before search (on by default; --no-ac3 turns it off)
  --var static|mrv|mrv-degree|dom-wdeg variable order (default dom-wdeg)
  --val lex|reverse|lcv|random        value order (default lcv for crosswords, lex otherwise)
  --branching d-way|binary            try a variable's values in turn, or x = v then x ≠ v (default d-way)
  --restarts none|luby                restart with Luby's sequence, keeping dom/wdeg weights (default none)
  --backjump                          conflict-directed backjumping (depth-first, d-way branching)
  --seed N                            seed of the random value order (default 1)
  --strategy dfs|bfs                  depth-first or breadth-first search (default dfs)
  --all                               find all solutions
  --max-solutions N                   find at most N solutions
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

export function parseArgs(argv: readonly string[]): CliOptions {
  let file: string | undefined;
  let typeGiven = false;
  const options: Omit<CliOptions, 'file'> = { data: [], type: 'crossword', index: 0, reuse: false, keepLetters: false, json: false, batch: false, verify: false, search: {} };
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
      case '--val':
        s.valueOrder = oneOf('--val', next(), VALUE_ORDERS);
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
  if (file === undefined) throw new UsageError('no puzzle file given');
  if (!typeGiven && isModelFile(file)) options.type = 'model';
  return { file, ...options };
}
