/**
 * The server renderer's recent pages, by what they were rendered from. A page's markup is a pure
 * function of its address and the answers it carries (the app renders nothing from the clock or
 * the visitor on the server), so the same address with the same answers is the same markup: it is
 * rendered once and served again as long as the content has not changed. Changed content is a
 * different key, so nothing here is ever stale; it saves React's render of the whole page (several
 * milliseconds of the gateway's CPU) on every read the public cache does not answer: with the cache
 * off, or the first read after it expired.
 */
import { createHash } from 'node:crypto';
import type { InitialAnswer } from '@smarthome/service-kit/contracts/page-data';

export type RenderPage = (pagePath: string, initialAnswers: readonly InitialAnswer[]) => Promise<string>;

/** Pages kept: every content page with room to spare, a few megabytes of markup at most. */
const DEFAULT_PAGES = 64;

/**
 * `render`, remembering the latest `pages` results by address and answers (least recently used
 * first out). Renders of the same page at once share one; a render that fails is not remembered.
 */
export function memoizeRenders(render: RenderPage, pages = DEFAULT_PAGES): RenderPage {
  const recent = new Map<string, Promise<string>>();
  return (pagePath, initialAnswers) => {
    // A digest rather than the answers themselves as the key: a post's answers are kilobytes.
    const key = createHash('sha256')
      .update(pagePath)
      .update('\0')
      .update(JSON.stringify(initialAnswers))
      .digest('base64');
    const known = recent.get(key);
    if (known) {
      recent.delete(key);
      recent.set(key, known);
      return known;
    }
    const rendered = render(pagePath, initialAnswers);
    recent.set(key, rendered);
    rendered.catch(() => {
      if (recent.get(key) === rendered) recent.delete(key);
    });
    if (recent.size > pages) recent.delete(recent.keys().next().value!);
    return rendered;
  };
}
