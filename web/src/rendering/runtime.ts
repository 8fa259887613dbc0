/**
 * The only script a public page loads at first: it finds the page's islands (parts rendered by
 * <Island>) and has React take each over on its own, when its `data-hydrate-on` says, loading that
 * island's code and React only then. Everything else on the page stays the server's HTML. Imports
 * nothing of React itself: a page whose islands wait for a touch loads this file alone.
 *
 * Sets `html[data-hydrated]` once the islands that hydrate on load have, and input is held for the
 * others: from then on the page responds as a whole. A click held in an island marks it
 * `data-pending` until its code is there, which shows the island's `data-pending-view` (the chat's
 * panel frame): the tap is answered in the frame that follows it, not once React has loaded.
 */
import { attachHeaderMenus, type HeaderMenus } from '@/app/layouts/public-layout/header-menus';
import { attachAccordion } from '@/components/ui/accordion-behaviour';
import { hasSessionHint } from '@/features/auth/api/session-hint';
import { nextTask } from '@/lib/next-task';
import { isStaleBuildError, reloadForNewBuild } from '@/lib/stale-build';
import {
  HELD_EVENT_TYPES,
  holdInput,
  holdsVisitorInput,
  noHeldInput,
  replayHeldInput,
  type HeldInput,
} from './held-input';
import type * as HydrateModule from './hydrate';
import type { HydrateOn } from './island';
import type { IslandName } from './island-registry';
import { WAKE_ISLAND_EVENT } from './wake';

interface PageIsland {
  element: HTMLElement;
  on: HydrateOn;
  /** Rendered afresh instead of hydrated: its HTML was written for another address. */
  fresh: boolean;
  held: HeldInput;
  done: Promise<void> | null;
  hydrated: boolean;
}

/** How far below the viewport a `visible` island starts loading, so it is ready when seen. */
const VISIBLE_MARGIN = '200px';

let hydrator: Promise<typeof HydrateModule> | null = null;
/**
 * React's DOM renderer first, then (in a later task) the hydrator with the router and the app's
 * code: evaluated together they would be one long task on a phone.
 */
const loadHydrator = () =>
  (hydrator ??= import('react-dom/client').then(nextTask).then(() => import('./hydrate')));

/** The page on screen: its islands and its header's menus (a swap puts another in, page-swap.ts). */
interface ScreenPage {
  islands: PageIsland[];
  header: HTMLElement | null;
  menus: HeaderMenus | null;
  /** Whether its islands that hydrate on load have. */
  hydrated: boolean;
}

let onScreen: ScreenPage = { islands: [], header: null, menus: null, hydrated: false };

/** `page` is now the one on screen: the header menus of the one before are closed and let go. */
function putOnScreen(page: ScreenPage): void {
  onScreen.menus?.closeAll();
  onScreen.menus?.detach();
  page.menus = page.header ? attachHeaderMenus(page.header) : null;
  onScreen = page;
  document.documentElement.toggleAttribute('data-hydrated', page.hydrated);
}

function findIslands(root: HTMLElement): PageIsland[] {
  // A page written for another address (a query string the pre-rendered page did not have): its
  // page content is rendered afresh, from the address.
  const writtenFor = root.dataset.prerendered;
  const otherAddress =
    writtenFor !== undefined && (writtenFor !== location.pathname || location.search !== '');
  const signedIn = hasSessionHint();
  return [...root.querySelectorAll<HTMLElement>('[data-island]')].map((element) => {
    const name = element.dataset.island ?? '';
    const fresh = otherAddress && name === ('page' satisfies IslandName);
    let on = (element.dataset.hydrateOn ?? 'load') as HydrateOn;
    if (on === 'session') on = signedIn ? 'load' : 'touch';
    if (fresh) on = 'load';
    return { element, on, fresh, held: noHeldInput(), done: null, hydrated: false };
  });
}

function hydrate(island: PageIsland): Promise<void> {
  // From here on the island's HTML is React's: code that writes into the page leaves it alone.
  island.element.dataset.live = '';
  island.done ??= loadHydrator()
    .then(async ({ hydrateIsland }) => {
      // Evaluating React and starting on the island are two pieces of work: not one task.
      await nextTask();
      return hydrateIsland(island.element, island.fresh);
    })
    .then(() => {
      island.hydrated = true;
      // Said on the element too: what waits for the island to respond (a test) can see it.
      island.element.dataset.started = '';
      replayHeldInput(island.held);
    })
    .catch((error: unknown) => {
      // Its code is of an older build (the site was deployed since the page loaded): the page,
      // reloaded, is the new one. Not over what the visitor typed or ticked, which would be lost.
      if (isStaleBuildError(error) && !holdsVisitorInput(document) && reloadForNewBuild()) return;
      // The island stays the server's HTML (its links still work); held input is dropped.
      console.error(`island ${island.element.dataset.island ?? ''} could not start`, error);
    })
    .finally(() => {
      delete island.element.dataset.pending;
    });
  return island.done;
}

const islandOf = (target: EventTarget | null): PageIsland | undefined =>
  target instanceof Node ? onScreen.islands.find((island) => island.element.contains(target)) : undefined;

/**
 * Whether `target` is inside a link to another page (which the browser follows as HTML, even in an
 * island React has taken over). Pressing it leads away: starting the island then would only hold up
 * the next page, whose commit waits for this page's main thread.
 */
function leadsAway(target: EventTarget | null): boolean {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return false;
  if (link.target !== '' && link.target !== '_self') return true;
  return link.origin !== location.origin || link.pathname !== location.pathname;
}

/**
 * Input inside an island not yet hydrated starts its hydration; what React must see is held. Listens
 * on the document, for whichever page is on screen.
 */
function listenForTouches(): void {
  // What the pointer pressed last when that led away: the focus the press gives the link too.
  let pressedAway: Node | null = null;
  const start = (event: Event) => {
    if (event.type === 'pointerdown' || event.type === 'touchstart') {
      pressedAway = leadsAway(event.target) && event.target instanceof Node ? event.target : null;
      if (pressedAway) return;
    }
    // A link focused from the keyboard stays a sign of intent: the next Tab may reach the island's
    // controls.
    if (event.type === 'focusin' && event.target instanceof Node && event.target.contains(pressedAway))
      return;
    const island = islandOf(event.target);
    if (island && !island.hydrated) void hydrate(island);
  };
  for (const type of ['pointerdown', 'touchstart', 'focusin', 'keydown']) {
    document.addEventListener(type, start, { capture: true, passive: true });
  }
  // A pointer over an island: its code will likely be wanted, so fetch what all islands share.
  document.addEventListener(
    'pointerover',
    (event) => {
      if (islandOf(event.target) && !leadsAway(event.target)) void loadHydrator();
    },
    { capture: true, passive: true },
  );
  document.addEventListener(WAKE_ISLAND_EVENT, (event) => {
    const name = (event as CustomEvent<IslandName>).detail;
    for (const island of onScreen.islands) if (island.element.dataset.island === name) void hydrate(island);
  });
  for (const type of HELD_EVENT_TYPES) {
    document.addEventListener(
      type,
      (event) => {
        const island = islandOf(event.target);
        if (!island || island.hydrated) return;
        if (!holdInput(event, island.held)) return;
        // What the held tap will show, where the island has a view of it (data-pending-view): on
        // screen at once, until React is there to show the real thing.
        if (event.type === 'click') island.element.dataset.pending = '';
        void hydrate(island);
      },
      { capture: true },
    );
  }
}

function whenVisible(islands: PageIsland[]): void {
  if (islands.length === 0) return;
  // display: contents gives an island's own element no box: its children are what is observed.
  const owners = new Map<Element, PageIsland>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const island = owners.get(entry.target);
        if (!entry.isIntersecting || !island) continue;
        for (const child of island.element.children) observer.unobserve(child);
        void hydrate(island);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const island of islands) {
    for (const child of island.element.children) {
      owners.set(child, island);
      observer.observe(child);
    }
  }
}

/**
 * Calls `begin` once the page's largest element is on screen (its largest-contentful-paint entry;
 * a second after the load event where that is never reported, as in Safari or a background tab),
 * or at the visitor's first input if that comes sooner: until then the phone's bandwidth and main
 * thread go to what the first paint needs (stylesheets, fonts, the hero image).
 */
function afterFirstPaint(begin: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    begin();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    // Entries are delivered after the paint they describe.
    new PerformanceObserver(once).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  addEventListener('load', () => setTimeout(once, 1000), { once: true });
  for (const type of ['pointerdown', 'keydown', 'touchstart']) {
    addEventListener(type, once, { once: true, capture: true, passive: true });
  }
}

/**
 * Highlights the code of a post's body, which needs the highlighter but not React: once a code
 * block comes near the viewport (highlighting is a long task on a phone, not worth doing for code
 * the reader never scrolls to).
 */
function highlightPostCode(): void {
  const blocks = [...document.querySelectorAll<HTMLElement>('[data-post-content] pre')].filter((block) =>
    block.querySelector('code[class*="language-"]'),
  );
  if (blocks.length === 0) return;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      import('@/features/blog/utils/code-highlighter')
        .then(async ({ codeBlocksToHighlight, highlightCodeBlock }) => {
          // The highlighter's code is evaluated in one task, each block highlighted in one of its own.
          for (const post of document.querySelectorAll<HTMLElement>('[data-post-content]')) {
            for (const code of codeBlocksToHighlight(post)) {
              await nextTask();
              highlightCodeBlock(code);
            }
          }
        })
        .catch((cause: unknown) => console.error('Code highlighting unavailable', cause));
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const block of blocks) observer.observe(block);
}

/**
 * Runs a part of the page that needs no React, loading its code only on a page that has it. The code
 * is evaluated in one task and run in the next: on a phone, parts loaded together would otherwise
 * be one long task.
 */
function runOnPage(selector: string, load: () => Promise<() => void>, failure: string): void {
  if (!document.querySelector(selector)) return;
  load()
    .then(async (run) => {
      await nextTask();
      run();
    })
    .catch((cause: unknown) => console.error(failure, cause));
}

/**
 * Without React, so a page needs none until it is touched: writes the live EUR→RON rate into the
 * prices and rate texts the server wrote at the default rate (the marks of lib/rate-marks.ts), and
 * has a floating button step aside from the part of the page it must not cover.
 */
function startWithoutReact(): void {
  runOnPage(
    '[data-ron-eur], [data-rate-text]',
    () => import('@/features/exchange-rate/rate-on-page').then((module) => module.showLiveRate),
    'The live exchange rate could not be shown',
  );
  runOnPage(
    '[data-floating-avoid]',
    () =>
      import('@/features/contact/components/step-aside').then(
        (module) => () => module.attachStepAside(document),
      ),
    'The floating button could not step aside',
  );
}

/** Marks the document as responding as a whole: the islands of `page` that hydrate on load have. */
function markHydrated(page: ScreenPage): void {
  page.hydrated = true;
  if (page === onScreen) document.documentElement.dataset.hydrated = '';
}

/**
 * Starts the page in `root`: its header menus and accordions now, its islands each at its moment,
 * and (when `begin` says the first paint is there) what waits for it.
 */
function startPage(root: HTMLElement, begin: (work: () => void) => void): void {
  // The header's menus and the accordions are not React on these pages: they work from here on.
  for (const accordion of root.querySelectorAll<HTMLElement>('[data-accordion]')) attachAccordion(accordion);
  // An island a swap left on screen (equal on both pages) is the same island, hydrated or not.
  const previous = new Map(onScreen.islands.map((island) => [island.element, island]));
  const islands = findIslands(root).map((island) => previous.get(island.element) ?? island);
  const header = root.querySelector<HTMLElement>('header[data-header-menus]');
  const page: ScreenPage = { islands, header, menus: null, hydrated: false };
  putOnScreen(page);
  whenVisible(islands.filter((island) => island.on === 'visible' && island.done === null));
  const onLoad = islands.filter((island) => island.on === 'load');
  if (onLoad.length === 0) markHydrated(page);
  begin(() => {
    highlightPostCode();
    startWithoutReact();
    if (onLoad.length === 0) return;
    void Promise.all(onLoad.map(hydrate)).then(() => markHydrated(page));
  });
}

/** Links marked `data-swap` put their page in place of this one, without a new document. */
function startPageSwaps(): void {
  runOnPage(
    'a[data-swap]',
    () =>
      import('./page-swap').then(
        (module) => () =>
          module.startPageSwaps<ScreenPage>({
            current: () => onScreen,
            // Called once the swapped-in page is painted: what waits for a first paint starts now.
            start: (root) => startPage(root, (work) => work()),
            resume: putOnScreen,
          }),
      ),
    'Links load their pages as documents',
  );
}

function start(): void {
  const root = document.getElementById('root');
  // A page the server could not write (its shell, with the content as plain HTML for readers
  // without JavaScript): the app renders it.
  if (root?.dataset.prerendered === undefined) {
    void import('@/main');
    return;
  }
  listenForTouches();
  startPage(root, (work) =>
    afterFirstPaint(() => {
      work();
      startPageSwaps();
    }),
  );
}

// The browser evaluates this module in the task that ends the parsing of the page, with the page's
// first style computation: the runtime starts in a task of its own.
void nextTask().then(start);
