import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import '@/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React then renders it in slices of a few milliseconds instead of
// one long task, so a phone's main thread stays responsive while the page builds (Lighthouse's Total
// Blocking Time counted the whole first render as one block).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
