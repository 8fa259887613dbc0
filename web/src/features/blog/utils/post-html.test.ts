import { describe, expect, it } from 'vitest';
import { hasLanguageCode, preparePostHtml, TABLE_SCROLL_CLASS } from './post-html';

/** The prepared HTML in an element of the test's document (the matchers check elements of it). */
function fragmentOf(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = preparePostHtml(html).html;
  return root;
}

describe('preparePostHtml', () => {
  it('moves every heading one level down when the post has an h1, keeping their content', () => {
    const root = fragmentOf('<h1>Titlu</h1><h2>Secțiune <em>nouă</em></h2><h6>Mic</h6>');
    expect(Array.from(root.children).map((el) => el.tagName)).toEqual(['H2', 'H3', 'H6']);
    expect(root.querySelector('h3')!.innerHTML).toBe('Secțiune <em>nouă</em>');
  });

  it('leaves the headings of a post without h1 as they are', () => {
    const root = fragmentOf('<h2>Unu</h2><h3>Doi</h3>');
    expect(Array.from(root.children).map((el) => el.tagName)).toEqual(['H2', 'H3']);
  });

  it('marks images without alt decorative and loads every image lazily', () => {
    const root = fragmentOf(
      '<p><img src="https://img.example/a.jpg"><img src="https://img.example/b.jpg" alt="Releu"></p>',
    );
    const [first, second] = Array.from(root.querySelectorAll('img'));
    expect(first).toHaveAttribute('alt', '');
    expect(second).toHaveAttribute('alt', 'Releu');
    expect(first).toHaveAttribute('loading', 'lazy');
  });

  it('makes code blocks and tables scrollable from the keyboard', () => {
    const root = fragmentOf('<pre><code>x</code></pre><table><tbody><tr><td>1</td></tr></tbody></table>');
    expect(root.querySelector('pre')).toHaveAttribute('tabindex', '0');
    const scroller = root.querySelector('table')!.parentElement!;
    expect(scroller).toHaveClass(TABLE_SCROLL_CLASS);
    expect(scroller).toHaveAttribute('tabindex', '0');
  });
});

describe('preparePostHtml: the outline', () => {
  it('lists the h2 and h3 with unique ids set on them', () => {
    const { html, headings } = preparePostHtml(
      '<h2>Ce contează?</h2><p>x</p><h3>Bateria</h3><h2>Ce contează?</h2><h4>Detaliu</h4><h2> </h2>',
    );
    expect(headings).toEqual([
      { id: 'post-ce-conteaza', text: 'Ce contează?', level: 2 },
      { id: 'post-bateria', text: 'Bateria', level: 3 },
      { id: 'post-ce-conteaza-2', text: 'Ce contează?', level: 2 },
    ]);
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(Array.from(root.querySelectorAll('[id]'), (el) => el.id)).toEqual(headings.map((h) => h.id));
  });

  it('outlines the headings as they are shown, after an h1 moved them down', () => {
    const { headings } = preparePostHtml('<h1>Mare</h1><h2>Mic</h2><h3>Ascuns</h3>');
    expect(headings.map((h) => [h.text, h.level])).toEqual([
      ['Mare', 2],
      ['Mic', 3],
    ]);
  });
});

describe('hasLanguageCode', () => {
  it('tells whether a code block names its language', () => {
    expect(hasLanguageCode('<pre><code class="language-python">x</code></pre>')).toBe(true);
    expect(hasLanguageCode('<pre><code>x</code></pre><p class="language-x">')).toBe(false);
  });
});
