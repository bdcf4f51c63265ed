/**
 * The colour theme: light or dark, following the system (prefers-color-scheme) unless the user
 * chose one with the `theme` switch. The choice is kept in localStorage under `csp-playground.theme`.
 * The theme is `data-theme` on <html> (index.css styles both), set before the first paint by
 * public/theme.js and kept up to date here: on a choice, and on a system change while following it.
 */
import { create } from 'zustand';
import { readChoice, saveChoice, type ChoiceHost } from '../keptChoice.ts';

export type ThemeChoice = 'system' | 'light' | 'dark';
export type Theme = 'light' | 'dark';

export const THEME_KEY = 'csp-playground.theme';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];
export const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The browser globals used here, typed loosely (tests run in Node and give fakes). */
interface Host extends ChoiceHost {
  matchMedia?: (query: string) => { matches: boolean; addEventListener?(type: 'change', listener: () => void): void };
  document?: { documentElement: { dataset: Record<string, string | undefined>; style: { colorScheme: string } } };
}

export function isThemeChoice(x: unknown): x is ThemeChoice {
  return x === 'system' || x === 'light' || x === 'dark';
}

/** The saved choice; missing, unknown or unreadable means 'system'. */
export function savedChoice(host: Host = globalThis as Host): ThemeChoice {
  return readChoice(host, THEME_KEY, isThemeChoice) ?? 'system';
}

/** The theme a choice gives when the system prefers dark (`systemDark`) or not. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): Theme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

export function systemPrefersDark(host: Host = globalThis as Host): boolean {
  return host.matchMedia?.(DARK_QUERY).matches ?? false;
}

/** Put `theme` on <html>: the stylesheet's selector, and the colour scheme of form controls and scroll bars. */
export function applyTheme(theme: Theme, host: Host = globalThis as Host): void {
  const root = host.document?.documentElement;
  if (!root) return;
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

interface ThemeState {
  choice: ThemeChoice;
  theme: Theme;
  setChoice(choice: ThemeChoice): void;
}

/** A theme store on `host`: reads the saved choice, applies it, follows the system while the choice is 'system'. */
export function createThemeStore(host: Host = globalThis as Host) {
  const choice = savedChoice(host);
  const store = create<ThemeState>()((set) => ({
    choice,
    theme: resolveTheme(choice, systemPrefersDark(host)),
    setChoice(next) {
      saveChoice(host, THEME_KEY, next);
      const theme = resolveTheme(next, systemPrefersDark(host));
      applyTheme(theme, host);
      set({ choice: next, theme });
    },
  }));
  applyTheme(store.getState().theme, host);
  host.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    const { choice: current } = store.getState();
    const theme = resolveTheme(current, systemPrefersDark(host));
    applyTheme(theme, host);
    store.setState({ theme });
  });
  return store;
}

/** The app's theme. */
export const useTheme = createThemeStore();
