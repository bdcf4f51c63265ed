/**
 * The model kind's panel: the MiniZinc text in an editor with line numbers (and the data file),
 * MiniZinc's messages at their lines, the engine's refusal when it cannot search the model (at the
 * model's line when MiniZinc's paths say where), and the constraint graph. The text is committed to the board (one undo step) when typing pauses;
 * each committed text is compiled by MiniZinc in the browser.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { sourceName } from '../../../i18n/index.ts';
import { useApp, whyLines as whyLinesOf } from '../../../state/index.ts';
import { Button, ErrorNote, PuzzleError } from '../../../widgets/ui/index.ts';
import { UndoRedo } from '../../ui/UndoRedo.tsx';
import { compilationOf, errorLine, modelInfo, type ModelError } from '../compiled.ts';
import { isFlatZinc, lineCount, type ModelPuzzle } from '../puzzle.ts';
import { ModelBoard, shownModel, useCompiledModel } from './Board.tsx';

/** Milliseconds of no typing before the text becomes the board's (and is compiled). */
const COMMIT_MS = 600;

/** The text being typed (null: the board's), committed to the board when typing pauses or the editor is left. */
function useDraft(committed: string, commit: (text: string) => void): [string, (text: string) => void, () => void] {
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<string | null>(null);
  const flush = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const text = pending.current;
    pending.current = null;
    if (text === null) return;
    commit(text);
    setDraft(null);
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const change = (text: string) => {
    pending.current = text;
    setDraft(text);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(flush, COMMIT_MS);
  };
  return [draft ?? committed, change, flush];
}

/** A text area with line numbers; lines with a message are marked in the gutter, and those of a reason why there is no solution. */
function CodeEditor({
  label,
  testId,
  text,
  onChange,
  onBlur,
  errors,
  readOnly,
  rows,
  editorRef,
  reason,
}: {
  label: string;
  testId: string;
  text: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  errors: readonly ModelError[];
  readOnly: boolean;
  rows: number;
  editorRef?: React.RefObject<HTMLTextAreaElement | null>;
  /** The lines of the reason why there is no solution (the why slice's `whyLines`). */
  reason?: ReadonlySet<number> | null;
}) {
  const gutter = useRef<HTMLDivElement>(null);
  const lines = lineCount(text);
  const bad = new Set<number>();
  for (const e of errors) for (let l = Math.max(1, e.line); l <= Math.max(e.line, e.lastLine); l++) bad.add(l);
  return (
    <div className="flex overflow-hidden rounded-md border border-slate-300 font-mono text-[13px] leading-5">
      <div ref={gutter} aria-hidden="true" className="select-none overflow-hidden bg-slate-100 px-2 py-1.5 text-right text-slate-500" style={{ maxHeight: `${rows * 20 + 12}px` }}>
        {Array.from({ length: lines }, (_, i) => (
          <div
            key={i}
            data-testid={`${testId}-line-${i + 1}`}
            data-error={bad.has(i + 1) ? 'true' : undefined}
            data-why={reason?.has(i + 1) ? 'true' : undefined}
            className={bad.has(i + 1) ? 'rounded-sm bg-orange-200 font-bold text-orange-900' : reason?.has(i + 1) ? 'rounded-sm bg-rose-200 font-bold text-rose-900' : undefined}
          >
            {bad.has(i + 1) ? `⚠ ${i + 1}` : i + 1}
          </div>
        ))}
      </div>
      <textarea
        ref={editorRef}
        data-testid={testId}
        aria-label={label}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        wrap="off"
        readOnly={readOnly}
        rows={rows}
        value={text}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        onScroll={(e) => {
          if (gutter.current) gutter.current.scrollTop = e.currentTarget.scrollTop;
        }}
        className="min-w-0 flex-1 resize-y bg-white px-2 py-1.5 text-slate-900 outline-none"
        style={{ maxHeight: `${rows * 20 + 12}px`, minHeight: '6rem' }}
      />
    </div>
  );
}

/** Put the caret at a line and column of a text area (1-based), and show it. */
function goTo(area: HTMLTextAreaElement | null, text: string, line: number, column: number): void {
  if (!area || line <= 0) return;
  let at = 0;
  for (let l = 1; l < line; l++) {
    const next = text.indexOf('\n', at);
    if (next < 0) break;
    at = next + 1;
  }
  const pos = Math.min(text.length, at + Math.max(0, column - 1));
  area.focus();
  area.setSelectionRange(pos, pos);
  area.scrollTop = Math.max(0, (line - 3) * 20);
}

function Messages({ errors, puzzle, onGo }: { errors: readonly ModelError[]; puzzle: ModelPuzzle; onGo: (e: ModelError) => void }): ReactNode {
  const { t } = useTranslation();
  if (errors.length === 0) return null;
  return (
    <div role="alert" data-testid="model-errors" className="rounded-md border border-orange-300 bg-orange-50 px-3 py-2 text-sm text-orange-900">
      <p className="font-medium">{t('model.errors', { count: errors.length })}</p>
      <ul className="mt-1 flex flex-col gap-1">
        {errors.map((e, i) => (
          <li key={i}>
            <button
              type="button"
              data-testid="model-error"
              data-line={e.line}
              data-column={e.column}
              data-file={e.file}
              className="text-left font-mono text-xs underline decoration-dotted underline-offset-2 hover:decoration-solid"
              onClick={() => onGo(e)}
            >
              {errorLine(e, puzzle)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The model's text (and data) with MiniZinc's messages, the compile status and the engine's refusal. */
export function ModelEditor() {
  const { t } = useTranslation();
  const board = useApp((s) => shownModel(s));
  const locked = useApp((s) => s.phase === 'running');
  const failure = useApp((s) => s.compilerFailure);
  const whyLines = useApp(whyLinesOf);
  const puzzle = board?.puzzle ?? null;
  const info = useCompiledModel(puzzle);
  const [showData, setShowData] = useState(false);
  const editor = useRef<HTMLTextAreaElement>(null);
  const dataEditor = useRef<HTMLTextAreaElement>(null);
  const [text, changeText, flushText] = useDraft(puzzle?.text ?? '', (text) => useApp.getState().edit('model', { type: 'text', text }));
  const [data, changeData, flushData] = useDraft(puzzle?.data ?? '', (data) => useApp.getState().edit('model', { type: 'data', data }));
  if (!board || !puzzle) return null;
  const compilation = compilationOf(puzzle);
  const errors = compilation?.state === 'failed' ? compilation.errors : [];
  const read = modelInfo(puzzle);
  const refusal = read && !read.ok ? read.refusal : null;
  const fzn = isFlatZinc(puzzle);
  const dataShown = !fzn && (showData || puzzle.data !== '');
  const go = (e: ModelError) => (e.file === 'data' ? goTo(dataEditor.current, data, e.line, e.column) : e.file === 'model' ? goTo(editor.current, text, e.line, e.column) : undefined);

  let status: string;
  if (puzzle.text.trim() === '') status = t('model.empty');
  else if (!compilation || compilation.state === 'compiling') status = t('model.compiling');
  else if (compilation.state === 'failed') status = t('model.failed');
  else if (info) {
    // Each count with its own plural ("2 variables, 1 constraint").
    const counts = { variables: t('model.variables', { count: info.sketch.names.length }), constraints: t('model.constraints', { count: info.sketch.constraints.length }) };
    status = fzn ? t('model.flatzinc', counts) : compilation.kept ? t('model.compiledKept', counts) : t('model.compiled', { ms: Math.round(compilation.ms), ...counts });
  } else if (read && !read.ok) status = t('model.compiledRefused');
  else status = t('model.failed');

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p data-testid="model-status" data-state={compilation?.state ?? 'none'} data-ms={compilation?.state === 'compiled' ? Math.round(compilation.ms) : undefined} data-kept={compilation?.state === 'compiled' ? compilation.kept : undefined} className="text-sm text-slate-700" aria-live="polite">
        <span className="font-medium">{sourceName(board.source)}</span> · {status}
      </p>
      <Messages errors={errors} puzzle={puzzle} onGo={go} />
      {refusal ? (
        <ErrorNote testId="model-refusal">
          {t('model.refusedTitle')}{' '}
          {refusal.file === 'model' ? (
            // At the model's line (MiniZinc's paths): a click puts the caret there.
            <button type="button" data-testid="model-refusal-line" data-line={refusal.line} data-column={refusal.column} className="text-left underline decoration-dotted underline-offset-2 hover:decoration-solid" onClick={() => go(refusal)}>
              {errorLine(refusal, puzzle)}
            </button>
          ) : (
            errorLine(refusal, puzzle)
          )}
        </ErrorNote>
      ) : null}
      {failure ? <ErrorNote testId="model-unavailable">{t('model.unavailable', { reason: failure })}</ErrorNote> : null}
      <CodeEditor
        label={t('model.editor')}
        testId="model-editor"
        reason={whyLines}
        text={text}
        onChange={changeText}
        onBlur={flushText}
        errors={[...errors.filter((e) => e.file === 'model'), ...(refusal?.file === 'model' ? [refusal] : [])]}
        readOnly={locked}
        rows={16}
        editorRef={editor}
      />
      {!fzn ? (
        <label className="flex items-center gap-1.5 text-sm text-slate-700">
          <input type="checkbox" data-testid="model-show-data" checked={dataShown} disabled={puzzle.data !== ''} onChange={(e) => setShowData(e.target.checked)} />
          {t('model.showData')}
        </label>
      ) : null}
      {dataShown ? (
        <CodeEditor
          label={t('model.dataEditor')}
          testId="model-data"
          text={data}
          onChange={changeData}
          onBlur={flushData}
          errors={errors.filter((e) => e.file === 'data')}
          readOnly={locked}
          rows={6}
          editorRef={dataEditor}
        />
      ) : null}
    </div>
  );
}

/** `board={false}`: the tools without the graph and the text (the teaching layout shows those on their own: ModelTeachBoard). */
export function ModelPanel({ board: withBoard = true }: { board?: boolean }) {
  const { t } = useTranslation();
  const board = useApp((s) => shownModel(s));
  const puzzleError = useApp((s) => s.puzzleError);
  const locked = useApp((s) => s.phase === 'running');
  if (!board) return null;
  return (
    <section aria-label={t(withBoard ? 'model.aria' : 'layout.tools')} className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button onClick={() => useApp.getState().clearBoard()} disabled={locked}>
          {t('board.clear')}
        </Button>
        <UndoRedo />
      </div>
      <PuzzleError error={puzzleError} />
      {withBoard ? (
        <>
          <ModelBoard />
          <ModelEditor />
        </>
      ) : null}
      <p className="text-xs text-slate-500">{t('model.help')}</p>
    </section>
  );
}

/** The teaching layout's board: the graph, and the model's text below it (folded away on request). */
export function ModelTeachBoard() {
  const { t } = useTranslation();
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ModelBoard />
      <details open className="text-sm">
        <summary className="cursor-pointer text-slate-700">{t('model.editor')}</summary>
        <ModelEditor />
      </details>
    </div>
  );
}
