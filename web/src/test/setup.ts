import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
  vi.unstubAllGlobals();
});

// jsdom has no layout: scrolling is a no-op the tests spy on.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
