import { createContext, useContext, useEffect } from 'react';

export const SITE_TITLE = 'SmartHome Iași';

/** The description of index.html, restored by pages that have none of their own. */
export const SITE_DESCRIPTION =
  'Instalare, configurare și suport pentru sisteme smart home locale, fără cloud, cu Home Assistant, în Iași și împrejurimi.';

/** "<page> – SmartHome Iași"; the site name alone for the home page. */
export const fullTitle = (title: string | null): string => (title ? `${title} – ${SITE_TITLE}` : SITE_TITLE);

/** The head of a page as the pre-renderer writes it into the page's HTML file. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Set only while a page is rendered to HTML at build time (src/entry-server.tsx): effects never run
 * there, so the hooks below write the page's title and description into it during the render.
 */
export const PageMetaContext = createContext<PageMeta | null>(null);

/** "<page> – SmartHome Iași" while the page is shown; the site name alone for the home page. */
export function useDocumentTitle(title: string | null): void {
  const collected = useContext(PageMetaContext);
  if (collected) collected.title = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}

/**
 * Title and meta description of a public page: search engines and link previews read both, and
 * every page of the site needs its own (a duplicate description is a search-ranking penalty).
 */
export function usePageMeta(title: string | null, description: string): void {
  useDocumentTitle(title);
  const collected = useContext(PageMetaContext);
  if (collected) collected.description = description;
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    meta.content = description;
    return () => {
      meta.content = SITE_DESCRIPTION;
    };
  }, [description]);
}
