/**
 * The puzzle kinds' ids, as a type that costs nothing to import (the command line checks `--type`
 * before it loads any kind's code). The one list of kinds is `registry.ts`.
 */
export type { PuzzleKind } from './registry.ts';
