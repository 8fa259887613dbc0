import { useEffect, useRef } from 'react';
import { hasLanguageCode } from '../utils/post-html';
import styles from './post-content.module.css';

/**
 * The body of a post: the server's sanitised HTML (nothing in it can run) as preparePostHtml
 * adjusted it, with the site's typography. Code blocks are highlighted once the highlighter has loaded: it is fetched only
 * for a post that has code, so no other page pays for it; until then, or if it fails to load, the
 * code reads as plain text. On a page the server wrote, the islands' runtime highlights it
 * (`data-post-content`) without waiting for the page's React.
 */
export function PostContent({ html }: { html: string }) {
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hasLanguageCode(html)) return;
    let active = true;
    import('../utils/code-highlighter').then(
      ({ highlightCodeBlocks }) => {
        if (active && root.current) highlightCodeBlocks(root.current);
      },
      (cause: unknown) => console.error('Code highlighting unavailable', cause),
    );
    return () => {
      active = false;
    };
  }, [html]);

  return (
    <div
      ref={root}
      className={styles.content}
      data-post-content=""
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
