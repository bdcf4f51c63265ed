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

/** The message `key` with `params`. */
export const msg = (key: MessageKey, params: Message['params'] = {}): Message => ({ key, params });

/** `m` in the language of `t` (the app's current language by default). */
export function textOf(m: TextMessage<string>, t: TFunction = i18n.t.bind(i18n)): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(m.params)) params[name] = isMessage(value) ? textOf(value, t) : (value as Exclude<Param, TextMessage<string>>);
  return (t as unknown as (key: string, options: Record<string, string | number>) => string)(m.key, params);
}
