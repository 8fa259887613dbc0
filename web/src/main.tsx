import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadCurrentRoutes } from '@/app/app';
import { markRenderedInBrowser } from '@/lib/use-hydrated';
import '@/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A page pre-rendered at build time (vite-plugins/prerender.ts) is hydrated: React adopts the HTML
// already on screen. It was rendered without a query string, so an address with one (a shared
// calculator estimate) is rendered afresh, as is every page served as the empty app shell.
const { pathname, search } = window.location;
const prerendered = root.dataset.prerendered === pathname && search === '';

// As transitions, both render in slices of a few milliseconds instead of one long task, so a phone's
// main thread stays responsive while the page builds (Lighthouse's Total Blocking Time).
if (prerendered) {
  void loadCurrentRoutes().then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  markRenderedInBrowser();
  startTransition(() => createRoot(root).render(app));
}
