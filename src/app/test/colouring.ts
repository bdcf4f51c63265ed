/** A small map colouring as a FlatZinc model (7 regions, 3 colours, 9 borders): the exercises' tests ask their questions on it. */
import { buildFznProblem } from '../../puzzles/model/model.ts';
import { parseFlatZinc } from '../../puzzles/model/flatzinc.ts';
import type { Problem } from '../../solver/index.ts';

export function colouring(): Problem {
  const edges = [[0, 1], [0, 2], [1, 2], [1, 3], [2, 3], [2, 4], [2, 5], [3, 4], [4, 5]];
  const lines = Array.from({ length: 7 }, (_, i) => `var 1..3: x${i} :: output_var;`);
  for (const [a, b] of edges) lines.push(`constraint int_ne(x${a}, x${b});`);
  lines.push('solve satisfy;');
  return buildFznProblem(parseFlatZinc(lines.join('\n'))).problem;
}
