import { useEffect, useMemo, useRef } from 'react';
import { hasLanguageCode, preparePostHtml } from '../utils/post-html';
import styles from './post-content.module.css';

/**
 * The body of a post: the server's sanitised HTML (nothing in it can run), set as it is, with the
 * site's typography. Code blocks are highlighted once the highlighter has loaded: it is fetched only
 * for a post that has code, so no other page pays for it; until then, or if it fails to load, the
 * code reads as plain text.
 */
export function PostContent({ html }: { html: string }) {
  const prepared = useMemo(() => preparePostHtml(html), [html]);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!hasLanguageCode(prepared)) return;
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
  }, [prepared]);

  return <div ref={root} className={styles.content} dangerouslySetInnerHTML={{ __html: prepared }} />;
}
