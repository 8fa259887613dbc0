import { describe, expect, it } from 'vitest';
import hljs from 'highlight.js/lib/core';
import yaml from 'highlight.js/lib/languages/yaml';
import { codeBlocksToHighlight, highlightCodeBlocks } from './code-highlighter';

// Another part of the app (the blueprints) registers YAML on the same highlight.js core: a post
// still leaves YAML alone.
hljs.registerLanguage('yaml', yaml);

const block = (language: string, code: string) =>
  `<pre><code class="language-${language}">${code}</code></pre>`;

/** The first code element of `html` once highlighted. */
function highlighted(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  highlightCodeBlocks(root);
  return root.querySelector('code')!;
}

describe('highlightCodeBlocks', () => {
  it.each([
    ['markup', '&lt;div class="x"&gt;Salut&lt;/div&gt;', 'hljs-tag'],
    ['xml', '&lt;note&gt;&lt;to&gt;Ion&lt;/to&gt;&lt;/note&gt;', 'hljs-tag'],
    ['javascript', 'const total = 500 + 65;', 'hljs-keyword'],
    ['css', '.card { color: red; }', 'hljs-selector-class'],
    ['php', '&lt;?php echo "Salut"; ?&gt;', 'hljs-string'],
    ['ruby', 'def pornire\n  puts "gata"\nend', 'hljs-keyword'],
    ['python', 'def porneste():\n    return True', 'hljs-keyword'],
    ['java', 'public class Casa { }', 'hljs-keyword'],
    ['c', 'int main(void) { return 0; }', 'hljs-type'],
    ['csharp', 'public class Casa { }', 'hljs-keyword'],
    ['cpp', '#include &lt;vector&gt;\nint main() { return 0; }', 'hljs-meta'],
  ])('highlights %s, keeping its text', (language, code, tokenClass) => {
    const plain = document.createElement('div');
    plain.innerHTML = block(language, code);
    const result = highlighted(block(language, code));
    expect(result.querySelector(`.${tokenClass}`)).not.toBeNull();
    expect(result).toHaveClass('hljs');
    expect(result.textContent).toBe(plain.textContent);
  });

  it('leaves code of an unknown language, or of none, untouched', () => {
    const root = document.createElement('div');
    root.innerHTML = `${block('yaml', 'cheie: valoare')}<pre><code>plain</code></pre>`;
    const before = root.innerHTML;
    highlightCodeBlocks(root);
    expect(root.innerHTML).toBe(before);
  });

  it('keeps markup inside the code as text, never as elements', () => {
    const code = highlighted(block('markup', '&lt;img src=x onerror="alert(1)"&gt;'));
    expect(code.querySelector('img')).toBeNull();
    expect(code.textContent).toBe('<img src=x onerror="alert(1)">');
  });
});

describe('codeBlocksToHighlight', () => {
  it('lists the blocks of a known language not yet highlighted, and no others', () => {
    const root = document.createElement('div');
    root.innerHTML =
      block('python', 'x = 1') +
      block('yaml', 'a: 1') +
      '<pre><code>plain</code></pre>' +
      block('css', 'p {}');
    expect(codeBlocksToHighlight(root).map((code) => code.className)).toEqual([
      'language-python',
      'language-css',
    ]);
    highlightCodeBlocks(root);
    expect(codeBlocksToHighlight(root)).toEqual([]);
  });
});
