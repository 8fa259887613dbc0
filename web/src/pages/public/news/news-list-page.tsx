import { useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { PagePagination } from '@/components/ui/page-pagination';
import { useNewsList, useNewsTags } from '@/features/news/api/use-news';
import { NewsCard } from '@/features/news/components/news-card';
import { NewsFeatured } from '@/features/news/components/news-featured';
import { NewsState } from '@/features/news/components/news-state';
import { NewsTagFilter } from '@/features/news/components/news-tag-filter';
import { newsListPath, readNewsListQuery } from '@/features/news/news-paths';
import { newsTexts } from '@/features/news/news-texts';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { newsPageContent as c } from './news-content';
import styles from './news-list-page.module.css';

const t = newsTexts.list;
const pagerLabels = {
  nav: newsTexts.pagination.label,
  previous: newsTexts.pagination.previousShort,
  previousLabel: newsTexts.pagination.previous,
  next: newsTexts.pagination.nextShort,
  nextLabel: newsTexts.pagination.next,
  page: newsTexts.pagination.page,
};

/**
 * /news: the tag filter (?tag=), then the items newest first, the first one featured; 12 a page with
 * pagination (?page=), or all of a tag's items on one page.
 */
export function NewsListPage() {
  usePageMeta(c.title, c.metaDescription);
  const [params] = useSearchParams();
  const { page, tag } = readNewsListQuery(params);
  const { remote, retry } = useNewsList(page, tag);
  const tags = useNewsTags();
  const navigate = useNavigate();
  const keepScroll = useListScroll(page, tag);

  const selectTag = (next: string | null) => {
    keepScroll();
    void navigate(newsListPath({ tag: next }));
  };

  return (
    <>
      <PageHero eyebrow={c.eyebrow} title={c.title} lead={c.lead} />
      <Container className={styles.page}>
        <section id="news-list" className={styles.results} aria-labelledby="news-list-title">
          <NewsTagFilter tags={tags} active={tag} onSelect={selectTag} />
          <div className={styles.heading}>
            <h2 id="news-list-title" tabIndex={-1}>
              {tag ? t.tagTitle(tag) : t.allTitle}
            </h2>
            {remote.status === 'ready' && !tag && remote.data.pages > 1 && page <= remote.data.pages ? (
              <p className={styles.pageOf}>{t.pageOf(page, remote.data.pages)}</p>
            ) : null}
          </div>
          <NewsResults remote={remote} retry={retry} page={page} tag={tag} />
        </section>
        <ContactCtaBand id="news-cta" texts={c} next={{ to: paths.packages, label: c.ctaPackages }} />
      </Container>
    </>
  );
}

type ListRemote = ReturnType<typeof useNewsList>['remote'];

function NewsResults({
  remote,
  retry,
  page,
  tag,
}: {
  remote: ListRemote;
  retry: () => void;
  page: number;
  tag: string | null;
}) {
  if (remote.status === 'loading') return <NewsState kind="loading" message={t.loading} />;
  if (remote.status === 'error') return <NewsState kind="failed" message={t.failed} onRetry={retry} />;
  const { items, pages } = remote.data;
  const [featured, ...others] = items;
  if (!featured) {
    if (tag) {
      return (
        <NewsState kind="empty" message={t.emptyTag(tag)}>
          <ButtonLink to={paths.news} variant="secondary">
            {t.showAll}
          </ButtonLink>
        </NewsState>
      );
    }
    if (page > 1) {
      return (
        <NewsState kind="empty" message={t.emptyPage}>
          <ButtonLink to={paths.news} variant="secondary">
            {t.toFirstPage}
          </ButtonLink>
        </NewsState>
      );
    }
    return <NewsState kind="empty" message={t.empty} />;
  }
  return (
    <>
      <NewsFeatured item={featured} newest={page === 1} />
      {others.length > 0 ? (
        <div className={styles.grid}>
          {others.map((item) => (
            <NewsCard key={item.id} item={item} />
          ))}
        </div>
      ) : null}
      {tag ? null : (
        <PagePagination
          page={page}
          totalPages={pages}
          labels={pagerLabels}
          hrefOf={(n) => newsListPath({ page: n })}
          className={styles.pager}
        />
      )}
    </>
  );
}

/**
 * Where the page is after the list changes (the layout scrolls every navigation to the top): a new
 * page of the list shows its top, with the focus on its heading, as a screen reader expects; a tag
 * chosen with the filter leaves the page where it was, under the visitor's pointer. Returns what the
 * filter calls before it navigates.
 */
function useListScroll(page: number, tag: string | null): () => void {
  const savedScroll = useRef<number | null>(null);
  const shown = useRef({ page, tag });
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { page, tag };
    if (previous.page === page && previous.tag === tag) return;
    if (savedScroll.current !== null) {
      window.scrollTo(0, savedScroll.current);
      savedScroll.current = null;
      return;
    }
    document.getElementById('news-list')?.scrollIntoView?.({ block: 'start' });
    document.getElementById('news-list-title')?.focus({ preventScroll: true });
  }, [page, tag]);
  return () => {
    savedScroll.current = window.scrollY;
  };
}
