/**
 * A text as data: a message key of the texts (src/text/locales/<lang>/*.json) and the values it
 * interpolates. Code below the app (the solver, the puzzles, the worker) returns messages, never
 * English; the app shows them in the interface's language, the CLI in English (`english`).
 */
import type enCore from './locales/en/core.json';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type Base<K extends string> = K extends `${infer B}_ordinal_${PluralSuffix}` ? B : K extends `${infer B}_${PluralSuffix}` ? B : K;

/** The dotted keys of a tree of texts, each plural family once by its base ("names.differentWords" for `differentWords_one` and `_other`; ordinals too). */
export type KeysOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${Base<K>}` : KeysOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** The keys of core.json: the texts code below the app may return. */
export type CoreKey = KeysOf<typeof enCore>;

/** A value a message interpolates: a number (`count` picks the plural form), a string as it is, or another message (a slot's name in a constraint's label). */
export type Param = string | number | Message<string>;

export interface Message<K extends string = CoreKey> {
  readonly key: K;
  readonly params: Readonly<Record<string, Param>>;
}

/** The message `key` with `params`. */
export function msg<K extends CoreKey>(key: K, params: Readonly<Record<string, Param>> = {}): Message<K> {
  return { key, params };
}

/** Is `x` a message (a param that is itself a text to show)? */
export function isMessage(x: unknown): x is Message<string> {
  return typeof x === 'object' && x !== null && typeof (x as { key?: unknown }).key === 'string' && typeof (x as { params?: unknown }).params === 'object';
}

/** A text shown as it is in every language: a FlatZinc constraint, a cell's name (r3c5), a name from a file. */
export function verbatim(text: string): Message<'names.verbatim'> {
  return msg('names.verbatim', { text });
}
