import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { useBlogPage, useBlogTags } from '@/features/blog/api/use-blog';
import { blogListPath } from '@/features/blog/blog-paths';
import { TagFilter } from '@/features/blog/components/tag-filter';
import { pageFromQuery } from '@/lib/page-items';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { blogPageContent as c } from './blog-content';
import { BlogListResults } from './blog-list-results';
import styles from './blog-list-page.module.css';

/**
 * /blog (?tag=, ?page=): the top 10 tags with their counts as a filter, the posts of the page as
 * cards (6 a page) and the links to the other pages. A failure to load the tags only hides them.
 */
export function BlogListPage() {
  usePageMeta(c.title, c.metaDescription);
  const [params] = useSearchParams();
  const tag = params.get('tag') || null;
  const page = pageFromQuery(params.get('page'));
  const tags = useBlogTags();
  const { remote: posts, retry } = useBlogPage(page, tag);
  const navigate = useNavigate();
  const { filter, results, resultsTitle } = useFollowListChanges(page, tag);

  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead} />
      <Container>
        <div ref={filter} className={styles.layout}>
          <TagFilter tags={tags} active={tag} onChange={(next) => navigate(blogListPath({ tag: next }))} />
          <section
            ref={results}
            className={styles.results}
            aria-labelledby="blog-posts-title"
            aria-busy={posts.status === 'loading'}
          >
            <div className={styles.resultsHeading}>
              <h2 ref={resultsTitle} id="blog-posts-title" className={styles.resultsTitle} tabIndex={-1}>
                {tag ? c.taggedTitle(tag) : c.postsTitle}
              </h2>
              {tag ? (
                <Link to={blogListPath()} className={styles.clear}>
                  <X aria-hidden="true" size={16} />
                  {c.clearFilter}
                </Link>
              ) : null}
            </div>
            <BlogListResults posts={posts} onRetry={retry} page={page} tag={tag} />
          </section>
        </div>
        <ContactCtaBand id="blog-cta" texts={c} next={{ to: paths.packages, label: c.ctaPackages }} />
      </Container>
    </>
  );
}

/**
 * Where the reader is taken when the list changes under them (the layout scrolls every navigation to
 * the top): a new page brings the posts' heading into view and focus, so a screen reader starts at
 * the new posts; a new tag brings the filter into view, leaving focus on the tag just pressed.
 */
function useFollowListChanges(page: number, tag: string | null) {
  const filter = useRef<HTMLDivElement>(null);
  const results = useRef<HTMLElement>(null);
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  const shown = useRef({ page, tag });
  useEffect(() => {
    const before = shown.current;
    shown.current = { page, tag };
    if (before.tag !== tag) filter.current?.scrollIntoView({ block: 'start' });
    else if (before.page !== page) {
      results.current?.scrollIntoView({ block: 'start' });
      resultsTitle.current?.focus({ preventScroll: true });
    }
  }, [page, tag]);
  return { filter, results, resultsTitle };
}
