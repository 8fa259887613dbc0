import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { NewsItem } from '@/features/news/api/news-api';
import { newsItemLinkState, newsItemPath } from '@/features/news/news-paths';
import { newsTexts } from '@/features/news/news-texts';
import styles from './read-more-link.module.css';

/**
 * 'Read more...' to the article, the one link of a list entry: it covers the whole entry (a click
 * anywhere on it opens the article) and its accessible name adds the title, so a list of them
 * still says where each goes. It carries the item, so the article shows at once.
 */
export function ReadMoreLink({ item }: { item: NewsItem }) {
  return (
    <Link to={newsItemPath(item)} state={newsItemLinkState(item)} className={styles.link}>
      <span lang="en">{newsTexts.readMore}</span>
      <span className="visually-hidden">: {item.title}</span>
      <ArrowRight aria-hidden="true" size={16} />
    </Link>
  );
}
