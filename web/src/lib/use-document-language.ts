import { useLayoutEffect } from 'react';

/**
 * Declares the language of what the page shows on <html lang>, so screen readers and translators
 * read it with the right rules: the public site is Romanian, the dashboard English. The router
 * moves between the two without reloading the document, so each area's layout declares its own.
 */
export function useDocumentLanguage(language: 'ro' | 'en'): void {
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
