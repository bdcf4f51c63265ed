/**
 * A small choice kept in the browser's localStorage (the language, the theme): read back with a
 * check of its value, saved quietly. Storage may be missing (Node, tests), blocked by the browser's
 * settings (even reading `localStorage` can throw) or full: reading then gives null, and saving keeps
 * the choice for this page only. Typed without the DOM library: i18n is also compiled for Node.
 */
export interface ChoiceHost {
  localStorage?: { getItem(key: string): string | null; setItem(key: string, value: string): void };
}

/** The value saved under `key` if `is` accepts it, else null. */
export function readChoice<T>(host: ChoiceHost, key: string, is: (x: unknown) => x is T): T | null {
  try {
    const saved = host.localStorage?.getItem(key);
    return is(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Save `value` under `key`, or keep it for this page only when storage refuses. */
export function saveChoice(host: ChoiceHost, key: string, value: string): void {
  try {
    host.localStorage?.setItem(key, value);
  } catch {
    // Private mode or a full storage: the choice holds until the page closes.
  }
}
