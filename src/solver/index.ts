/** The solver core's public surface: a generic CSP, its search, and its events. */
export { labelOf, OnlyTested, PHASE_VARIABLE_ORDERS, type Constraint, type Domains, type PhaseVariableOrder, type Problem, type SearchPhase, type Variable } from './problem.ts';
export { State, NO_CONSTRAINT } from './state.ts';
export { Propagator, establishArcConsistency, type Failure } from './inference.ts';
export { search, type SearchResult } from './search.ts';
export { solve, solveGeneric } from './solve.ts';
export { referenceSolve, type ReferenceOptions } from './reference.ts';
export type { SearchEvent, EventType, Stats, Status, Limit, DoneEvent, SelectReason, EndCause } from './events.ts';
export { ObjectiveBound, withBound, type Objective, type Sense } from './objective.ts';
export { emptyStats } from './events.ts';
export {
  ASK_KINDS,
  domOverWdeg,
  tiedValues,
  tiedVariables,
  takesSet,
  pruneQuestion,
  type AskKind,
  type BacktrackQuestion,
  type ArcQuestion,
  type ArcRef,
  type CutsetQuestion,
  type DecisionScript,
  type PruneCandidate,
  type PruneQuestion,
  type Question,
  type TreeQuestion,
  type SplitHalf,
  type SplitNodeView,
  type SplitQuestion,
  type ValueCandidate,
  type ValueQuestion,
  type VariableCandidate,
  type VariableQuestion,
} from './decisions.ts';
export {
  BRANCH_ON,
  DEFAULT_OPTIONS,
  INFERENCES,
  STRATEGIES,
  VALUE_ORDERS,
  VARIABLE_ORDERS,
  withDefaults,
  type BranchOn,
  type Inference,
  type SearchOptions,
  type SearchSettings,
  type Strategy,
  type ValueOrder,
  type VariableOrder,
} from './options.ts';
export { AllDifferentNeq, ValueElimination } from './constraints/allDifferent.ts';
export { Random } from './random.ts';
export { popcount, lowestBit, wordsFor } from './bits.ts';
export { AllDifferentGac, allDifferent, ALLDIFF_FORMS, type AllDiffForm } from './constraints/allDifferentGac.ts';
export { LessThan, lastValue } from './constraints/lessThan.ts';
export { BinaryTable } from './constraints/binaryTable.ts';
export { Linear, LinearPair, linearConstraint, type LinearRelation } from './constraints/linear.ts';
export { ShiftedAllDifferent } from './constraints/shiftedAllDifferent.ts';
export type { LocalSearchEvent } from './events.ts';
export {
  minConflicts,
  minConflictsQueens,
  solveMinConflicts,
  queensSize,
  genericMinConflicts,
  DEFAULT_LOCAL_OPTIONS,
  withLocalDefaults,
  drain as drainLocalSearch,
  type LocalSearchOptions,
} from './local/index.ts';
export type { TreeCspEvent } from './events.ts';
export { treeCsp, solveTreeCsp, treeShape, isTreeStructured, treeRefusal, treeRefusalText, type TreeShape, type TreeRefusal } from './treeCsp.ts';
export type { CutsetEvent } from './events.ts';
export { cutsetConditioning, solveCutset, type CutsetOptions } from './cutset.ts';
export {
  constraintGraph,
  remainingCycle,
  isCycleCutset,
  cutsetByName,
  forestTrees,
  smallestCycleCutset,
  greedyCycleCutset,
  gradeCutset,
  EXACT_CORE_LIMIT,
  type ConstraintGraph,
  type SmallestCutset,
  type CutsetGrade,
  type NamedCutset,
} from './cycleCutset.ts';
export { HandArcs, initialDomains, type Arc, type Revision, type Support, type DomainLists, type MarkGrade } from './handArcs.ts';
export { mrvSplitChoices, splitCountOf, treeAfterSplit } from './splitByHand.ts';
export { SplitTree, splitByMrv, mrvSplitVariable, halves, type Half, type NodeStatus, type SplitNode, type SplitCount } from './split.ts';
export {
  minimalReason,
  drainReason,
  type Oracle,
  type OracleCall,
  type ReasonOptions,
  type ReasonPhase,
  type ReasonProgress,
  type ReasonResult,
  type ReasonStatus,
  type ReasonStop,
  type Verdict,
} from './reason/minimalReason.ts';
export { searchOracle, type SearchOracleOptions } from './reason/oracle.ts';
