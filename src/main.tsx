// First: the Trusted Types policy must exist before any worker is created.
import './app/trustedTypes.ts';
// The interface language, before the first render.
import './app/i18n/index.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import './app/index.css';
import { hydrate, restoreCustomDictionary, startPersisting } from './app/persist.ts';

// The saved session first, so that the first render shows it.
hydrate();
startPersisting();
void restoreCustomDictionary();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
