/**
 * The exports (docs/export.md, docs/trace-format.md): the shown board as SVG (the PNG is that SVG
 * drawn at 2x, components/ExportMenu.tsx) and as text, the run's trace as JSON Lines, the puzzle in
 * its own file format. Everything here is a pure function of the store's state; the kinds draw and
 * write their boards (`svg`, `text`, `file` of kinds/kind.ts), so nothing here names a kind.
 */
import { EventCode } from '../../trace/index.ts';
import { msg, type Message } from '../i18n/index.ts';
import { kindOf, type ShownStep, showsRun } from '../kinds/index.ts';
import type { AppState } from '../state/index.ts';

export type ExportWhat = 'png' | 'svg' | 'text' | 'trace' | 'puzzle';
export const EXPORTS: readonly ExportWhat[] = ['png', 'svg', 'text', 'trace', 'puzzle'];

/** The trace format's name and version (the header line's `format` and `version`). */
export const TRACE_FORMAT = 'csp-playground-trace';
export const TRACE_VERSION = 1;

/** Lines per string of `traceJsonl`'s answer (a Blob is made of the parts, not of one huge string). */
const LINES_PER_PART = 4096;

type State = Pick<AppState, 'kind' | 'boards' | 'trace' | 'cursorView' | 'cursor' | 'runBoard' | 'domainCursor' | 'words' | 'phase'>;

/**
 * The step the board shows, when it shows a run: the same rule as the board components (the run is
 * of the board's very puzzle), at the player's position. Null when the board shows the puzzle alone.
 */
export function shownStep(s: State): ShownStep | null {
  if (!showsRun(s, s.boards[s.kind].puzzle) || !s.cursorView) return null;
  s.cursorView.seek(s.cursor);
  const masks = s.domainCursor?.seek(s.cursor) ?? null;
  return { values: s.cursorView.values.slice(), masks: masks ? masks.slice() : null, words: s.words };
}

/** The shown board as an SVG document. */
export function boardSvg(s: State): string {
  return kindOf(s.kind).svg(s.boards[s.kind].puzzle, shownStep(s));
}

/** The shown board as text (one row per line). */
export function boardText(s: State): string {
  return kindOf(s.kind).text(s.boards[s.kind].puzzle, shownStep(s));
}

/** The board's puzzle in its kind's file format. */
export function puzzleFile(s: Pick<State, 'kind' | 'boards'>): { text: string; extension: string } {
  return kindOf(s.kind).file(s.boards[s.kind].puzzle);
}

/** A file name's stem from where the board came from: "lesson-8x8.grid" → "lesson-8x8", a drawn Sudoku → "sudoku". */
export function exportStem(s: Pick<State, 'kind' | 'boards'>): string {
  const board = s.boards[s.kind];
  const strip = (name: string) => name.replace(/\.[^./\\]+$/, '');
  const raw = board.set ? `${strip(board.set.name)}-${board.set.index + 1}` : board.source === 'Drawn' ? s.kind : strip(board.source);
  const clean = raw
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return clean || s.kind;
}

/** The downloaded file's name for each export. */
export function exportName(s: State, what: ExportWhat): string {
  const stem = exportStem(s);
  const at = showsRun(s, s.boards[s.kind].puzzle) ? `-step-${s.cursor}` : '';
  switch (what) {
    case 'png':
      return `${stem}${at}.png`;
    case 'svg':
      return `${stem}${at}.svg`;
    case 'text':
      return `${stem}${at}-board.txt`;
    case 'trace':
      return `${stem}-trace.jsonl`;
    case 'puzzle':
      return `${stem}.${puzzleFile(s).extension}`;
  }
}

/** Why an export has nothing to give (a message for the disabled button), or null when it can go. */
export function exportBlocker(s: State, what: ExportWhat): Message | null {
  if (what !== 'trace') return null;
  if (!s.trace || !s.runBoard) return msg('exporting.reason.noRun');
  if (s.phase === 'running') return msg('exporting.reason.running');
  return null;
}

/** Event names by code (the `type` of an event line). */
const EVENT_NAMES: Record<number, string> = Object.fromEntries(Object.entries(EventCode).map(([name, code]) => [code, name]));

/** Events whose `variable` field names a variable (others use it for a number of their own). */
const NAMED: ReadonlySet<number> = new Set([EventCode.select, EventCode.assign, EventCode.prune, EventCode.wipeout, EventCode.conflict, EventCode.backtrack, EventCode.set, EventCode.backjump, EventCode.place, EventCode.pick, EventCode.repair, EventCode.walk]);

/** JSON has no Infinity: an unlimited option is written as null. */
function finite(x: unknown): unknown {
  return typeof x === 'number' && !Number.isFinite(x) ? null : x;
}

type TraceState = State & Pick<AppState, 'runSettings' | 'status' | 'finalStats' | 'constraintLabels'>;

/**
 * The run as JSON Lines (docs/trace-format.md): a header line (the format, the puzzle in its file
 * format, the settings, the result, the variables' names), then one line per recorded event.
 * Returned as parts of many lines each (each part ends in a newline). Null when there is no run.
 */
export function traceJsonl(s: TraceState): string[] | null {
  const trace = s.trace;
  const run = s.runBoard;
  if (!trace || !run) return null;
  const kind = kindOf(run.kind);
  const names = kind.stepNames(run.puzzle, { words: s.words, constraints: s.constraintLabels });
  const file = kind.file(run.puzzle);
  const settings = s.runSettings
    ? {
        ...Object.fromEntries(Object.entries(s.runSettings.options).map(([k, v]) => [k, finite(v)])),
        reuse: s.runSettings.reuse,
        alldiff: s.runSettings.alldiff,
        dictionary: s.runSettings.dictionary,
      }
    : null;
  const header = {
    format: TRACE_FORMAT,
    version: TRACE_VERSION,
    kind: run.kind,
    puzzle: file.text,
    puzzleExtension: file.extension,
    settings,
    status: s.phase === 'running' ? 'running' : s.status,
    stats: s.finalStats,
    variables: Array.from({ length: trace.variables }, (_, v) => names.variable(v)),
    events: trace.total,
    recorded: trace.recorded,
    complete: s.phase !== 'running' && trace.recorded === trace.total,
  };
  const parts: string[] = [JSON.stringify(header) + '\n'];
  let lines: string[] = [];
  for (let i = 0; i < trace.recorded; i++) {
    const type = trace.type(i);
    const variable = trace.variable(i);
    const value = trace.value(i);
    const extra = trace.extra(i);
    const line: Record<string, unknown> = { i, type: EVENT_NAMES[type] ?? type, variable, value, extra };
    if (NAMED.has(type) && variable >= 0) line.name = names.variable(variable);
    const shown = type === EventCode.set && value < 0 ? extra : value;
    const valued = type === EventCode.assign || type === EventCode.prune || type === EventCode.backtrack || type === EventCode.set || type === EventCode.place || type === EventCode.repair || type === EventCode.walk;
    if (valued && shown >= 0) {
      line.text = kind.valueText(run.puzzle, s.words, variable, shown);
    }
    lines.push(JSON.stringify(line));
    if (lines.length === LINES_PER_PART) {
      parts.push(lines.join('\n') + '\n');
      lines = [];
    }
  }
  if (lines.length > 0) parts.push(lines.join('\n') + '\n');
  return parts;
}
