/**
 * Following a link marked `data-swap` without loading a new document: the next page's HTML is
 * fetched while the browser is idle and read once its link is on screen (when the browser is idle
 * again) or at the first sign of intent (a pointer over the link, a press, the keyboard's focus),
 * whichever comes first, and a tap puts the parts of its `#root` that differ
 * from this one's, and its head's page tags, in their place, in the same task, then pushes its
 * address. On a phone the tap is then answered in the next frame, where a new document would first
 * pay for its navigation, its parse and its stylesheet (several hundred ms at a phone's speed).
 *
 * Everything else stays as a browser would have it: the address bar, the title, the description and
 * the other tags of the head, focus at the page's start, a polite announcement of the new title,
 * scroll at the top (or at the address's fragment), Back and Forward (a page left is kept, as it
 * was, for a few steps of history; further back the browser loads it). A modified click (new tab,
 * download), another origin, a page whose HTML is not ready or is not a pre-rendered page of this
 * site: the browser follows the link as usual.
 *
 * Stylesheets: a page carries one stylesheet joined from the CSS chunks its HTML uses, and links
 * those chunks `disabled`. The chunks of the next page that this document lacks (its own CSS
 * modules: scoped class names, so their order among the others does not matter) are fetched with the
 * HTML, parsed with it and adopted at the swap, so the first frame is styled.
 *
 * A link the visitor has not seen costs no parse: reading a page is one task of tens of ms on a
 * phone, which a visitor who only reads the top of this page would otherwise pay for every link it
 * marks. One on screen is read before it is tapped, since a read at the press delays the tap.
 */

import { isOverlayEntry, pageState } from '@/lib/overlay-entry';
import type { IslandName } from './island-registry';

/** How many swaps are kept for Back and Forward (each holds the nodes of both its pages). */
const KEPT_SWAPS = 10;
/** The head's tags that describe the page, replaced by the next page's own at a swap. */
const PAGE_HEAD_TAGS =
  'title, meta[name="description"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], script[type="application/ld+json"]';
/** A chunk's stylesheet, as the build links it (`disabled`) in a pre-rendered page's head. */
const CHUNK_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)" disabled>/g;

/** The runtime's side of a swap: the state of the page on screen, and a page coming in. */
export interface SwapHooks<Kept> {
  /** What the runtime keeps of the page on screen, to resume it if it comes back. */
  current(): Kept;
  /** A page swapped in for the first time, once painted: started as a page the browser loaded. */
  start(root: HTMLElement): void;
  /** A page that left earlier is back (history): resumed as it was. */
  resume(kept: Kept): void;
}

/** A page read from its HTML, ready to take the place of the one on screen. */
export interface SwappablePage {
  root: HTMLElement;
  /** The page's data for its first render (`#initial-content`), when it has any. */
  initialContent: HTMLScriptElement | null;
  head: Element[];
  title: string;
}

/** A chunk stylesheet as fetched: its address and its CSS. */
interface FetchedSheet {
  href: string;
  css: string;
}

/** What was fetched for an address: its HTML, and the stylesheets it links that this document lacks. */
interface Prefetched {
  /** Its address, after redirects. */
  url: string;
  pathname: string;
  html: string;
  styles: FetchedSheet[];
  /** The page read, once its link was on screen, a sign of intent or the tap asked for it. */
  read?: ReadPage;
}

/** A prefetched page read: its nodes (null: not a page to swap in) and its stylesheets, parsed. */
interface ReadPage {
  page: SwappablePage | null;
  sheets: CSSStyleSheet[];
}

/** One node of the page on screen put in place of another (a swap is a list of them). */
interface Replacement {
  from: Node;
  to: Node;
}

/**
 * What a swap changed, to undo for Back and do again for Forward: the parts of `#root` whose HTML
 * differs (the parts equal on both pages, such as the header and footer, stay on screen as they
 * are, with their islands), the root's address, the head's tags and the title.
 */
interface Swap<Kept> {
  /** The history entry the swap left. */
  from: number;
  nodes: Replacement[];
  address: [string, string];
  head: [Element[], Element[]];
  title: [string, string];
  /** The runtime's state of the page of each side, and where each was scrolled when left. */
  kept: [Kept | null, Kept | null];
  scrollY: [number, number];
}

/** The part of `html` between the end of the opening `tag` and `</tag>`, or null. */
function inner(html: string, tag: 'head' | 'body'): string | null {
  const open = html.search(new RegExp(`<${tag}[\\s>]`));
  const start = open === -1 ? -1 : html.indexOf('>', open) + 1;
  const end = html.lastIndexOf(`</${tag}>`);
  return start > 0 && end > start ? html.slice(start, end) : null;
}

function fragmentOf(html: string, doc: Document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/**
 * Reads the page `html` as this document's nodes, or null when it is not a page the runtime can
 * take over (no pre-rendered `#root` written for `pathname`).
 */
export function readSwappablePage(
  html: string,
  pathname: string,
  doc: Document = document,
): SwappablePage | null {
  const head = inner(html, 'head');
  const body = inner(html, 'body');
  if (head === null || body === null) return null;
  const content = fragmentOf(body, doc);
  const root = content.getElementById('root');
  if (!root || root.dataset.prerendered !== pathname) return null;
  const headTags = [...fragmentOf(head, doc).querySelectorAll(PAGE_HEAD_TAGS)];
  const title = headTags.find((tag) => tag.localName === 'title')?.textContent ?? '';
  return {
    root,
    initialContent: content.querySelector<HTMLScriptElement>('script#initial-content'),
    head: headTags.filter((tag) => tag.localName !== 'title'),
    title,
  };
}

/** The chunk stylesheets `html` links that `doc` has no link to. */
export function missingStylesheets(html: string, doc: Document = document): string[] {
  const linked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  return [...(inner(html, 'head') ?? '').matchAll(CHUNK_STYLESHEET)]
    .map((match) => match[1] ?? '')
    .filter((href) => href !== '' && !linked.has(href));
}

/**
 * The link `event` follows, when a swap may stand in for it: a plain primary click on a `data-swap`
 * link to another page of this origin, opened here, that nothing else has handled.
 */
export function swapTarget(event: MouseEvent, here: Location = location): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.hasAttribute('data-swap')) return null;
  if (link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return null;
  const url = new URL(link.href, here.href);
  if (url.origin !== here.origin || url.pathname === here.pathname) return null;
  return url;
}

function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

async function fetchSheet(href: string): Promise<FetchedSheet> {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return { href, css: await response.text() };
}

/** Chunk stylesheets parsed, by address: pages that share a chunk share its sheet. */
const parsedSheets = new Map<string, CSSStyleSheet>();

function parsedSheet({ href, css }: FetchedSheet): CSSStyleSheet {
  let sheet = parsedSheets.get(href);
  if (!sheet) {
    sheet = new CSSStyleSheet({ baseURL: new URL(href, location.href).href });
    sheet.replaceSync(css);
    parsedSheets.set(href, sheet);
  }
  return sheet;
}

/** Reads a prefetched page into nodes and parses its stylesheets, once. */
function read(page: Prefetched): ReadPage {
  page.read ??= {
    page: readSwappablePage(page.html, page.pathname),
    sheets: page.styles.map(parsedSheet),
  };
  return page.read;
}

async function prefetch(url: string): Promise<Prefetched> {
  const response = await fetch(url, { headers: { Accept: 'text/html' }, credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('text/html')) throw new Error(`${url}: ${response.status} ${type}`);
  const html = await response.text();
  const styles = await Promise.all(missingStylesheets(html).map(fetchSheet));
  const address = response.redirected ? response.url : url;
  return { url: address, pathname: new URL(address, location.href).pathname, html, styles };
}

/**
 * The parts of a page put on screen after the frame that shows its start: each replaced part's
 * children after its first (the page's opening section) wait, behind a screen-high placeholder, so
 * that the first frame lays out and paints what the visitor sees first, not the whole page.
 */
interface Deferred {
  placeholder: HTMLElement;
  rest: DocumentFragment;
}

function deferRest(part: Node): Deferred[] {
  if (!(part instanceof Element) || part.childElementCount < 2) return [];
  const rest = document.createDocumentFragment();
  while (part.firstElementChild?.nextSibling) rest.append(part.firstElementChild.nextSibling);
  const placeholder = document.createElement('div');
  placeholder.style.height = '100vh';
  placeholder.setAttribute('aria-hidden', 'true');
  part.append(placeholder);
  return [{ placeholder, rest }];
}

/** Tells a screen reader which page is now on screen (a polite live region, created once). */
function announce(text: string): void {
  let region = document.getElementById('page-swap-announcer');
  if (!region) {
    region = document.createElement('div');
    region.id = 'page-swap-announcer';
    region.className = 'visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    document.body.append(region);
  }
  region.textContent = text;
}

/** The page's first heading takes focus (as a new document's start would), without scrolling. */
function focusPageStart(): void {
  const heading =
    document.querySelector<HTMLElement>('#root main h1') ?? document.querySelector<HTMLElement>('#root main');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

function scrollToStart(url: URL): void {
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

function sameAttributes(a: Element, b: Element): boolean {
  if (a.attributes.length !== b.attributes.length) return false;
  for (const { name, value } of a.attributes) if (b.getAttribute(name) !== value) return false;
  return true;
}

/**
 * Whether `from` is an island React runs (`data-live`) that `to` would start again with the same
 * props: it stays, with its state (a signed-in visitor's account entry would otherwise show the
 * anonymous one until it started again). The page's own island always goes: what it shows is the
 * address's, and the next page's HTML has it.
 */
function sameRunningIsland(from: Node, to: Node): boolean {
  if (!(from instanceof HTMLElement) || !(to instanceof HTMLElement)) return false;
  const name = from.dataset.island;
  return (
    from.dataset.live !== undefined &&
    name !== undefined &&
    name !== ('page' satisfies IslandName) &&
    to.dataset.island === name &&
    to.dataset.props === from.dataset.props &&
    to.dataset.hydrateOn === from.dataset.hydrateOn
  );
}

/**
 * What to replace in `current`'s children so that it shows `next`'s: a child equal to its
 * counterpart stays, as does a running island the next page has too (`sameRunningIsland`); one that
 * differs is replaced whole, unless it is an element with the same tag, attributes and number of
 * children and `depth` allows looking inside it (or it holds a running island). An island is never
 * looked inside (React may own its nodes). Null when the children do not correspond one to one.
 */
export function differingParts(current: Element, next: Element, depth: number): Replacement[] | null {
  const mine = current.childNodes;
  const theirs = next.childNodes;
  if (mine.length !== theirs.length) return null;
  const parts: Replacement[] = [];
  for (let index = 0; index < mine.length; index++) {
    const from = mine[index]!;
    const to = theirs[index]!;
    if (from.isEqualNode(to) || sameRunningIsland(from, to)) continue;
    // Below the compared levels only towards a running island, which must stay if it can.
    const deeper = depth > 0 || (from instanceof Element && from.querySelector('[data-live]') !== null);
    const comparable =
      deeper &&
      from instanceof Element &&
      to instanceof Element &&
      !from.hasAttribute('data-island') &&
      from.localName === to.localName &&
      sameAttributes(from, to);
    const inner = comparable ? differingParts(from, to, depth - 1) : null;
    if (inner) parts.push(...inner);
    else parts.push({ from, to });
  }
  return parts;
}

/** How deep below `#root` a swap compares the two pages (root, layout, its regions). */
const COMPARED_LEVELS = 3;

/**
 * Starts swapping pages for the `data-swap` links of this document and of every page swapped in.
 * `hooks` are the runtime's: what it stops on the page leaving and starts on the page coming in.
 */
export function startPageSwaps<Kept>(hooks: SwapHooks<Kept>): void {
  const fetched = new Map<string, Promise<Prefetched>>();
  const ready = new Map<string, Prefetched>();
  /** The swaps made, by the history entry each led to. */
  const swaps = new Map<number, Swap<Kept>>();
  let entry = 0;
  let nextEntry = 1;

  const fetchPage = (url: string): Promise<Prefetched> => {
    let pending = fetched.get(url);
    if (!pending) {
      pending = prefetch(url).then((page) => {
        ready.set(url, page);
        return page;
      });
      // A failed prefetch is tried again by the tap (the browser then follows the link if it fails too).
      pending.catch(() => fetched.delete(url));
      fetched.set(url, pending);
    }
    return pending;
  };

  /** Reads the page at `pathname` now if it is fetched, else fetches it now and reads it as it arrives. */
  const readPage = (pathname: string) => {
    const page = ready.get(pathname);
    if (page) read(page);
    else
      fetchPage(pathname)
        .then((fetchedPage) => {
          if (ready.get(pathname) === fetchedPage) read(fetchedPage);
        })
        .catch(() => undefined);
  };

  // A sign of intent on a link (a pointer over it, a press, the keyboard's focus): its page is read
  // now, so that the tap finds it ready.
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-swap][href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === location.origin) readPage(link.pathname);
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin']) {
    document.addEventListener(type, onIntent, { capture: true, passive: true });
  }
  // A link on screen may be the next tap: its page is read once the browser is idle again.
  const linksOnScreen = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      linksOnScreen.unobserve(target);
      whenIdle(() => readPage((target as HTMLAnchorElement).pathname));
    }
  });

  /**
   * Fetches the pages of the page's `data-swap` links while the browser is idle: all of them, not
   * only those on screen, since a visitor who scrolls to one and taps would otherwise tap before
   * its page is there (a page marks few links so). Watches those links to read a page once its
   * link is on screen.
   */
  const prefetchLinks = () => {
    const pages = new Set<string>();
    linksOnScreen.disconnect();
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-swap][href]')) {
      if (link.origin !== location.origin) continue;
      pages.add(link.pathname);
      linksOnScreen.observe(link);
    }
    for (const pathname of pages) whenIdle(() => void fetchPage(pathname).catch(() => undefined));
  };

  /** Puts one side of `swap` on screen (`side` 1: the page it led to; 0: the one it left). */
  const show = (swap: Swap<Kept>, side: 0 | 1) => {
    for (const { from, to } of swap.nodes) {
      if (side === 1) from.parentNode?.replaceChild(to, from);
      else to.parentNode?.replaceChild(from, to);
    }
    const root = document.getElementById('root');
    if (root) root.dataset.prerendered = swap.address[side];
    for (const tag of swap.head[1 - side]!) tag.remove();
    document.head.append(...swap.head[side]);
    document.title = swap.title[side];
  };

  const swapIn = (page: Prefetched, url: URL): boolean => {
    const { page: next, sheets: nextSheets } = read(page);
    // The nodes read are put on screen: a later visit reads the HTML anew.
    ready.delete(url.pathname);
    fetched.delete(url.pathname);
    const root = document.getElementById('root');
    if (!next || !root) return false;
    const nodes = differingParts(root, next.root, COMPARED_LEVELS) ?? [{ from: root, to: next.root }];
    // The page's data (#initial-content) is one more part, so Back undoes it too; an empty
    // comment stands in on the side of a page that has none.
    const currentContent = document.querySelector('script#initial-content');
    if (currentContent || next.initialContent) {
      nodes.push({
        from: currentContent ?? document.body.appendChild(document.createComment('')),
        to: next.initialContent ?? document.createComment(''),
      });
    }
    const sheets = nextSheets.filter((sheet) => !document.adoptedStyleSheets.includes(sheet));
    if (sheets.length > 0) document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...sheets];
    const swap: Swap<Kept> = {
      from: entry,
      nodes,
      address: [root.dataset.prerendered ?? location.pathname, page.pathname],
      head: [
        [...document.head.querySelectorAll(PAGE_HEAD_TAGS)].filter((tag) => tag.localName !== 'title'),
        next.head,
      ],
      title: [document.title, next.title],
      kept: [hooks.current(), null],
      scrollY: [window.scrollY, 0],
    };
    const deferred = nodes.flatMap(({ to }) => deferRest(to));
    show(swap, 1);
    entry = nextEntry++;
    swaps.set(entry, swap);
    for (const old of swaps.keys()) if (swaps.size > KEPT_SWAPS) swaps.delete(old);
    // This document now has pages of its own in its history: it puts each one's scroll back itself.
    history.scrollRestoration = 'manual';
    const target = new URL(page.url, location.href);
    target.hash = url.hash;
    // From an open overlay (the chat's sheet), the next page takes the overlay's entry: Back from it
    // shows this page with the overlay closed, not this page twice.
    const nextState = { ...pageState(), swapEntry: entry };
    if (isOverlayEntry()) history.replaceState(nextState, '', target);
    else history.pushState(nextState, '', target);
    // pushState tells no one: the islands kept running read the address again on this popstate,
    // as on Back and Forward (this module's own listener lets it pass).
    window.dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    if (!url.hash) scrollToStart(url);
    focusPageStart();
    announce(next.title);
    const swappedTo = entry;
    requestAnimationFrame(() =>
      setTimeout(() => {
        for (const { placeholder, rest } of deferred) placeholder.replaceWith(rest);
        // Left again within that frame (Back): the page now on screen was resumed already.
        if (entry !== swappedTo) return;
        if (url.hash) scrollToStart(url);
        hooks.start(document.getElementById('root')!);
        prefetchLinks();
      }),
    );
    return true;
  };

  document.addEventListener(
    'click',
    (event) => {
      const url = swapTarget(event);
      if (!url) return;
      const page = ready.get(url.pathname);
      if (page) {
        if (swapIn(page, url)) event.preventDefault();
        return;
      }
      // Not fetched yet: fetched now, and the browser follows the link if that fails.
      event.preventDefault();
      fetchPage(url.pathname)
        .then((fetchedPage) => {
          if (!swapIn(fetchedPage, url)) location.assign(url);
        })
        .catch(() => location.assign(url));
    },
    // Before React's handlers: a link an island's router would follow as a new document is swapped too.
    { capture: true },
  );

  // The first page's history entry gets its number too, so that Back to it is recognised.
  history.replaceState({ ...(history.state as object | null), swapEntry: entry }, '');

  window.addEventListener('popstate', (event) => {
    // The one a swap fires itself, for the islands: no history was traversed.
    if (!event.isTrusted) return;
    const to = (event.state as { swapEntry?: unknown } | null)?.swapEntry;
    const onScreen = document.getElementById('root')?.dataset.prerendered;
    // A change within the page on screen (an island's own history entries): not a page to swap.
    if (onScreen === location.pathname && (to === entry || typeof to !== 'number')) return;
    const back = swaps.get(entry);
    const forward = typeof to === 'number' ? swaps.get(to) : undefined;
    let side: 0 | 1;
    let swap: Swap<Kept>;
    if (back && back.from === to) [swap, side] = [back, 0];
    else if (forward && forward.from === entry) [swap, side] = [forward, 1];
    else {
      // Further than one swap away: the browser loads that page.
      history.scrollRestoration = 'auto';
      location.reload();
      return;
    }
    swap.kept[1 - side] = hooks.current();
    swap.scrollY[1 - side] = window.scrollY;
    show(swap, side);
    entry = to as number;
    window.scrollTo(0, swap.scrollY[side]);
    announce(swap.title[side]);
    const kept = swap.kept[side];
    if (kept) hooks.resume(kept);
    else hooks.start(document.getElementById('root')!);
    prefetchLinks();
  });

  prefetchLinks();
}
