import type { MouseEvent } from 'react';
import type { PostHeading } from '../utils/post-html';
import { blogTexts } from '../blog-texts';
import styles from './post-outline.module.css';

/**
 * The sections of a long post, beside it on a wide screen, each a link that scrolls to its heading.
 * The scroll is done here rather than by the address's #fragment: the site scrolls to the top on
 * every history change, which a fragment link is.
 */
export function PostOutline({
  headings,
  className,
}: {
  headings: readonly PostHeading[];
  className?: string;
}) {
  if (headings.length < 2) return null;
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <nav
      className={[styles.outline, className ?? ''].filter(Boolean).join(' ')}
      aria-labelledby="post-outline-title"
    >
      <p id="post-outline-title" className={styles.title}>
        {blogTexts.outline}
      </p>
      <ol className={styles.list}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? styles.sub : undefined}>
            <a href={`#${heading.id}`} onClick={(event) => jump(event, heading.id)}>
              {heading.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
