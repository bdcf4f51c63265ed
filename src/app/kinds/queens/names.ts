/**
 * How the step sentences name things on an N-queens board: the variables are rows ("row 3"), the
 * values columns ("column 5"), an assignment places a queen, and a prune, wipe-out or conflict by a
 * column or diagonal names the queen that attacks (the reason of src/trace/reason.ts, which the
 * truth checker verifies): "row 2 has its queen in column 4: the same ↘ diagonal".
 */
import { QUEENS_CONSTRAINTS } from '../../../puzzles/queens/index.ts';
import type { Message } from '../../../text/index.ts';
import { i18n } from '../../i18n/index.ts';
import { constraintNamer, type StepNames } from '../sentences.ts';
import type { QueensRepair } from './view.ts';

/** Which line a queens constraint keeps to one queen, from its label. */
export function queensLine(label: Message<string> | undefined): 'column' | 'rising' | 'falling' | null {
  const k = QUEENS_CONSTRAINTS.indexOf(label?.key as (typeof QUEENS_CONSTRAINTS)[number]);
  return k === 0 ? 'column' : k === 1 ? 'rising' : k === 2 ? 'falling' : null;
}

export function queensNames(constraints: readonly Message<string>[] | null): StepNames {
  const t = i18n.t.bind(i18n);
  const variable = (v: number) => (v >= 0 ? t('names.queenRow', { n: v + 1 }) : t('sentence.aRow'));
  const value = (_: number, x: number) => t('names.queenColumn', { n: x + 1 });
  return {
    nouns: 'row',
    variable,
    value,
    constraint: constraintNamer(constraints),
    assignment: (v, x) => t('sentence.placeQueen', { variable: variable(v), value: value(v, x) }),
    because: (r, _event, values) => {
      if (r.kind !== 'constraint' || r.other < 0) return '';
      const line = queensLine(constraints?.[r.constraint]);
      const x = values[r.other] ?? -1;
      if (!line || x < 0) return '';
      return t('sentence.because.queen', { other: variable(r.other), column: value(r.other, x), line: t(`names.queenLine.${line}`) });
    },
  };
}

/**
 * Min-conflicts' repair at a step in words, for the canvas board (which has no cells to read):
 * the queen picked (its row and column) and the queens attacking it there, or where it moves
 * from and to; the rows and columns named as the step sentences name them. '' when no repair.
 */
export function queensRepairText(rep: QueensRepair | null): string {
  if (!rep) return '';
  const t = i18n.t.bind(i18n);
  const variable = t('names.queenRow', { n: rep.row + 1 });
  const from = t('names.queenColumn', { n: rep.from + 1 });
  const value = t('names.queenColumn', { n: rep.to + 1 });
  const count = rep.attackers.length;
  const key = rep.phase === 'pick' ? 'pick' : rep.to === rep.from ? 'keep' : rep.phase;
  return t(`repairs.describe.${key}`, { variable, from, value, count });
}
