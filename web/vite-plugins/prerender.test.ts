import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { htmlFileFor, islandsRuntimeOf, pageDocument, pageLinks } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="ro">
  <head>
    <meta
      name="description"
      content="Descrierea site-ului."
    />
    <title>SmartHome Iași</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-A.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-A.js',
    isEntry: true,
    imports: ['_react.js'],
    css: ['assets/index-A.css'],
  },
  'src/rendering/runtime.ts': {
    file: 'assets/islands-I.js',
    isEntry: true,
    imports: ['_menus.js'],
  },
  '_menus.js': { file: 'assets/header-menus-M.js' },
  '_react.js': { file: 'assets/react-R.js' },
  '_card.js': { file: 'assets/card-C.js', imports: ['_react.js'], css: ['assets/card-C.css'] },
  'src/pages/public/faq/faq-page.tsx': {
    file: 'assets/faq-page-F.js',
    src: 'src/pages/public/faq/faq-page.tsx',
    isDynamicEntry: true,
    imports: ['_react.js', '_card.js'],
    css: ['assets/faq-page-F.css'],
  },
};

describe('prerender', () => {
  it('names a file after the page path', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/faq')).toBe('faq.html');
    expect(htmlFileFor('/packages/basic')).toBe('packages/basic.html');
  });

  it('links the page chunk’s stylesheets, leaving out what index.html loads, and none of its code', () => {
    expect(pageLinks(manifest, ['src/pages/public/faq/faq-page.tsx'])).toBe(
      '<link rel="stylesheet" crossorigin href="/assets/card-C.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/faq-page-F.css">',
    );
    expect(pageLinks(manifest, [])).toBe('');
    expect(() => pageLinks(manifest, ['src/pages/public/gone-page.tsx'])).toThrow(/no entry for/);
  });

  it('finds the islands’ runtime and the chunks it imports', () => {
    expect(islandsRuntimeOf(manifest)).toEqual({
      src: '/assets/islands-I.js',
      imports: ['/assets/header-menus-M.js'],
    });
  });

  it('writes the title, the description (escaped), the links and the markup into the template', () => {
    const html = pageDocument(
      TEMPLATE,
      '/faq',
      {
        html: '<main><h1>Întrebări</h1></main>',
        title: 'FAQ – SmartHome Iași',
        description: 'Răspunsuri "clare" & <scurte>',
        sources: [],
      },
      '<link rel="stylesheet" crossorigin href="/assets/faq-page-F.css">',
      islandsRuntimeOf(manifest),
    );
    expect(html).toContain('<title>FAQ – SmartHome Iași</title>');
    expect(html).toContain(
      '<meta name="description" content="Răspunsuri &quot;clare&quot; &amp; &lt;scurte&gt;" />',
    );
    // The page loads the islands' runtime instead of the app.
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/islands-I.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/header-menus-M.js"></head>',
    );
    expect(html).not.toContain('index-A.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/faq-page-F.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-A.css">');
    expect(html).toContain('<div id="root" data-prerendered="/faq"><main><h1>Întrebări</h1></main></div>');
    expect(html).not.toContain('Descrierea site-ului.');
  });

  it('fails the build when the template lost a piece it fills in', () => {
    const page = { html: '', title: 't', description: 'd', sources: [] };
    expect(() =>
      pageDocument(
        TEMPLATE.replace('<div id="root"></div>', '<div id="app"></div>'),
        '/',
        page,
        '',
        islandsRuntimeOf(manifest),
      ),
    ).toThrow(/one empty #root/);
  });
});
