/** Small shared pieces: panels, labelled fields, buttons. */
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineSelect } from './labelled.tsx';
import { textOf, type AnyMessage } from '../../i18n/index.ts';

export function Panel({ title, children, className = '' }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={`rounded-xl border border-slate-200 bg-white p-4 shadow-sm ${className}`}>
      <h2 className="mb-3 text-xs font-semibold tracking-wider text-slate-500 uppercase">{title}</h2>
      {children}
    </section>
  );
}

export function Field({ label, hint, children }: { label: string; hint?: string | undefined; children: ReactNode }) {
  return (
    <label className="block">
      <span className="mb-1 block text-sm font-medium text-slate-700">{label}</span>
      {children}
      {hint ? <span className="mt-1 block text-xs leading-snug text-slate-500">{hint}</span> : null}
    </label>
  );
}

export const selectClass =
  'w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 shadow-xs focus:outline-2 focus:outline-sky-600 disabled:opacity-60';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: 'primary' | 'danger' | 'plain' };

export function Button({ variant = 'plain', className = '', ...props }: ButtonProps) {
  const look =
    variant === 'primary'
      ? 'bg-sky-700 text-white hover:bg-sky-800 border-sky-800'
      : variant === 'danger'
        ? 'bg-white text-orange-800 border-orange-700 hover:bg-orange-50'
        : 'bg-white text-slate-800 border-slate-300 hover:bg-slate-50';
  return (
    <button
      type="button"
      className={`inline-flex items-center justify-center gap-1 rounded-md border px-3 py-1.5 text-sm font-medium shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-600 disabled:cursor-not-allowed disabled:opacity-45 ${look} ${className}`}
      {...props}
    />
  );
}

/** A small × that closes or dismisses what it sits in; `label` is its accessible name and tooltip, `tone` its colours. */
export function CloseButton({ testId, label, tone, onClick }: { testId: string; label: string; tone: string; onClick: () => void }) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`rounded px-1.5 text-base leading-none ${tone} focus-visible:outline-2 focus-visible:outline-sky-600`}
    >
      ×
    </button>
  );
}

/** A warning box: a <div>, so that it may hold a list (a <ul> inside a <p> is not valid HTML). */
export function ErrorNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div role="alert" data-testid={testId} className="mt-2 rounded-md border border-orange-300 bg-orange-50 px-3 py-2 text-sm text-orange-900">
      <span aria-hidden="true">⚠ </span>
      {children}
    </div>
  );
}

/**
 * "Puzzle k of n" for a file of several puzzles (a seed-000 list, a Sudoku collection): each
 * option shows its position and `describe(i)`.
 */
export function PuzzlePicker(props: { index: number; count: number; describe: (i: number) => string; disabled: boolean; onChoose: (i: number) => void; testId?: string }) {
  const { index, count, describe, disabled, onChoose, testId } = props;
  const { t } = useTranslation();
  return (
    <InlineSelect
      label={t('board.puzzle')}
      testId={testId}
      value={index}
      disabled={disabled}
      options={Array.from({ length: count }, (_, i) => ({ value: i, label: t('board.puzzleOf', { n: i + 1, count, description: describe(i) }) }))}
      onChange={onChoose}
    />
  );
}

/** The error of a puzzle file that could not be loaded (the board stays as it was). */
export function PuzzleError({ error }: { error: AnyMessage | null }) {
  // Said here, in the language of the moment: switching the language says a shown error again.
  const { t } = useTranslation();
  return error ? <ErrorNote testId="puzzle-error">{t('board.puzzleError', { error: textOf(error, t) })}</ErrorNote> : null;
}
