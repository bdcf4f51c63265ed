/**
 * The Export menu's items (ExportMenu.tsx draws the button and loads this file when the menu first
 * opens): the shown board as PNG, SVG or text, the run's trace as JSON Lines, the puzzle in its
 * own file format (test ids `export-png`, `export-svg`, `export-text`, `export-trace`,
 * `export-puzzle`), and a crossword as files for publication (`export-puz`, `export-ipuz`,
 * `export-xd`, ../publishing.ts, with the crossword file reader it reopens a kept file
 * with) or on paper (`export-print`, `export-print-answers`: kinds/crossword/ui/PrintSheet.tsx).
 * Each other button downloads a file; a button with nothing to export is disabled and says why.
 * What is exported is exporting.ts's (pure); this file only draws the PNG and hands the browser the file.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf } from '../../i18n/index.ts';
import { boardSvg, boardText, exportBlocker, exportName, exportStem, EXPORTS, puzzleFile, traceJsonl, type ExportWhat } from '../exporting.ts';
import type { PublishFormat } from '../../../puzzles/crossword/publish/index.ts';
import { useApp } from '../../state/index.ts';
import { kindOf, showsRun } from '../../kinds/index.ts';
import { boardPublication, gridWithLetters, PUBLISH_FORMATS, publishedFile, publishProblem } from '../publishing.ts';
import { printCrossword } from '../../kinds/ui/index.ts';
import { download } from '../download.ts';

/** Scale of the PNG over the SVG's units. */
const PNG_SCALE = 2;

/** The SVG drawn onto a canvas at PNG_SCALE (a data: URL: the page's policy allows no blob: images). */
async function svgToPng(svg: string): Promise<Blob> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(image.naturalWidth * PNG_SCALE);
  canvas.height = Math.ceil(image.naturalHeight * PNG_SCALE);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no PNG'))), 'image/png'));
}

async function exportNow(what: ExportWhat): Promise<void> {
  const s = useApp.getState();
  const name = exportName(s, what);
  switch (what) {
    case 'svg':
      return download(name, [boardSvg(s)], 'image/svg+xml');
    case 'png':
      return download(name, [await svgToPng(boardSvg(s))], 'image/png');
    case 'text':
      return download(name, [boardText(s)], 'text/plain;charset=utf-8');
    case 'trace': {
      const parts = traceJsonl(s);
      if (parts) download(name, parts, 'application/jsonl;charset=utf-8');
      return;
    }
    case 'puzzle':
      return download(name, [puzzleFile(s).text], 'text/plain;charset=utf-8');
  }
}

/** The crossword as a file for publication (.puz, .ipuz, .xd): the board as shown, as its text says it. */
function publishNow(format: PublishFormat): void {
  const s = useApp.getState();
  const { data, type } = publishedFile(boardPublication(s.boards.crossword.puzzle, boardText(s)), format);
  download(`${exportStem(s)}.${format}`, [data], type);
}

const LABELS = {
  png: 'exporting.png',
  svg: 'exporting.svg',
  text: 'exporting.text',
  trace: 'exporting.trace',
  puzzle: 'exporting.puzzle',
} as const;

/**
 * The menu's content, mounted only while it is open (so a playing run does not recompute it every
 * frame), inside ExportMenu's box.
 */
export function ExportItems() {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const traceBlocker = useApp((s) => exportBlocker(s, 'trace')?.key ?? null);
  // The puzzle file's extension, worked out when the puzzle changes (not on every store update of a playing run).
  const kind = useApp((s) => s.kind);
  const puzzle = useApp((s) => s.boards[s.kind].puzzle);
  const extension = useMemo(() => kindOf(kind).file(puzzle).extension, [kind, puzzle]);
  const shown = useApp((s) => (showsRun(s, s.boards[s.kind].puzzle) ? s.cursor : null));
  return (
    <>
      <p className="px-1 pb-1 text-xs text-slate-600">{shown === null ? t('exporting.asDrawn') : t('exporting.atStep', { step: shown })}</p>
      {EXPORTS.map((what) => {
        const blocker = what === 'trace' ? traceBlocker : null;
        const reasonId = `export-${what}-reason`;
        return (
          <div key={what} className="flex flex-col">
            <button
              type="button"
              data-testid={`export-${what}`}
              disabled={blocker !== null}
              aria-describedby={blocker ? reasonId : undefined}
              title={blocker ? t(blocker) : undefined}
              onClick={() => {
                setError(null);
                exportNow(what).catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
              }}
              className="rounded px-2 py-1.5 text-left font-medium text-slate-800 hover:bg-sky-50 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent"
            >
              {t(LABELS[what], { extension })}
            </button>
            {blocker ? (
              <span id={reasonId} data-testid={`export-${what}-reason`} className="px-2 pb-1 text-xs text-slate-600">
                {t(blocker)}
              </span>
            ) : null}
          </div>
        );
      })}
      {kind === 'crossword' ? (
        <div className="mt-1 flex flex-col border-t border-slate-200 pt-1">
          <button
            type="button"
            data-testid="export-puzzle-letters"
            title={t('gridLetters.hint')}
            onClick={() => {
              const s = useApp.getState();
              download(`${exportStem(s)}.grid`, [gridWithLetters(s.boards.crossword.puzzle, boardText(s))], 'text/plain;charset=utf-8');
            }}
            className="rounded px-2 py-1.5 text-left font-medium text-slate-800 hover:bg-sky-50"
          >
            {t('gridLetters.export')}
          </button>
          <p className="px-1 pb-1 text-xs text-slate-600">{t('exporting.publishHint')}</p>
          {PUBLISH_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              data-testid={`export-${format}`}
              onClick={() => {
                setError(null);
                try {
                  publishNow(format);
                } catch (e) {
                  const problem = publishProblem(e);
                  setError(problem ? textOf(problem, t) : e instanceof Error ? e.message : String(e));
                }
              }}
              className="rounded px-2 py-1.5 text-left font-medium text-slate-800 hover:bg-sky-50"
            >
              {t(`exporting.${format}`)}
            </button>
          ))}
          <p className="mt-1 px-1 pb-1 text-xs text-slate-600">{t('printSheet.printHint')}</p>
          {(['blank', 'answers'] as const).map((what) => (
            <button
              key={what}
              type="button"
              data-testid={what === 'blank' ? 'export-print' : 'export-print-answers'}
              onClick={() => printCrossword(what)}
              className="rounded px-2 py-1.5 text-left font-medium text-slate-800 hover:bg-sky-50"
            >
              {t(what === 'blank' ? 'printSheet.print' : 'printSheet.printAnswers')}
            </button>
          ))}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="px-1 text-xs text-red-700">
          {t('exporting.failed', { message: error })}
        </p>
      ) : null}
    </>
  );
}
