/** The step names the tests give a plain CSP (random binary problems, forests): x0, x1, … and each value as its number. */
import type { StepNames } from '../kinds/index.ts';

export const PLAIN_NAMES: StepNames = {
  nouns: 'variable',
  variable: (v) => `x${v}`,
  value: (_v, x) => String(x),
  constraint: () => '',
  assignment: (v, x) => `x${v} = ${x}`,
};
