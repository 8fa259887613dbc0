import { useEffect } from 'react';

export const SITE_TITLE = 'SmartHome Iași';

/** "<page> – SmartHome Iași" while the page is shown; the site name alone for the home page. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
}
