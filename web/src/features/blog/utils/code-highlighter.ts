/**
 * Syntax highlighting of a post's code blocks, loaded (with import()) only by a post that has some:
 * highlight.js's core with the editor's ten languages, not the 190 of the full bundle.
 */
import hljs from 'highlight.js/lib/core';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import xml from 'highlight.js/lib/languages/xml';

// The editor's languages by the names its code blocks carry (it calls HTML/XML "markup"). The core
// is shared with the rest of the app (the blueprints register YAML on it): only these are a post's.
const EDITOR_LANGUAGES = { xml, markup: xml, javascript, css, php, ruby, python, java, c, csharp, cpp };
for (const [name, language] of Object.entries(EDITOR_LANGUAGES)) hljs.registerLanguage(name, language);
const isEditorLanguage = (name: string): boolean => Object.hasOwn(EDITOR_LANGUAGES, name);

const LANGUAGE_CLASS = /(?:^|\s)language-([\w+#-]+)/;

/** The `<pre><code class="language-xxx">` elements under `root` that highlighting would change. */
export function codeBlocksToHighlight(root: ParentNode): Element[] {
  return Array.from(root.querySelectorAll('pre code')).filter((code) => {
    const language = LANGUAGE_CLASS.exec(code.className)?.[1]?.toLowerCase();
    return language !== undefined && isEditorLanguage(language) && !code.classList.contains('hljs');
  });
}

/**
 * Highlights one code block in place: its text becomes highlight.js's escaped markup (spans with
 * hljs-* classes). Done on the page's own node, so nothing else of the post (its images) is rebuilt.
 */
export function highlightCodeBlock(code: Element): void {
  const language = LANGUAGE_CLASS.exec(code.className)?.[1]?.toLowerCase();
  if (!language || !isEditorLanguage(language) || code.classList.contains('hljs')) return;
  code.innerHTML = hljs.highlight(code.textContent ?? '', { language, ignoreIllegals: true }).value;
  code.classList.add('hljs');
}

/**
 * Highlights, in place, every `<pre><code class="language-xxx">` under `root` whose language is known.
 * Code of another language, or of none, is left as it is.
 */
export function highlightCodeBlocks(root: ParentNode): void {
  for (const code of codeBlocksToHighlight(root)) highlightCodeBlock(code);
}
