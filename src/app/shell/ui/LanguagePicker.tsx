/** The interface language (test id `language`): each language of src/text/locales by its own name; kept over a reload. */
import { useTranslation } from 'react-i18next';
import { currentLanguage, LANGUAGES, setLanguage } from '../../i18n/index.ts';
import { HeaderSelect } from './HeaderSelect.tsx';

export function LanguagePicker() {
  const { t } = useTranslation();
  return (
    <HeaderSelect
      testId="language"
      label={t('header.language')}
      // A drawn globe.
      icon={
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </>
      }
      value={currentLanguage()}
      options={LANGUAGES.map((l) => ({ value: l.id, label: l.label, lang: l.lang }))}
      onChange={(id) => void setLanguage(id)}
    />
  );
}
