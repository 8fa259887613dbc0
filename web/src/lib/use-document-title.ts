import { useEffect } from 'react';

export const SITE_TITLE = 'SmartHome Iași';

/** The description of index.html, restored by pages that have none of their own. */
const SITE_DESCRIPTION =
  'Instalare, configurare și suport pentru sisteme smart home locale, fără cloud, cu Home Assistant, în Iași și împrejurimi.';

/** "<page> – SmartHome Iași" while the page is shown; the site name alone for the home page. */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} – ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
}

/**
 * Title and meta description of a public page: search engines and link previews read both, and
 * every page of the site needs its own (a duplicate description is a search-ranking penalty).
 */
export function usePageMeta(title: string | null, description: string): void {
  useDocumentTitle(title);
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    meta.content = description;
    return () => {
      meta.content = SITE_DESCRIPTION;
    };
  }, [description]);
}
