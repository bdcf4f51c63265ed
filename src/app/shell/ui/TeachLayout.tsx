/**
 * The teaching layout (test id `layout-teach`), for a projector: the board and the player on the
 * left; on the right the Solve strip (button, status, counters in a row, then what is kept at
 * hand: the search picker, N-queens' size), the fold of the kind's
 * own tools (PuzzleTools: size, Undo, the makers' tools, one click away for a puzzle maker), and
 * two (three from 1700 px wide) chosen teaching views side by side, each with its own view picker;
 * while the lesson runs, its card and the chapter's views (one, two from 1700 px) instead, each as
 * tall as the room, so that no view is squeezed under the card. The kind’s tools, the teaching tools and the settings are folds in one row under the Solve strip (PuzzleTools.tsx). The app opens in
 * it on a wide screen, and the lesson turns it on while it runs.
 */
import { useTranslation } from 'react-i18next';
import { useLayout, SLOTS } from '../layout.ts';
import { useApp } from '../../state/index.ts';
import type { TeachingTab } from '../../teaching/index.ts';
import { LessonCard, PredictBanner, TeachingView, VIEWS, viewInfo } from '../../teaching/ui/index.ts';
import { AT_HAND, BOARDS } from '../../kinds/ui/index.ts';
import { PlaybackPanel, RunPanel } from '../../run/ui/index.ts';
import { SearchPicker } from '../../settings/ui/index.ts';
import { useMedia } from '../../widgets/ui/index.ts';
import { TeachFolds } from './PuzzleTools.tsx';
import './layout.css';

/** The teaching layout needs a wide screen; below this the normal layout is shown. */
export const TEACH_MEDIA = '(min-width: 1024px)';
const THREE_SLOTS_MEDIA = '(min-width: 1700px)';

/** Whether the teaching layout is shown: chosen (or a lesson runs), and the screen wide enough. */
export function useTeachLayout(): boolean {
  const chosen = useLayout((s) => s.teach);
  const lesson = useApp((s) => s.lesson.open);
  const wide = useMedia(TEACH_MEDIA);
  return (chosen || lesson) && wide;
}

/** The switch between the normal and the teaching layout (hidden on narrow screens). */
export function LayoutToggle() {
  const { t } = useTranslation();
  const teach = useLayout((s) => s.teach);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={teach}
      data-testid="layout-teach"
      title={t('layout.toggleHint')}
      onClick={() => useLayout.getState().setTeach(!teach)}
      className={`hidden items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium lg:inline-flex ${
        teach ? 'border-sky-800 bg-sky-700 text-white hover:bg-sky-800' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
      }`}
    >
      <span aria-hidden="true" className={`relative inline-block h-4 w-7 rounded-full ${teach ? 'bg-sky-300' : 'bg-slate-300'}`}>
        <span className={`absolute top-0.5 size-3 rounded-full bg-white shadow transition-[left] ${teach ? 'left-3.5' : 'left-0.5'}`} />
      </span>
      {t('layout.toggle')}
    </button>
  );
}

function TeachBoard() {
  const Board = BOARDS[useApp((s) => s.kind)];
  return (
    <div className="teach-board rounded-xl border border-slate-200 bg-white p-2 shadow-sm">
      <Board />
    </div>
  );
}

/**
 * What is kept at hand (test id `layout-at-hand`), at the end of the Solve strip beside the
 * counters: the search picker and the kind's own (N-queens' size), on screen without opening a
 * fold or scrolling.
 */
function AtHand() {
  const kind = useApp((s) => s.kind);
  const Tools = AT_HAND[kind];
  return (
    <div data-testid="layout-at-hand" className="teach-at-hand flex flex-wrap items-center gap-x-4 gap-y-1.5">
      <SearchPicker inline />
      {Tools ? <Tools /> : null}
    </div>
  );
}

/** The views shown: the lesson's beside its card while it runs (a pick there changes the lesson's), else the user's slots. */
interface Slots {
  slots: readonly TeachingTab[];
  shown: number;
  pick(index: number, view: TeachingTab): void;
}

function useSlots(three: boolean): Slots {
  const mine = useLayout((s) => s.slots);
  const lesson = useApp((s) => (s.lesson.open && s.lesson.views.length > 0 ? s.lesson.views : null));
  if (lesson) return { slots: lesson, shown: three ? 2 : 1, pick: (i, v) => useApp.getState().setLessonView(i, v) };
  return { slots: mine, shown: three ? SLOTS : 2, pick: (i, v) => useLayout.getState().setSlot(i, v) };
}

function ViewSlot({ index, id, spread, all }: { index: number; id: TeachingTab; spread: boolean; all: Slots }) {
  const { t } = useTranslation();
  const info = viewInfo(id);
  const slots = all.slots;
  return (
    <section
      data-testid={info.testId}
      data-slot={index}
      aria-label={t(`layout.view.${id}`)}
      className={`teach-slot relative flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm ${spread ? 'teach-slot-wide col-span-full' : 'teach-slot-tall'}`}
    >
      <div className="mb-2 flex items-center gap-2">
        <select
          data-testid={`layout-slot-${index}`}
          aria-label={t('layout.slot', { n: index + 1 })}
          value={id}
          onChange={(e) => all.pick(index, e.target.value as TeachingTab)}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm font-semibold text-slate-900"
        >
          {VIEWS.map((v) => (
            <option key={v.id} value={v.id}>
              {t(`layout.view.${v.id}`)}
              {slots.indexOf(v.id) >= 0 && slots.indexOf(v.id) !== index ? t('layout.swap') : ''}
            </option>
          ))}
        </select>
      </div>
      <div className="view-body flex min-h-0 flex-1 flex-col">
        <TeachingView id={id} />
      </div>
    </section>
  );
}

export function TeachLayout() {
  const three = useMedia(THREE_SLOTS_MEDIA);
  const all = useSlots(three);
  const lesson = useApp((s) => s.lesson.open);
  const shown = all.slots.slice(0, all.shown);
  // Compare needs the width for its table: it takes a whole row, above the others (beside the lesson's card, it is one of them).
  const spread = (id: TeachingTab) => id === 'compare' && !lesson;
  const ordered = [...shown.map((id, index) => ({ id, index }))].sort((a, b) => Number(spread(b.id)) - Number(spread(a.id)));
  // Pictures (tree, graph) get a wider share than the lists and sentences beside them; the lesson's card as much as the
  // chapter's first view (narrower, its sentences ran below the screen: chapter 6 at 1280 px in Русский).
  const share = (id: TeachingTab) => (id === 'tree' || id === 'graph' || id === 'local' ? '3fr' : '2fr');
  const columns = [...(lesson ? [share(shown[0] ?? 'why')] : []), ...shown.filter((id) => !spread(id)).map(share)];
  return (
    <main data-testid="teach-layout" className="teach-layout grid min-h-0 flex-1 gap-3 p-3">
      <div className="teach-left flex min-h-0 min-w-0 flex-col gap-3 overflow-y-auto pr-1">
        <TeachBoard />
        <PlaybackPanel />
      </div>
      <div className="flex min-h-0 min-w-0 flex-col gap-3">
        <div className="teach-run">
          <RunPanel>
            <AtHand />
          </RunPanel>
        </div>
        <TeachFolds />
        <PredictBanner />
        <div className="teach-views min-h-0 flex-1 overflow-y-auto">
          <div className="grid content-start gap-3" style={{ gridTemplateColumns: columns.length > 0 ? columns.map((w) => `minmax(0, ${w})`).join(' ') : 'minmax(0, 1fr)' }}>
            {lesson ? (
              <div className="teach-lesson overflow-y-auto">
                <LessonCard />
              </div>
            ) : null}
            {ordered.map(({ id, index }) => (
              <ViewSlot key={index} index={index} id={id} spread={spread(id)} all={all} />
            ))}
          </div>
        </div>
      </div>
    </main>
  );
}
