/**
 * The labelled controls every panel uses: a checkbox with its label beside it, and a small select
 * with its label before it (one line each, the same look everywhere).
 */
import type { ReactNode } from 'react';

/** A checkbox and its label on one line (the label's `title` says more). */
export function CheckboxField(props: {
  label: ReactNode;
  checked: boolean;
  onChange: (on: boolean) => void;
  testId?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean | undefined;
  /** Extra classes of the label (spacing). */
  className?: string | undefined;
}) {
  const { label, checked, onChange, testId, hint, disabled, className = '' } = props;
  return (
    <label className={`flex items-center gap-1.5 text-sm text-slate-700 ${className}`} title={hint}>
      <input type="checkbox" data-testid={testId} className="size-4 accent-sky-700" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
  title?: string | undefined;
  disabled?: boolean | undefined;
}

/** A small select with its label before it, on one line (sizes, time limits, puzzles of a set, views). */
export function InlineSelect<T extends string | number>(props: {
  label: ReactNode;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  testId?: string | undefined;
  hint?: string | undefined;
  disabled?: boolean | undefined;
  /** The select's accessible name when the visible label is not text. */
  ariaLabel?: string | undefined;
}) {
  const { label, value, options, onChange, testId, hint, disabled, ariaLabel } = props;
  return (
    <label className="flex items-center gap-1.5 text-sm text-slate-700" title={hint}>
      {label}
      <select
        data-testid={testId}
        aria-label={ariaLabel}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        value={value}
        disabled={disabled}
        onChange={(e) => {
          const picked = options.find((o) => String(o.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
      >
        {options.map((o) => (
          <option key={String(o.value)} value={o.value} title={o.title} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
