/** The interface language (test id `language`): English, 简体中文, Русский; kept over a reload. */
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage, type Language } from '../i18n/index.ts';

export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const value = i18n.language === currentLanguage() ? currentLanguage() : 'en';
  return (
    <label className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
      <span aria-hidden="true">🌐</span>
      <span className="sr-only">{t('header.language')}</span>
      <select
        data-testid="language"
        aria-label={t('header.language')}
        value={value}
        onChange={(e) => void setLanguage(e.target.value as Language)}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
      >
        {LANGUAGES.map((l) => (
          <option key={l.id} value={l.id} lang={l.id === 'zh' ? 'zh-Hans' : l.id}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}
