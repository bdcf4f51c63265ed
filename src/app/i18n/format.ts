/** Numbers shown on their own (a statistic, a step number), formatted as the interface's language writes them. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** `n` as the language writes it: 12,345 in English and Chinese, 12 345 in Russian. */
export function useNumber(): (n: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    return (n: number) => format.format(n);
  }, [i18n.language]);
}
