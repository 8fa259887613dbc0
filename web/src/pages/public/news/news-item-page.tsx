import { ArrowLeft, FileQuestion } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import type { NewsItem } from '@/features/news/api/news-api';
import { useNewsItem } from '@/features/news/api/use-news';
import { NewsDate } from '@/features/news/components/news-date';
import { NewsState } from '@/features/news/components/news-state';
import { NewsTags } from '@/features/news/components/news-tags';
import { newsItemFromLinkState, newsItemLinkState, newsItemPath } from '@/features/news/news-paths';
import { newsTexts } from '@/features/news/news-texts';
import { metaDescriptionOf, paragraphsOf } from '@/features/news/utils/news-text';
import { paths } from '@/lib/paths';
import { ro } from '@/lib/texts/ro';
import { useDocumentTitle, usePageMeta } from '@/lib/use-document-title';
import { newsPageContent as c } from './news-content';
import styles from './news-item-page.module.css';

const t = newsTexts.item;

/**
 * /news/{id}/{slug}: one article. The id finds it; an address without the slug, or with an old one
 * (the title changed), is replaced by the article's own, so there is one address to share.
 */
export function NewsItemPage() {
  const { id = '', slug } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { remote, retry } = useNewsItem(id, newsItemFromLinkState(location.state));
  const item = remote.status === 'ready' ? remote.data : null;
  const notFound = remote.status === 'error' && remote.error.status === 404;

  useEffect(() => {
    if (item && item.slug && item.slug !== slug) {
      void navigate(newsItemPath(item), { replace: true, state: newsItemLinkState(item) });
    }
  }, [item, slug, navigate]);

  if (item) return <NewsArticle item={item} />;
  if (remote.status === 'loading') return <ArticleLoading />;
  return notFound ? <ArticleNotFound /> : <ArticleFailed onRetry={retry} />;
}

function NewsArticle({ item }: { item: NewsItem }) {
  usePageMeta(item.title, metaDescriptionOf(item.description) || c.metaDescription, { asArticle: true });
  return (
    <>
      <article aria-labelledby="news-article-title">
        <header className={styles.header}>
          <Container narrow className={styles.headerInner}>
            <BackLink />
            <h1 id="news-article-title" className={styles.title}>
              {item.title}
            </h1>
            <div className={styles.meta}>
              <NewsDate time={item.createdAt} label={newsTexts.published} />
              <NewsTags tags={item.tags} label={t.tagsLabel} linked />
            </div>
          </Container>
        </header>
        <Container narrow className={styles.body}>
          {paragraphsOf(item.description).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Container>
      </article>
      <Container narrow>
        <p className={styles.footer}>
          <BackLink />
        </p>
      </Container>
      <Container>
        <ContactCtaBand id="news-cta" texts={c} next={{ to: paths.packages, label: c.ctaPackages }} />
      </Container>
    </>
  );
}

function BackLink() {
  return (
    <Link to={paths.news} className={styles.back}>
      <ArrowLeft aria-hidden="true" size={18} />
      {t.back}
    </Link>
  );
}

function ArticleLoading() {
  useDocumentTitle(ro.pageTitles.newsItem);
  return (
    <Container narrow className={styles.message}>
      <NewsState kind="loading" message={t.loading} />
    </Container>
  );
}

function ArticleFailed({ onRetry }: { onRetry: () => void }) {
  useDocumentTitle(ro.pageTitles.newsItem);
  return (
    <Container narrow className={styles.message}>
      <NewsState kind="failed" title={t.failedTitle} titleIsHeading message={t.failed} onRetry={onRetry}>
        <ButtonLink to={paths.news} variant="secondary">
          {t.toList}
        </ButtonLink>
      </NewsState>
    </Container>
  );
}

function ArticleNotFound() {
  useDocumentTitle(t.notFound);
  return (
    <Container narrow className={styles.message}>
      <section className={styles.notFound} aria-labelledby="news-not-found">
        <span className={styles.notFoundIcon} aria-hidden="true">
          <FileQuestion size={32} />
        </span>
        <h1 id="news-not-found" lang="en">
          {t.notFound}
        </h1>
        <p>{t.notFoundHint}</p>
        <ButtonLink to={paths.news} variant="primary">
          <ArrowLeft aria-hidden="true" size={18} />
          {t.toList}
        </ButtonLink>
      </section>
    </Container>
  );
}
