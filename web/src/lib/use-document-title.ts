import { createContext, useContext, useEffect } from 'react';

export const SITE_TITLE = 'SmartHome Iași';

/** The description of index.html, restored by pages that have none of their own. */
export const SITE_DESCRIPTION =
  'Instalare, configurare și suport pentru sisteme smart home locale, fără cloud, cu Home Assistant, în Iași și împrejurimi.';

export interface TitleOptions {
  /** An article (a news item, a blog post) is named by its own title, without the site's name. */
  asArticle?: boolean;
}

/** "<page> – SmartHome Iași", an article's title as it is, or the site name alone for the home page. */
export const fullTitle = (title: string | null, { asArticle = false }: TitleOptions = {}): string =>
  !title ? SITE_TITLE : asArticle ? title : `${title} – ${SITE_TITLE}`;

/** The head of a page as the pre-renderer writes it into the page's HTML file. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Set only while a page is rendered to HTML at build time (src/rendering/render-page.tsx): effects
 * never run there, so the hooks below write the page's title and description into it during the
 * render.
 */
export const PageMetaContext = createContext<PageMeta | null>(null);

/** The page's title (see fullTitle) while the page is shown. */
export function useDocumentTitle(title: string | null, options: TitleOptions = {}): void {
  const shown = fullTitle(title, options);
  const collected = useContext(PageMetaContext);
  if (collected) collected.title = shown;
  useEffect(() => {
    document.title = shown;
  }, [shown]);
}

/**
 * Title and meta description of a public page: search engines and link previews read both, and
 * every page of the site needs its own (a duplicate description is a search-ranking penalty).
 */
export function usePageMeta(title: string | null, description: string, options: TitleOptions = {}): void {
  useDocumentTitle(title, options);
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
