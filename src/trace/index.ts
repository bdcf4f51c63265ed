/** The front door of src/trace: what other folders may use. */
// -- front door --
export * from './choice.ts';
export * from './codes.ts';
export * from './domains.ts';
export * from './graphLayout.ts';
export * from './heat.ts';
export * from './sketch.ts';
export * from './trace.ts';
export * from './traceIndex.ts';
export * from './treeLayout.ts';
export * from './reason.ts';
export * from './teachingStep.ts';
export * from './local.ts';
export * from './objective.ts';
