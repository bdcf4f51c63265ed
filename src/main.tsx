import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/index.css';

function Placeholder() {
  return (
    <main className="p-8 font-sans">
      <h1 className="text-2xl font-bold">CSP Playground</h1>
      <p>The playground is being built. The solver runs today from the command line: <code>npm run solve</code>.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
