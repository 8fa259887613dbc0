import { Megaphone } from 'lucide-react';
import type { NewsItem } from '@/features/news/api/news-api';
import { newsTexts } from '@/features/news/news-texts';
import { leadingParagraphs } from '@/features/news/utils/news-text';
import { NewsDate } from './news-date';
import { NewsTags } from './news-tags';
import { ReadMoreLink } from './read-more-link';
import styles from './news-featured.module.css';

/** Lines of the featured item shown on the list. */
export const FEATURED_LINES = 3;

interface NewsFeaturedProps {
  item: NewsItem;
  /** It is the newest of all (the list's first page): say so. */
  newest: boolean;
}

/** The first item of the list, given the room of a whole row: its first 3 lines and 'Read more...'. */
export function NewsFeatured({ item, newest }: NewsFeaturedProps) {
  return (
    <article className={styles.featured}>
      <div className={styles.visual} aria-hidden="true">
        <Megaphone size={56} strokeWidth={1.5} />
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          {newest ? <span className={styles.badge}>{newsTexts.latest}</span> : null}
          <NewsDate time={item.createdAt} label={newsTexts.published} />
        </div>
        <h3 className={styles.title}>{item.title}</h3>
        <div className={styles.text}>
          {leadingParagraphs(item.description, FEATURED_LINES).map((line, index) => (
            <p key={index}>{line}</p>
          ))}
        </div>
        <NewsTags tags={item.tags} label={newsTexts.item.tagsLabel} />
        <div>
          <ReadMoreLink item={item} />
        </div>
      </div>
    </article>
  );
}
