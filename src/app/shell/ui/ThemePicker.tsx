/** The colour theme (test id `theme`): follow the system, light or dark; kept over a reload (src/app/shell/theme.ts). */
import { useTranslation } from 'react-i18next';
import { THEME_CHOICES, useTheme, type ThemeChoice } from '../theme.ts';
import { HeaderSelect } from './HeaderSelect.tsx';

export function ThemePicker() {
  const { t } = useTranslation();
  const choice = useTheme((s) => s.choice);
  // Literal keys, so that the i18n test sees each one used.
  const label: Record<ThemeChoice, string> = { system: t('theme.system'), light: t('theme.light'), dark: t('theme.dark') };
  return (
    <HeaderSelect
      testId="theme"
      label={t('theme.label')}
      // A drawn half-filled circle (light and dark).
      icon={
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 3a9 9 0 0 1 0 18z" fill="currentColor" />
        </>
      }
      value={choice}
      options={THEME_CHOICES.map((c) => ({ value: c, label: label[c] }))}
      onChange={(c) => useTheme.getState().setChoice(c as ThemeChoice)}
    />
  );
}
