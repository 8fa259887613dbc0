import { describe, expect, it } from 'vitest';
import { differingParts, missingStylesheets, readSwappablePage, swapTarget } from './page-swap';

interface PageParts {
  path?: string;
  rootAttributes?: string;
  after?: string;
}

const pageHtml = ({
  path = '/packages/basic',
  rootAttributes,
  after = '',
}: PageParts = {}) => `<!doctype html>
<html lang="ro">
  <head>
    <meta charset="UTF-8" />
    <title>Pachetul Basic – SmartHome Iași</title>
    <meta name="description" content="Pachetul Basic (100 EUR)" />
    <link rel="canonical" href="https://example.ro${path}" />
    <link rel="stylesheet" crossorigin href="/assets/styles-abc.css"><link rel="stylesheet" crossorigin href="/assets/main-1.css" disabled><link rel="stylesheet" crossorigin href="/assets/package-page-2.css" disabled>
  </head>
  <body>
    <div id="root"${rootAttributes ?? ` data-prerendered="${path}"`}><div class="shell"><header>Meniu</header><main><h1>Pachetul Basic</h1></main><footer>Subsol</footer></div></div>${after}
  </body>
</html>`;

describe('readSwappablePage', () => {
  it('reads the root, the head tags that describe the page, the title and the page data', () => {
    const page = readSwappablePage(
      pageHtml({ after: '<script type="application/json" id="initial-content">{"answers":[]}</script>' }),
      '/packages/basic',
    );
    expect(page?.root.dataset.prerendered).toBe('/packages/basic');
    expect(page?.root.querySelector('h1')?.textContent).toBe('Pachetul Basic');
    expect(page?.title).toBe('Pachetul Basic – SmartHome Iași');
    expect(page?.head.map((tag) => tag.outerHTML)).toEqual([
      '<meta name="description" content="Pachetul Basic (100 EUR)">',
      '<link rel="canonical" href="https://example.ro/packages/basic">',
    ]);
    expect(page?.initialContent?.textContent).toBe('{"answers":[]}');
  });

  it('refuses a page written for another address, the app’s shell and a document without a body', () => {
    expect(readSwappablePage(pageHtml({ path: '/packages/premium' }), '/packages/basic')).toBeNull();
    expect(readSwappablePage(pageHtml({ rootAttributes: '' }), '/packages/basic')).toBeNull();
    expect(readSwappablePage('<p>Nu este o pagină</p>', '/packages/basic')).toBeNull();
  });
});

describe('missingStylesheets', () => {
  it('lists the chunk stylesheets the next page links that this document has no link to', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.setAttribute('href', '/assets/main-1.css');
    document.head.append(link);
    try {
      expect(missingStylesheets(pageHtml())).toEqual(['/assets/package-page-2.css']);
    } finally {
      link.remove();
    }
  });
});

describe('swapTarget', () => {
  /** What swapTarget says of a click on a link with `attributes` (on the text inside it, as a tap). */
  function targetOf(
    attributes: Record<string, string>,
    init: MouseEventInit = {},
    handled = false,
  ): string | null {
    const link = document.createElement('a');
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
    const label = document.createElement('span');
    label.textContent = 'Detalii pachet Basic';
    link.append(label);
    document.body.append(link);
    let target: URL | null = null;
    const listener = (event: MouseEvent) => {
      if (handled) event.preventDefault();
      target = swapTarget(event);
      event.preventDefault();
    };
    document.addEventListener('click', listener);
    try {
      label.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    } finally {
      document.removeEventListener('click', listener);
      link.remove();
    }
    return (target as URL | null)?.href ?? null;
  }
  const swap = { href: '/packages/basic', 'data-swap': '' };

  it('takes a plain click on a data-swap link to another page of this site', () => {
    expect(targetOf({ ...swap, href: '/packages/basic#pret' })).toBe(
      `${location.origin}/packages/basic#pret`,
    );
  });

  it('leaves to the browser a modified or handled click, another origin, another window, a download, and links not marked', () => {
    expect(targetOf(swap, { ctrlKey: true })).toBeNull();
    expect(targetOf(swap, { metaKey: true })).toBeNull();
    expect(targetOf(swap, { shiftKey: true })).toBeNull();
    expect(targetOf(swap, { button: 1 })).toBeNull();
    expect(targetOf(swap, {}, true)).toBeNull();
    expect(targetOf({ ...swap, href: 'https://other.example/packages/basic' })).toBeNull();
    expect(targetOf({ ...swap, target: '_blank' })).toBeNull();
    expect(targetOf({ ...swap, download: '' })).toBeNull();
    expect(targetOf({ href: '/packages/basic' })).toBeNull();
    expect(targetOf({ ...swap, href: location.pathname })).toBeNull();
  });
});

describe('differingParts', () => {
  const rootOf = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content.firstElementChild!;
  };

  it('keeps the parts equal on both pages and replaces, whole, those that differ', () => {
    const current = rootOf(
      '<div id="root"><div class="shell"><header>Meniu</header><main><h1>Pachete</h1></main><footer>Subsol</footer></div></div>',
    );
    const next = rootOf(
      '<div id="root"><div class="shell"><header>Meniu</header><main><h1>Basic</h1></main><footer>Subsol</footer></div></div>',
    );
    // Down to the heading's text: the header, the footer and the elements around it stay.
    const parts = differingParts(current, next, 3);
    expect(parts?.map(({ from, to }) => [from.textContent, to.textContent])).toEqual([['Pachete', 'Basic']]);
    expect(parts?.[0]?.from.parentElement?.localName).toBe('h1');
  });

  it('replaces an island whole rather than looking inside it, and an element whose attributes differ', () => {
    const current = rootOf(
      '<div id="root"><div class="shell"><nav class="a"><p>1</p></nav><div data-island="page" data-live=""><p>A</p><p>x</p></div></div></div>',
    );
    const next = rootOf(
      '<div id="root"><div class="shell"><nav class="b"><p>1</p></nav><div data-island="page"><p>B</p><p>x</p></div></div></div>',
    );
    const parts = differingParts(current, next, 3);
    expect(parts?.map(({ to }) => (to as Element).outerHTML)).toEqual([
      '<nav class="b"><p>1</p></nav>',
      '<div data-island="page"><p>B</p><p>x</p></div>',
    ]);
  });

  it('keeps an island React runs when the next page has it with the same props, and only then', () => {
    const island = (name: string, props: string, live: boolean, text: string) =>
      `<div data-island="${name}" data-hydrate-on="session" data-props='${props}'${live ? ' data-live=""' : ''}><p>${text}</p></div>`;
    // The header's account entry sits deeper than the levels compared otherwise.
    const current = rootOf(
      `<div id="root"><header><div><nav><a>Acasă</a></nav><div>${island('account', '{}', true, 'Ana')}</div></div>${island('chat', '{}', false, 'Chat')}</header>` +
        `<aside>${island('account', '{"a":1}', true, 'Ana')}</aside>${island('page', '{}', true, 'Pachete')}</div>`,
    );
    const next = rootOf(
      `<div id="root"><header><div><nav><a>Acasă</a></nav><div>${island('account', '{}', false, 'Conectare')}</div></div>${island('chat', '{}', false, 'Chat nou')}</header>` +
        `<aside>${island('account', '{"a":2}', false, 'Conectare')}</aside>${island('page', '{}', false, 'Basic')}</div>`,
    );
    const parts = differingParts(current, next, 1);
    // The running account entry stays; the one whose props differ, the chat that never started and
    // the page's own island are replaced.
    expect(parts?.map(({ from, to }) => [from.textContent, to.textContent])).toEqual([
      ['Chat', 'Chat nou'],
      ['Ana', 'Conectare'],
      ['Pachete', 'Basic'],
    ]);
  });

  it('answers null when the children do not correspond one to one', () => {
    const current = rootOf('<div id="root"><header></header><main></main></div>');
    const next = rootOf('<div id="root"><main></main></div>');
    expect(differingParts(current, next, 3)).toBeNull();
  });
});
