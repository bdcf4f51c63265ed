// First: the Trusted Types policy must exist before any worker is created.
import './app/trustedTypes.ts';
// The interface language, loaded before the first render (no English flash in 简体中文 or Русский).
import { i18nReady } from './app/i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './app/index.css';
import './app/focus.css';
import { FIRST_PUZZLE } from './app/teaching/index.ts';
import { hydrate, restoreCustomDictionary, startPersisting } from './app/persist/index.ts';
import { listenForLinks, openLinkInAddress } from './app/share/ui/index.ts';
import { provideServices, useApp } from './app/state/index.ts';
import { modelCompiler } from './app/kinds/ui/index.ts';
import { FIRST_SAMPLES } from './app/settings/index.ts';
import { restoreExercise, startKeepingExercise } from './app/exercise/index.ts';

// The saved session first, so that the first render shows it; then a share link in the address,
// over it (one undo step; the link's own word list and its step wait until the saved word list is
// back). A first visit without a link opens on the puzzle whose first Solve teaches (not an undo
// step: there is nothing before it to go back to; and not over a board the user changed or loaded
// while it was being read).
// The store's services from the kinds' browser code (MiniZinc in its worker), before anything asks for them.
provideServices({ compiler: modelCompiler });
const saved = hydrate();
let dictionaryBack: () => void = () => {};
const wordListBack = new Promise<void>((resolve) => (dictionaryBack = resolve));
const linked = openLinkInAddress(wordListBack);
if (!saved && linked !== 'opened') void useApp.getState().loadSample(FIRST_PUZZLE, { firstVisit: true });
// An exercise in progress comes back at its question (not under a link, which opens something else).
if (saved && linked !== 'opened') void restoreExercise(wordListBack);
startKeepingExercise();
// A first visit's other boards: a Futoshiki with signs (FIRST_SAMPLES), waiting until it is chosen.
// Not under a link: the board it opened may be one of them (a shared model exercise), and a sample
// arriving while its run waits for MiniZinc would take its place.
if (!saved && linked !== 'opened') for (const file of FIRST_SAMPLES) void useApp.getState().preloadSample(file);
startPersisting();
void restoreCustomDictionary().finally(dictionaryBack);
listenForLinks();

void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
