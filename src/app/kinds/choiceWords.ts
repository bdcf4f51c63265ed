/**
 * The words of what decided a choice of variable (src/trace/choice.ts's facts), for the why log
 * (teaching/explain.ts) and the step sentence (sentences.ts): the only variable left, fewer values
 * than any other, a tie and what broke it (the degree, or the model's order when the heuristic
 * leaves one), dom/wdeg's two numbers. The wording is in the locale files (`explain.choice.*`).
 */
import type { ChoiceFacts } from '../../trace/index.ts';
import { i18n } from '../i18n/index.ts';

export type ChoiceContext = 'slot' | 'cell' | 'row' | 'variable';

/** Names shown in a tie before the rest are counted ("a, b, c and 4 more"). */
const LISTED = 4;

/** Names as a list in the interface's language ("a, b and c", "a、b和c", "a, b и c"). */
export function nameList(names: readonly string[]): string {
  const t = i18n.t.bind(i18n);
  const shown = names.length > LISTED ? [...names.slice(0, LISTED - 1), t('explain.choice.more', { count: names.length - (LISTED - 1) })] : [...names];
  return new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(shown);
}

/** "3 constraints with unassigned variables" (the degree as the solver counts it). */
function degreeWords(context: ChoiceContext, count: number): string {
  return i18n.t('explain.choice.degreeOf', { context, count });
}

/**
 * Why the variable was chosen, as a clause after its values left: "tied with v; wa comes first in
 * the model's order, which decides". `weight`: say dom/wdeg's weighted degree too (the step
 * sentence, which does not say it elsewhere).
 */
export function choiceWhy(f: ChoiceFacts, context: ChoiceContext, name: (v: number) => string, weight = false): string {
  const t = i18n.t.bind(i18n);
  const then = (a: string, b: string) => t('explain.choice.then', { a, b });
  const names = () => nameList(f.tied.map(name));
  const order = () => t('explain.choice.order', { context, name: name(f.variable) });
  switch (f.decidedBy) {
    case 'only':
      return t('explain.choice.only', { context });
    case 'first':
      return t('explain.choice.first', { context });
    case 'fewest':
      return t('explain.choice.fewest', { context });
    case 'degree':
      return then(t('explain.choice.tied', { names: names() }), t('explain.choice.degreeWins', { degree: degreeWords(context, f.degree), nextDegree: f.nextDegree }));
    case 'ratio':
    case 'order': {
      if (f.order === 'dom-wdeg') {
        const ratio = f.decidedBy === 'ratio' ? t('explain.choice.ratio') : then(t('explain.choice.ratioTied', { names: names() }), order());
        return weight ? t('explain.choice.withWeight', { weight: f.weightedDegree, zero: zeroWords(f), ratio }) : ratio;
      }
      const tied = t('explain.choice.tied', { names: names() });
      if (f.order === 'mrv-degree') return then(then(tied, t('explain.choice.degreeSame', { names: nameList(f.sameDegree.map(name)), degree: degreeWords(context, f.degree), count: f.degree })), order());
      return then(tied, order());
    }
  }
}

/** dom/wdeg: " (taken as 0.5: …)" when the weighted degree is 0, else ''. */
export function zeroWords(f: ChoiceFacts): string {
  return f.weightedDegree > 0 ? '' : i18n.t('explain.choice.zero');
}
