/**
 * Quality checks of one loaded page, each returning the problems it found as readable lines
 * (an empty list when the page is fine), so that one failing test lists everything wrong with a page
 * at once instead of stopping at the first assertion.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** How long the rendered images of a page may take to load, all together. */
const IMAGE_TIMEOUT_MS = 10_000;

/** axe-core's impacts that fail the build: a public page may have no serious or critical violation. */
const BLOCKING_IMPACTS = ['serious', 'critical'];

/** Runs axe-core (the npm package, injected into the page) and lists its serious and critical violations. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Colours are judged as they settle: mid-way through a dialog's fade-in its button's text and
  // background are blended with the page behind (endless animations, like a spinner, never settle).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join('; ')}`,
      ),
    }));
  });
  return violations
    .filter((v) => BLOCKING_IMPACTS.includes(v.impact))
    .flatMap((v) => [
      `axe [${v.impact}] ${v.id}: ${v.help}`,
      ...v.nodes.slice(0, 5).map((node) => `    ${node}`),
      ...(v.nodes.length > 5 ? [`    … and ${v.nodes.length - 5} more`] : []),
    ]);
}

/**
 * Every <img>: alt present (alt="" marks a decorative one), width and height attributes (no layout
 * shift), and, when it is rendered, actually loaded. Lazy images are scrolled into view first so they
 * load; images of hidden slides or closed dialogs only need the attributes.
 */
export async function imageProblems(page: Page): Promise<string[]> {
  return page.evaluate(async (timeoutMs) => {
    const problems: string[] = [];
    const images = Array.from(document.querySelectorAll('img'));
    const nameOf = (img: HTMLImageElement) => img.getAttribute('src') ?? '(no src)';
    for (const img of images) {
      if (!img.hasAttribute('alt')) problems.push(`img ${nameOf(img)}: no alt attribute`);
      if (!img.hasAttribute('width') || !img.hasAttribute('height'))
        problems.push(`img ${nameOf(img)}: no width/height attributes`);
    }
    const rendered = images.filter((img) => img.getClientRects().length > 0);
    // Bring each into view for a frame so that lazy ones start loading, then wait for all of them together.
    const nextFrame = () =>
      new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const img of rendered) {
      img.scrollIntoView({ block: 'center' });
      await nextFrame();
    }
    const settled = (img: HTMLImageElement) =>
      img.decode().then(
        () => true,
        () => false,
      );
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), timeoutMs));
    const loaded = await Promise.race([Promise.all(rendered.map(settled)), timeout]);
    rendered.forEach((img, index) => {
      const ok = loaded !== 'timeout' ? loaded[index] : img.complete;
      if (!ok || img.naturalWidth === 0)
        problems.push(`img ${nameOf(img)}: not loaded (broken or never fetched)`);
    });
    window.scrollTo(0, 0);
    return problems;
  }, IMAGE_TIMEOUT_MS);
}

/** Nothing may stick out sideways: names the widest offenders when the page scrolls horizontally. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= viewport) return [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${Array.from(el.classList).join('.')}` : ''}`;
    const offenders = Array.from(document.body.querySelectorAll('*'))
      .map((el) => ({ el, right: el.getBoundingClientRect().right }))
      .filter(({ right }) => right > viewport + 1)
      // The innermost offenders are the causes; their ancestors only inherit the width.
      .filter(({ el }, _, all) => !all.some((other) => other.el !== el && el.contains(other.el)))
      .slice(0, 5)
      .map(({ el, right }) => `${describe(el)} ends at ${Math.round(right)} px`);
    return [`page is ${scrollWidth} px wide in a ${viewport} px window: ${offenders.join(', ')}`];
  });
}

/** From this window width the dashboard's tables are shown whole, none scrolling sideways. */
const WHOLE_TABLES_FROM_PX = 1200;

/**
 * What does not fit on a dashboard screen: the page wider than its window, a form control sticking
 * out of its field and, on a wide screen, a table wider than the box it scrolls in (a list must show
 * all its columns, its actions included).
 */
export async function dashboardLayoutProblems(page: Page): Promise<string[]> {
  const wide = (page.viewportSize()?.width ?? 0) >= WHOLE_TABLES_FROM_PX;
  return [
    ...(await horizontalOverflow(page)),
    ...(await controlsSpillingOut(page)),
    ...(wide ? await tablesScrollingSideways(page) : []),
  ];
}

/**
 * Every shown text box, list of choices or text area wider than the element it sits in (a field in
 * a card): it crosses the card's edge without making the page scroll, so the page's width alone
 * does not show it.
 */
async function controlsSpillingOut(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea',
      ),
    ).flatMap((control) => {
      const box = control.parentElement;
      const own = control.getBoundingClientRect();
      if (!box || own.width === 0) return [];
      const right = box.getBoundingClientRect().right;
      if (own.right <= right + 1) return [];
      const name = control.getAttribute('aria-label') || control.id || control.tagName.toLowerCase();
      return [
        `control "${name}" ends at ${Math.round(own.right)} px, past its box's ${Math.round(right)} px`,
      ];
    }),
  );
}

/** Every table wider than the box it scrolls in, named by its caption. */
async function tablesScrollingSideways(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('table')).flatMap((table) => {
      let box = table.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      if (!box || box.scrollWidth <= box.clientWidth + 1) return [];
      const name = table.querySelector('caption')?.textContent ?? 'a table without a caption';
      return [`table "${name}" is ${box.scrollWidth} px wide in its ${box.clientWidth} px box`];
    }),
  );
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
