const SELECTOR = 'meta[name="description"]';

/**
 * index.html carries a meta description that usePageMeta rewrites; jsdom starts without one, so a
 * test adds it first (once per document) and then reads what the page set.
 */
export function installMetaDescription(): void {
  if (document.querySelector(SELECTOR)) return;
  const meta = document.createElement('meta');
  meta.name = 'description';
  meta.content = 'Descrierea site-ului';
  document.head.append(meta);
}

export function metaDescription(): string {
  return document.querySelector<HTMLMetaElement>(SELECTOR)?.content ?? '';
}
