import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { markRenderedInBrowser } from '@/lib/use-hydrated';
import '@/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The app renders every page the server did not write (the signed-in area, the account screens), and
// the public pages it reaches by its own links. The pages the server wrote load only their islands
// (src/rendering/runtime.ts).
markRenderedInBrowser();
// A transition: it renders in slices of a few milliseconds instead of one long task, so a phone's
// main thread stays responsive while the page builds (Lighthouse's Total Blocking Time).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
