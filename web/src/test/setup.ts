import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Pages are lazy route modules: the first visit to one in a test file transforms and imports it,
// which takes seconds on a busy machine. findBy* waits that long instead of the default second.
configure({ asyncUtilTimeout: 10_000 });

// A test that fakes the clock moves it itself, so that "still shown at 2.9 s, gone at 3.1 s" holds
// however slow the machine: no real time leaks into the fake clock (`shouldAdvanceTime`). Testing
// Library's waitFor/findBy then advance the fake clock as they poll, which they do when they see
// Jest's timer API; Vitest's fake timers are the same clock, so they get Vitest's.
Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });

/**
 * The files of a worker share one window (the suite does not isolate them): each file starts on a
 * blank document at the site's root, with nothing stored and the real clock.
 */
function blankWindow(): void {
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

if (typeof window !== 'undefined') afterAll(blankWindow);

afterEach(() => {
  cleanup();
  if (typeof document !== 'undefined') document.body.style.overflow = '';
  vi.unstubAllGlobals();
});

// jsdom has no layout: scrolling is a no-op the tests spy on. (Tests of server code run without a
// DOM at all: `// @vitest-environment node`.)
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;
