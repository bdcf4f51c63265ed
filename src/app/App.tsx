/** The playground: load or draw a crossword, Sudoku, Futoshiki, N-queens board or MiniZinc model, choose an algorithm, solve in a worker, watch it. */
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { KIND_CHOICES, QUICK_SAMPLES, samplesOf } from './settings/index.ts';
import { tooBig } from './files/index.ts';
import { XWORD_EXTENSIONS, xwordFormat } from '../puzzles/crossword/xwordFormat.ts';
import type { PuzzleKind } from '../puzzles/kinds.ts';
import { startFrameLoop, Legend, PlaybackPanel, RunPanel } from './run/ui/index.ts';
import { useApp } from './state/index.ts';
import { useShortcuts, LanguagePicker, ThemePicker, LayoutToggle, TeachLayout, useTeachLayout, OfflineBadge, UpdateNotice, PhoneDock } from './shell/ui/index.ts';
import { BoardPanel, warmUpCompiler } from './kinds/ui/index.ts';
import { RestoreNotice, SavedStateFooter } from './persist/ui/index.ts';
import { AlgorithmPanel, DictionaryPanel } from './settings/ui/index.ts';
import { TeachingPanel, Lesson, LessonCard, Guide } from './teaching/ui/index.ts';
import { LoadQuestion } from './files/ui/index.ts';
import { ShareButton, ShareNotice } from './share/ui/index.ts';
import { ExportMenu } from './export/ui/index.ts';
import { textOf } from './i18n/index.ts';

async function loadFiles(files: FileList | null | undefined): Promise<void> {
  for (const file of Array.from(files ?? [])) {
    // A file over the limit is refused before it is read at all.
    const refused = tooBig(file.name, file.size);
    if (refused) useApp.getState().refuseFile(refused);
    // Crossword files (.puz is binary) are read as bytes, through the parser package.
    else if (xwordFormat(file.name)) await useApp.getState().openCrosswordFile(file.name, await file.arrayBuffer());
    else await useApp.getState().loadFile(file.name, await file.text());
  }
}

function Header({ teach }: { teach: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const locked = useApp((s) => s.phase === 'running');
  const kind = useApp((s) => s.kind);
  return (
    <header className={`app-header flex items-center border-b border-slate-200 bg-white ${teach ? 'app-header-compact flex-wrap gap-x-2 gap-y-1 px-3 py-1.5' : 'flex-wrap gap-x-3 gap-y-2 px-3 py-2 sm:gap-x-6 sm:gap-y-3 sm:px-4 sm:py-3 lg:px-6'}`}>
      <div className={teach ? 'mr-auto shrink-0' : 'mr-auto'}>
        <h1 className={`${teach ? 'text-lg' : 'text-xl'} font-bold tracking-tight text-slate-900`}>{t('app.title')}</h1>
        {/* On a phone the tagline goes: the board and the dock's Solve fit the first screen. */}
        {teach ? null : <p className="hidden text-xs text-slate-500 sm:block">{t('app.tagline')}</p>}
      </div>
      <label className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
        <span className={teach ? 'sr-only' : undefined}>{t('header.puzzle')}</span>
        <select
          data-testid="puzzle-kind"
          value={kind}
          onChange={(e) => useApp.getState().setKind(e.target.value as PuzzleKind)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
        >
          {KIND_CHOICES.map((k) => (
            <option key={k.value} value={k.value}>
              {textOf(k.label, t)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        data-testid="quick-sample"
        disabled={locked}
        onClick={() => void useApp.getState().loadSample(QUICK_SAMPLES[kind])}
        className="rounded-md border border-sky-700 bg-sky-50 px-3 py-1.5 text-sm font-medium text-sky-900 hover:bg-sky-100 disabled:opacity-45"
      >
        {t('header.trySample')}
      </button>
      <Lesson />
      {/* The in-app guide (issue 14): each algorithm in two sentences, with "show me". */}
      <Guide />
      <select
        aria-label={t('header.samples')}
        data-testid="samples"
        disabled={locked}
        value=""
        onChange={(e) => {
          if (e.target.value) void useApp.getState().loadSample(e.target.value);
        }}
        className="header-samples max-w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        <option value="">{t('header.samplesPlaceholder')}</option>
        {samplesOf(kind).map((s) => (
          <option key={s.file} value={s.file}>
            {textOf(s.label, t)}
          </option>
        ))}
      </select>
      <label className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 shadow-xs hover:bg-slate-50 focus-within:outline-2 focus-within:outline-sky-600">
        {t('header.openFile')}
        <input
          ref={input}
          data-testid="file-input"
          type="file"
          accept={`.slots,.grid,.txt,.sdk,.dic,.queens,.mzn,.dzn,.fzn,${XWORD_EXTENSIONS.join(',')},text/plain`}
          className="sr-only"
          // The file chooser opens: the file may be a MiniZinc model, so MiniZinc starts loading (at idle) while the user picks it.
          onClick={() => warmUpCompiler()}
          onChange={(e) => {
            void loadFiles(e.target.files).finally(() => {
              if (input.current) input.current.value = '';
            });
          }}
        />
      </label>
      {/* share */}
      <ShareButton />
      <ExportMenu />
      <LanguagePicker />
      <ThemePicker />
      <LayoutToggle />
      {/* Offline (issue 14): shown only while the browser has no network. */}
      <OfflineBadge />
    </header>
  );
}

export function App() {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  const kind = useApp((s) => s.kind);
  const teach = useTeachLayout();
  useEffect(() => startFrameLoop(), []);
  useShortcuts();
  useEffect(() => {
    void useApp.getState().chooseDictionary(useApp.getState().dictionaryId);
  }, []);

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void loadFiles(e.dataTransfer.files);
  };

  return (
    <div
      data-layout={teach ? 'teach' : 'normal'}
      className={teach ? 'flex h-dvh flex-col overflow-hidden bg-slate-100 text-slate-900' : 'min-h-dvh bg-slate-100 pb-16 text-slate-900 lg:pb-0'}
      onDragEnter={(e) => {
        // A file dragged over the page may be a MiniZinc model: MiniZinc starts loading (at idle) before it is dropped.
        if (e.dataTransfer.types.includes('Files')) warmUpCompiler();
      }}
      onDragOver={(e) => {
        if (e.dataTransfer.types.includes('Files')) {
          e.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={onDrop}
    >
      <Header teach={teach} />
      <RestoreNotice />
      <ShareNotice />
      {teach ? <TeachLayout /> : <main className="grid grid-cols-1 items-start gap-4 p-4 lg:grid-cols-[minmax(0,1fr)_26rem] lg:p-6 xl:grid-cols-[21rem_minmax(0,1fr)_27rem]">
        <div className="order-3 flex flex-col gap-4 lg:col-start-2 lg:row-start-2 xl:col-start-1 xl:row-start-1">
          {kind === 'crossword' ? <DictionaryPanel /> : null}
          <AlgorithmPanel />
        </div>
        <div className="order-1 flex min-w-0 flex-col gap-3 lg:col-start-1 lg:row-span-2 lg:row-start-1 xl:col-start-2 xl:row-span-1">
          <BoardPanel />
          <Legend />
        </div>
        <div className="order-2 flex flex-col gap-4 lg:col-start-2 lg:row-start-1 xl:col-start-3">
          <LessonCard />
          <RunPanel />
          <PlaybackPanel />
          <TeachingPanel />
        </div>
      </main>}
      {teach ? null : <SavedStateFooter />}
      <LoadQuestion />
      <UpdateNotice />
      {/* Below the teaching layout's width: Solve and the player at the bottom of the screen. */}
      {teach ? null : <PhoneDock />}
      {dragging ? (
        <div className="pointer-events-none fixed inset-0 z-10 flex items-center justify-center border-4 border-dashed border-sky-600 bg-sky-100/70 text-2xl font-semibold text-sky-900">
          {t('app.drop')}
        </div>
      ) : null}
    </div>
  );
}
