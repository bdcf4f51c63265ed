/**
 * Chinese typography for a rendered text (an i18next post-processor, in Chinese only): a sentence
 * is made of parts (a slot's name, a constraint's label, a count) that each bring or lack spaces,
 * so the spacing is settled on the whole: no space between two Han characters or next to full-width
 * punctuation, one space between a Han character and a Latin letter or digit (or a bracket of Latin
 * text), and full-width
 * parentheses around Chinese words.
 */
const HAN = String.raw`\p{Script=Han}`;
const FULL_WIDTH = '，。：；！？、（）“”《》';

const spaceBetweenHan = new RegExp(`(?<=${HAN}) +(?=${HAN})`, 'gu');
const spaceAtPunctuation = new RegExp(`(?<=[${FULL_WIDTH}]) +| +(?=[${FULL_WIDTH}])`, 'gu');
// Latin text's own brackets belong to it: "10)和 x" reads "10) 和 x", as "10 和 x" does.
const hanThenLatin = new RegExp(`(?<=${HAN})(?=[A-Za-z0-9([{])`, 'gu');
const latinThenHan = new RegExp(`(?<=[A-Za-z0-9)\\]}])(?=${HAN})`, 'gu');
const parentheses = new RegExp(`(${HAN})? ?\\(([^()]*${HAN}[^()]*)\\)`, 'gu');

export function hanSpacing(text: string): string {
  return text
    .replace(parentheses, (_, before: string | undefined, inside: string) => `${before ?? ''}（${inside.trim()}）`)
    .replace(spaceBetweenHan, '')
    .replace(spaceAtPunctuation, '')
    .replace(hanThenLatin, ' ')
    .replace(latinThenHan, ' ');
}

/** The post-processor: Chinese texts only. */
export const hanSpacingProcessor = {
  type: 'postProcessor' as const,
  name: 'hanSpacing',
  process(value: string, _key: string | string[], options: { lng?: string } | undefined, translator: { language?: string }): string {
    return (options?.lng ?? translator.language)?.startsWith('zh') ? hanSpacing(value) : value;
  },
};
