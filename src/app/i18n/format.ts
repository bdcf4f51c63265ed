/** Numbers shown on their own (a statistic, a step number), formatted as the interface's language writes them. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../text/index.ts';
import { textOf } from './message.ts';

/** `n` as the language writes it: 12,345 in English and Chinese, 12 345 in Russian. */
export function useNumber(): (n: number) => string {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language);
    return (n: number) => format.format(n);
  }, [i18n.language]);
}

/** `textOf` bound to the interface's current language, for a component (it re-renders when the language changes). */
export function useText(): (m: Message<string>) => string {
  const { t } = useTranslation();
  return useMemo(() => (m: Message<string>) => textOf(m, t), [t]);
}
