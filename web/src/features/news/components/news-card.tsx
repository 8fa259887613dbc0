import type { NewsItem } from '@/features/news/api/news-api';
import { newsTexts } from '@/features/news/news-texts';
import { leadingParagraphs } from '@/features/news/utils/news-text';
import { NewsDate } from './news-date';
import { NewsTags } from './news-tags';
import { ReadMoreLink } from './read-more-link';
import styles from './news-card.module.css';

/** An item of the list: date, title, its first line as the excerpt, tags and 'Read more...'. */
export function NewsCard({ item }: { item: NewsItem }) {
  const [excerpt] = leadingParagraphs(item.description, 1);
  return (
    <article className={styles.card}>
      <NewsDate time={item.createdAt} label={newsTexts.published} />
      <h3 className={styles.title}>{item.title}</h3>
      {excerpt ? <p className={styles.excerpt}>{excerpt}</p> : null}
      <NewsTags tags={item.tags} label={newsTexts.item.tagsLabel} />
      <div className={styles.footer}>
        <ReadMoreLink item={item} />
      </div>
    </article>
  );
}
