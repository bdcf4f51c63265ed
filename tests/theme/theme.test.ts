import { readFileSync } from 'node:fs';
import { describe, it } from 'vitest';
import { check } from '../check.ts';
import { createThemeStore, resolveTheme, savedChoice, THEME_KEY } from '../../src/app/shell/theme.ts';

/** A browser stand-in: storage (optionally refusing), a prefers-color-scheme that can change, and <html>. */
function fakeHost(saved: string | null, dark: boolean, { refuse = false } = {}) {
  const store = new Map<string, string>();
  if (saved !== null) store.set(THEME_KEY, saved);
  const listeners: (() => void)[] = [];
  const media = { dark };
  const root = { dataset: {} as Record<string, string | undefined>, style: { colorScheme: '' } };
  const host = {
    localStorage: {
      getItem(key: string) {
        if (refuse) throw new Error('SecurityError');
        return store.get(key) ?? null;
      },
      setItem(key: string, value: string) {
        if (refuse) throw new Error('SecurityError');
        store.set(key, value);
      },
    },
    matchMedia: (query: string) => ({
      matches: query === '(prefers-color-scheme: dark)' && media.dark,
      addEventListener: (_: 'change', listener: () => void) => listeners.push(listener),
    }),
    document: { documentElement: root },
  };
  const setSystemDark = (on: boolean) => {
    media.dark = on;
    listeners.forEach((l) => l());
  };
  return { host, store, root, setSystemDark };
}

describe('the theme', () => {
  it('follows the system for "system", else the choice', () => {
    check(resolveTheme('system', true)).toBe('dark');
    check(resolveTheme('system', false)).toBe('light');
    for (const dark of [true, false]) {
      check(resolveTheme('light', dark)).toBe('light');
      check(resolveTheme('dark', dark)).toBe('dark');
    }
  });

  it('reads a missing, unknown or unreadable choice as "system"', () => {
    check(savedChoice(fakeHost(null, false).host)).toBe('system');
    check(savedChoice(fakeHost('sepia', false).host)).toBe('system');
    check(savedChoice(fakeHost('dark', false, { refuse: true }).host)).toBe('system');
    check(savedChoice(fakeHost('dark', false).host)).toBe('dark');
  });

  it('applies the choice to <html>, keeps it, and follows system changes only while on "system"', () => {
    const { host, store, root, setSystemDark } = fakeHost(null, false);
    const theme = createThemeStore(host);
    check(root.dataset.theme).toBe('light');
    check(root.style.colorScheme).toBe('light');

    setSystemDark(true);
    check(root.dataset.theme).toBe('dark');
    check(theme.getState().theme).toBe('dark');

    theme.getState().setChoice('light');
    check(store.get(THEME_KEY)).toBe('light');
    check(root.dataset.theme).toBe('light');
    setSystemDark(false);
    setSystemDark(true);
    check(root.dataset.theme).toBe('light');

    theme.getState().setChoice('system');
    check(root.dataset.theme).toBe('dark');
    check(root.style.colorScheme).toBe('dark');
  });

  it('still switches when storage refuses (private mode)', () => {
    const { host, root } = fakeHost(null, true, { refuse: true });
    const theme = createThemeStore(host);
    check(root.dataset.theme).toBe('dark');
    theme.getState().setChoice('light');
    check(root.dataset.theme).toBe('light');
  });
});

describe('public/theme.js (the script that runs before the first paint)', () => {
  const source = readFileSync(new URL('../../public/theme.js', import.meta.url), 'utf8');
  /** Run the script on a fake page; the theme it put on <html>. */
  const run = (host: ReturnType<typeof fakeHost>['host']) => {
    new Function('localStorage', 'window', 'document', source)(host.localStorage, host, host.document);
    return host.document.documentElement;
  };

  it('agrees with src/app/shell/theme.ts for every saved choice and system setting', () => {
    for (const saved of [null, 'system', 'light', 'dark', 'sepia', '']) {
      for (const dark of [false, true]) {
        for (const refuse of [false, true]) {
          const { host } = fakeHost(saved, dark, { refuse });
          const root = run(host);
          const expected = resolveTheme(savedChoice(host), dark);
          check(root.dataset.theme, `saved ${saved}, dark ${dark}, refuse ${refuse}`).toBe(expected);
          check(root.style.colorScheme).toBe(expected);
        }
      }
    }
  });
});
