// First: zod must be jitless before any schema is built (zod-jitless.ts).
import './zod-jitless.js';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import App, { firstScreenLoaded } from './App.js';
import { refetchFailedStylesheets } from './lazy-loading/lazy-with-retry.js';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

refetchFailedStylesheets();

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
// The first screen renders once its code is in, with no spinner first (App.tsx, firstScreenLoaded),
// and as a transition: React then builds the public board in slices of a few ms, not in one task of a
// few hundred on a phone, and commits it whole (docs/DECISIONS.md, "First paint of the public board").
void firstScreenLoaded(location.pathname).then(() => startTransition(render));
