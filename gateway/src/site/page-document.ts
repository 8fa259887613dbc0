/**
 * A page of the web app as the server sends it for content pages: the app shell with the page's own
 * title, description, canonical address, share card (Open Graph and Twitter), structured data
 * (JSON-LD) and its content inside #root — what crawlers, link previews and readers without
 * JavaScript read. `#initial-content` holds the REST facade's answers the page is made of, so that
 * the app shows them without asking for them again.
 *
 * The content is the app's own page rendered on the server when the web build has its renderer
 * (site/server-renderer.ts): #root is then marked as pre-rendered for its path and the browser
 * hydrates it. Otherwise it is plain HTML in a <noscript>, so that a browser that runs the app never
 * shows it unstyled before the app's own page replaces it.
 */
import { pageAnswers, type InitialAnswer, type PageData } from '@smarthome/service-kit/contracts/page-data';
import { escapeHtml, unescapeHtml } from '@smarthome/text-rules';
import { scriptJson } from './html.js';

export interface PageMetadata {
  title: string;
  description: string;
  /** Absolute address of the page. */
  canonical: string;
  /** Absolute address of the 1200×630 share image. */
  image: string;
  /** 'article' for a post or a news item, 'website' for a list. */
  type: 'article' | 'website';
  jsonLd: Record<string, unknown>;
  /** Crawlers must not index it (an unknown post's 404 page). */
  noindex?: boolean;
  publishedTime?: string;
  modifiedTime?: string;
}

export interface PageDocument {
  metadata: PageMetadata;
  /** The page's content as HTML (already escaped where it comes from text). */
  body: string;
  /** The page's data, which it carries for the app as the REST facade's answers (see `initialAnswers`). */
  data?: PageData;
}

/** The answers of the REST facade `document` carries for the app: none for a page without data. */
export const initialAnswers = (document: PageDocument): InitialAnswer[] =>
  document.data ? pageAnswers(document.data) : [];

const SITE_NAME = 'SmartHome Iași';

/** What a link to a page shows where it is shared: its address, title, description and picture. */
export type ShareCard = Omit<PageMetadata, 'jsonLd'>;

/** The page's canonical address and its share card (Open Graph, Twitter). */
function shareTags(m: ShareCard): string[] {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(m.canonical)}" />`,
    ...(m.noindex ? [named('robots', 'noindex')] : []),
    property('og:site_name', SITE_NAME),
    property('og:locale', 'ro_RO'),
    property('og:type', m.type),
    property('og:title', m.title),
    property('og:description', m.description),
    property('og:url', m.canonical),
    property('og:image', m.image),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    ...(m.publishedTime ? [property('article:published_time', m.publishedTime)] : []),
    ...(m.modifiedTime ? [property('article:modified_time', m.modifiedTime)] : []),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', m.title),
    named('twitter:description', m.description),
    named('twitter:image', m.image),
  ];
}

function metaTags({ metadata: m }: PageDocument): string {
  return [
    `<title>${escapeHtml(m.title)}</title>`,
    `<meta name="description" content="${escapeHtml(m.description)}" />`,
    ...shareTags(m),
    `<script type="application/ld+json">${scriptJson(m.jsonLd)}</script>`,
  ].join('\n    ');
}

/** A page of the build as it is (its own title and description kept), with `card` added to its head. */
export function withShareCard(html: string, card: ShareCard): string {
  return html.replace(/<\/head>/i, () => `    ${shareTags(card).join('\n    ')}\n  </head>`);
}

/** The app's page rendered on the server: the markup of #root and the path it was rendered for. */
export interface RenderedRoot {
  path: string;
  html: string;
}

/**
 * The shell with `document` written in: its own head tags instead of the shell's, its content in
 * #root (`rendered`, else the document's plain body). `links` are the stylesheets and code of the
 * page's own module (the build's page-links.json), so the page is styled at its first paint and the
 * browser fetches its code with the app rather than once the app has asked for it.
 */
export function renderPageDocument(
  shell: string,
  document: PageDocument,
  links = '',
  rendered?: RenderedRoot,
): string {
  const head = `${metaTags(document)}${links ? `\n    ${links}` : ''}`;
  const withoutDefaults = shell
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/i, '');
  const answers = initialAnswers(document);
  const initial = answers.length
    ? `<script type="application/json" id="initial-content">${scriptJson({ answers })}</script>`
    : '';
  return (
    withoutDefaults
      // Replacement functions, so that a `$&` or `$1` in a title or a post is taken literally.
      .replace(/<\/head>/i, () => `    ${head}\n  </head>`)
      .replace(/(<div id="root"[^>]*>)<\/div>/i, (_match, open: string) =>
        rendered
          ? `<div id="root" data-prerendered="${escapeHtml(rendered.path)}">${rendered.html}</div>${initial}`
          : `${open}<noscript>${document.body}</noscript></div>${initial}`,
      )
  );
}

/** A page's own title and description, as the web build wrote them into it. */
export interface PageHead {
  title: string;
  description: string;
}

/** A page's own `<title>` and meta description, read out of its HTML (which `escapeHtml` wrote). */
export function pageHead(html: string): PageHead {
  const title = /<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? SITE_NAME;
  const description = /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '';
  return { title: unescapeHtml(title), description: unescapeHtml(description) };
}
