import { ArrowLeft, Mail, Newspaper, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { PagePagination } from '@/components/ui/page-pagination';
import type { BlogPage } from '@/features/blog/api/blog-api';
import { BLOG_LIST_ERROR, BLOG_PAGE_SIZE } from '@/features/blog/api/blog-api';
import { blogListPath } from '@/features/blog/blog-paths';
import { blogTexts } from '@/features/blog/blog-texts';
import { BlogCard, BlogCardSkeleton } from '@/features/blog/components/blog-card';
import { paths } from '@/lib/paths';
import type { RemoteData } from '@/lib/use-remote-data';
import { blogPageContent as c } from './blog-content';
import styles from './blog-list-page.module.css';

const pagerLabels = {
  nav: blogTexts.pagination,
  previous: blogTexts.previous,
  next: blogTexts.next,
  page: blogTexts.pageLabel,
};

interface BlogListResultsProps {
  posts: RemoteData<BlogPage>;
  onRetry: () => void;
  page: number;
  tag: string | null;
}

/** The list's posts in each state: loading, failed (with a retry), empty, or the cards and their pages. */
export function BlogListResults({ posts, onRetry, page, tag }: BlogListResultsProps) {
  if (posts.status === 'loading')
    return (
      <>
        <p role="status" className="visually-hidden">
          {blogTexts.loadingPosts}
        </p>
        <div className={styles.grid}>
          {Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => (
            <BlogCardSkeleton key={index} />
          ))}
        </div>
      </>
    );

  if (posts.status === 'error')
    return (
      <div className={styles.failure}>
        <Alert tone="error">{BLOG_LIST_ERROR}</Alert>
        <Button variant="secondary" onClick={onRetry}>
          <RefreshCw aria-hidden="true" size={18} />
          {blogTexts.retry}
        </Button>
      </div>
    );

  const { data, totalPages } = posts.data;
  if (data.length === 0) {
    if (page > 1)
      return (
        <EmptyState title={c.emptyPageTitle} text={c.emptyPageText}>
          <ButtonLink to={blogListPath({ tag })} variant="primary">
            <ArrowLeft aria-hidden="true" size={18} />
            {c.toFirstPage}
          </ButtonLink>
        </EmptyState>
      );
    if (tag)
      return (
        <EmptyState title={c.emptyTaggedTitle(tag)} text={c.emptyTaggedText}>
          <ButtonLink to={blogListPath()} variant="primary">
            {blogTexts.allPosts}
          </ButtonLink>
        </EmptyState>
      );
    return (
      <EmptyState title={c.emptyTitle} text={c.emptyText}>
        <ButtonLink to={paths.contact} variant="primary">
          <Mail aria-hidden="true" size={18} />
          {c.ctaContact}
        </ButtonLink>
      </EmptyState>
    );
  }

  return (
    <>
      <div className={styles.grid}>
        {data.map((post) => (
          <BlogCard key={post.id} post={post} />
        ))}
      </div>
      <PagePagination
        page={page}
        totalPages={totalPages}
        labels={pagerLabels}
        hrefOf={(n) => blogListPath({ page: n, tag })}
      />
    </>
  );
}

function EmptyState({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <Newspaper size={28} />
      </span>
      <h3 className={styles.emptyTitle}>{title}</h3>
      <p>{text}</p>
      {children}
    </div>
  );
}
