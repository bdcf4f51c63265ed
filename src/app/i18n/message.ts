/**
 * The interface's texts as data: a key of the texts (src/text/locales/<lang>/*.json) and the
 * values it interpolates, made by pure code (`Message` of src/text: core keys) or by the app (any
 * key). Components show one with `textOf(m)` (or `useText()`), which renders the messages among its
 * params first (a slot's name inside a constraint's label), in the interface's language.
 */
import type { TFunction } from 'i18next';
import { isMessage, type KeysOf, type Message as TextMessage, type Param } from '../../text/index.ts';
import { i18n, type ENGLISH } from './i18n.ts';

/** Every key of the English texts (core and app), plural families by their base. */
export type MessageKey = KeysOf<typeof ENGLISH>;

/** The keys below `prefix`, without it: `KeysUnder<'presets.label'>` is every preset id that has a label. */
export type KeysUnder<Prefix extends string> = MessageKey extends infer K ? (K extends `${Prefix}.${infer Rest}` ? Rest : never) : never;

/** A message of the interface: any key. */
export type Message = TextMessage<MessageKey>;

/** A message of any key, pure code's or the app's: what an error shown in the interface is (said again in each language). */
export type AnyMessage = TextMessage<string>;

/**
 * An error that carries what it says as a message (a worker's failure said by the app): its
 * `message` is the words in the interface's language when it was made, `said` says them again in
 * any language.
 */
export class SaidError extends Error {
  override name = 'SaidError';
  constructor(
    readonly said: AnyMessage,
    options?: { cause?: unknown },
  ) {
    super(textOf(said), options);
  }
}

/** The message `key` with `params`. */
export const msg = (key: MessageKey, params: Message['params'] = {}): Message => ({ key, params });

/** A translation function: i18next's `t`, or a plain one in tests. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** `m` in the language of `t` (the app's current language by default). */
export function textOf(m: TextMessage<string>, t: TFunction | Translate = i18n.t.bind(i18n)): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(m.params)) params[name] = isMessage(value) ? textOf(value, t) : (value as Exclude<Param, TextMessage<string>>);
  return (t as Translate)(m.key, params);
}

/** The short form of a slot's label, as a small picture writes it ("10A", "横10"); any other label as it is. */
export function shortLabel(m: TextMessage<string>): TextMessage<string> {
  const short = SHORT[m.key];
  return short ? { key: short, params: m.params } : m;
}

const SHORT: Readonly<Record<string, MessageKey>> = { 'names.across': 'names.acrossShort', 'names.down': 'names.downShort' };
