/** A header picker: a drawn icon, a label for screen readers and a select (the language's and the theme's). */
import type { ReactNode } from 'react';

export interface HeaderOption {
  value: string;
  label: string;
  /** The option's own language (a language's name, said in it). */
  lang?: string;
}

export function HeaderSelect({
  testId,
  label,
  icon,
  value,
  options,
  onChange,
}: {
  testId: string;
  label: string;
  /** The drawn icon's contents (a 24 × 24 view box, stroked): an emoji may have no glyph on a classroom machine. */
  icon: ReactNode;
  value: string;
  options: readonly HeaderOption[];
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
      <svg aria-hidden="true" viewBox="0 0 24 24" className={`${testId}-icon size-4 text-slate-600`} fill="none" stroke="currentColor" strokeWidth="1.8">
        {icon}
      </svg>
      <span className="sr-only">{label}</span>
      <select
        data-testid={testId}
        aria-label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
