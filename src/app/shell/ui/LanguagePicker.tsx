/** The interface language (test id `language`): each language of src/text/locales by its own name; kept over a reload. */
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage } from '../../i18n/index.ts';

export function LanguagePicker() {
  const { t } = useTranslation();
  const value = currentLanguage();
  return (
    <label className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
      {/* A drawn globe: an emoji may have no glyph on a classroom machine. */}
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-slate-600" fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
      </svg>
      <span className="sr-only">{t('header.language')}</span>
      <select
        data-testid="language"
        aria-label={t('header.language')}
        value={value}
        onChange={(e) => void setLanguage(e.target.value)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {LANGUAGES.map((l) => (
          <option key={l.id} value={l.id} lang={l.lang}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}
