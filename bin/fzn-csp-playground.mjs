#!/usr/bin/env node
// The engine as a FlatZinc solver (src/cli/fzn.ts) for `minizinc --solver csp-playground`,
// through share/minizinc/solvers/csp-playground.msc.
import { register } from 'tsx/esm/api';

register();
const { runFznCommand } = await import('../src/cli/fzn.ts');
runFznCommand();
