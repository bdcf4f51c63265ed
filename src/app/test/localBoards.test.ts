/**
 * Min-conflicts on N-queens and on a model (issue 22), as the app records it (the worker's
 * LocalEncoder, a trace): every record's claim against conflicts recomputed from the puzzle alone
 * (RulesLocalTruthChecker: queens attacking each other; each FlatZinc constraint judged by the
 * independent checker), the replayed board equal to the checker's, and what the boards show of a
 * repair true: on the queens board the queen picked, the queens attacking it (as many as its
 * conflicts) and the column chosen; on the model's graph the constraints the picked variable
 * violates and the variables they join it to.
 */
import { describe, expect, it } from 'vitest';
import { check } from '../../../tests/check.ts';
import { minConflicts, type Problem } from '../../solver/index.ts';
import { LocalEncoder } from '../../worker/encode.ts';
import { EventCode, EVENT_FIELDS, Trace, TraceCursor } from '../../trace/index.ts';
import { buildQueensModel, emptyQueens } from '../../puzzles/queens/index.ts';
import { checkModelSolution } from '../../checkers/model.ts';
import { describeStep } from '../kinds/index.ts';
import { queensNames, queensRepairText } from '../kinds/queens/names.ts';
import { queensView } from '../kinds/queens/view.ts';
import { readCompiled, type ReadModel } from '../kinds/model/compiled.ts';
import { modelRepair } from '../kinds/model/view.ts';
import { modelNames } from '../kinds/model/index.ts';
import { i18n } from '../i18n/index.ts';
import { LOCAL_RECORDS, modelRules, queensRules, RulesLocalTruthChecker, type LocalRules } from './truth.ts';

const FZN = import.meta.glob<string>('../../../tests/fixtures/model/*.fzn', { query: '?raw', import: 'default', eager: true });


function record(problem: Problem, seed: number, walk: number): Trace {
  const data: number[] = [];
  const encoder = new LocalEncoder();
  for (const e of minConflicts(problem, { seed, walk, maxSteps: 200, record: true })) if (e.type !== 'done') encoder.encode(e, (t, v, x, y) => data.push(t, v, x, y));
  const trace = new Trace({ variables: problem.variables.length, checkpointInterval: 16 });
  trace.append(Int32Array.from(data), data.length / EVENT_FIELDS);
  return trace;
}

/** Check every record; `shown(i, checker, pick)` checks what a board shows after record i. */
function checkRun(trace: Trace, rules: LocalRules, shown: (i: number, checker: RulesLocalTruthChecker, before: Int32Array) => void): { picks: number; repairs: number } {
  const checker = new RulesLocalTruthChecker(rules);
  const cursor = new TraceCursor(trace);
  let pick: { variable: number; before: number; after: number } | null = null;
  const counts = { picks: 0, repairs: 0 };
  for (let i = 0; i < trace.recorded; i++) {
    const type = LOCAL_RECORDS[trace.type(i)];
    expect(type, `record ${i}`).toBeDefined();
    const [variable, value, extra] = [trace.variable(i), trace.value(i), trace.extra(i)];
    const before = checker.values.slice();
    check(checker.check(type!, variable, value, extra, pick), `record ${i} (${type})`).toEqual([]);
    if (type === 'pick') {
      pick = { variable, before: value, after: extra };
      counts.picks++;
    }
    if (type === 'repair' || type === 'walk') counts.repairs++;
    cursor.seek(i + 1);
    check(Array.from(cursor.values), `board after record ${i}`).toEqual(Array.from(checker.values));
    shown(i, checker, before);
  }
  return counts;
}

describe('min-conflicts on the queens board and the model graph, against an independent recomputation', () => {
  it('N-queens: the queen picked, the queens attacking it, the column chosen', async () => {
    await i18n.changeLanguage('en');
    let picks = 0;
    let repairs = 0;
    for (const n of [4, 6, 8]) {
      const problem = buildQueensModel(n).problem;
      const rules = queensRules(n);
      for (const [seed, walk] of [[1, 0], [2, 0.1], [3, 0.3]] as const) {
        const trace = record(problem, seed, walk);
        const names = queensNames(problem.constraints.map((c) => c.label));
        const counts = checkRun(trace, rules, (i, checker, before) => {
          const type = trace.type(i);
          if (type !== EventCode.pick && type !== EventCode.repair && type !== EventCode.walk) return;
          const cursor = new TraceCursor(trace);
          cursor.seek(i + 1);
          const view = queensView(emptyQueens(n), cursor.values, { type, variable: trace.variable(i), value: trace.value(i), extra: trace.extra(i) });
          const r = trace.variable(i);
          const from = type === EventCode.pick ? before[r]! : trace.extra(i);
          // The attackers of the picked queen where it stood: recomputed from the checker's board.
          const attackers: number[] = [];
          for (let row = 0; row < n; row++) if (row !== r && before[row]! >= 0 && (before[row] === from || Math.abs(row - r) === Math.abs(before[row]! - from))) attackers.push(row);
          expect(view.repair).not.toBeNull();
          check(view.repair!.row).toBe(r);
          check(view.repair!.from).toBe(from);
          check(view.repair!.attackers).toEqual(attackers);
          check(attackers.length).toBe(checker.rules.conflicts(before, r, from));
          // The canvas board's words for the repair: the same row, columns and attackers.
          const words = queensRepairText(view.repair);
          const sentence = describeStep(trace, i + 1, names);
          const q = (k: number) => `${k} queen${k === 1 ? '' : 's'} attack`;
          check(words).toContain(`row ${r + 1}`);
          check(words).toContain(`column ${from + 1}`);
          check(words).toContain(q(attackers.length));
          if (type !== EventCode.pick) {
            const to = trace.value(i);
            check(words).toContain(`column ${to + 1}`);
            check(words).toMatch(to === from ? /stays in/ : /moves from/);
            // The step sentence says the same move.
            check(sentence).toContain(to === from ? `stays in column ${to + 1}` : `from column ${from + 1} to column ${to + 1}`);
          } else check(sentence).toContain(`row ${r + 1}`);
          if (type === EventCode.pick) {
            check(view.repair!.phase).toBe('pick');
            check(view.repair!.to).toBe(-1);
            check(attackers.length).toBe(trace.value(i));
            check(describeStep(trace, i + 1, names)).toContain(String(trace.value(i)));
          } else {
            check(view.repair!.to).toBe(trace.value(i));
            check(view.queens[r]).toBe(trace.value(i));
          }
        });
        picks += counts.picks;
        repairs += counts.repairs;
      }
    }
    expect(picks).toBeGreaterThan(20);
    check(repairs).toBe(picks);
  });

  it('a model (Australia in two colours, never solved): the constraints the picked variable violates, and its neighbours in conflict', async () => {
    await i18n.changeLanguage('en');
    // Three colours: the greedy start colours Australia at once; with two, every step is a repair.
    const two = FZN['../../../tests/fixtures/model/australia.fzn']!.replaceAll('var 1..3:', 'var 1..2:');
    const info = readCompiled(two, '');
    check(info.ok).toBe(true);
    const model = info as ReadModel;
    const problem = model.built.problem;
    const rules = modelRules(
      model.model,
      // The constraints alone (the domains are the rules' `domain`).
      (constraints, value) => checkModelSolution({ ...model.model, vars: [], constraints: constraints as typeof model.model.constraints }, value),
      (values, v) => model.built.value(values, v),
      problem.variables.map((v) => (v.initial ? [...v.initial] : Array.from({ length: v.size }, (_, x) => x))),
    );
    let picks = 0;
    for (const [seed, walk] of [[1, 0], [2, 0.2], [5, 0], [7, 0.5]] as const) {
      const trace = record(problem, seed, walk);
      const counts = checkRun(trace, rules, (i, _checker, before) => {
        const type = trace.type(i);
        if (type !== EventCode.pick && type !== EventCode.repair && type !== EventCode.walk) return;
        const cursor = new TraceCursor(trace);
        cursor.seek(i + 1);
        const event = { type, variable: trace.variable(i), value: trace.value(i), extra: trace.extra(i) };
        const repair = modelRepair(model, cursor.values, event);
        expect(repair).not.toBeNull();
        const v = event.variable;
        // Recomputed: the neighbours u of v with v's constraint to u broken on the board before.
        const broken = new Set<string>();
        for (let u = 0; u < problem.variables.length; u++) {
          if (u === v) continue;
          const only = before.slice();
          // The conflicts of v counted with u moved out of the way (any value not clashing) drop by one per broken constraint with u.
          const alone = rules.conflicts(before, v, before[v]!);
          const clashing = rules.domain(u).map((x) => {
            only[u] = x;
            return rules.conflicts(only, v, before[v]!);
          });
          if (Math.min(...clashing) < alone) broken.add(model.sketch.names[u]!);
        }
        check(new Set([...repair!.neighbours].map((u) => model.sketch.names[u]!))).toEqual(broken);
        check(repair!.constraints.size).toBe(rules.conflicts(before, v, before[v]!));
        if (type === EventCode.pick) check(describeStep(trace, i + 1, modelNames(model))).toContain(String(trace.value(i)));
      });
      picks += counts.picks;
    }
    check(picks).toBe(4 * 200);
  });
});
