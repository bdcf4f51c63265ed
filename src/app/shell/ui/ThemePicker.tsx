/** The colour theme (test id `theme`): follow the system, light or dark; kept over a reload (src/app/shell/theme.ts). */
import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, useTheme, type ThemeChoice } from '../theme.ts';

export function ThemePicker() {
  const { t } = useTranslation();
  const choice = useTheme((s) => s.choice);
  // Literal keys, so that the i18n test sees each one used.
  const label: Record<ThemeChoice, string> = { system: t('theme.system'), light: t('theme.light'), dark: t('theme.dark') };
  return (
    <label className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
      {/* A drawn half-filled circle (light and dark): an emoji may have no glyph on a classroom machine. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="theme-icon size-4 text-slate-600" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
      </svg>
      <span className="sr-only">{t('theme.label')}</span>
      <select
        data-testid="theme"
        aria-label={t('theme.label')}
        value={choice}
        onChange={(e) => useTheme.getState().setChoice(e.target.value as ThemeChoice)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {THEME_CHOICES.map((c) => (
          <option key={c} value={c}>
            {label[c]}
          </option>
        ))}
      </select>
    </label>
  );
}
