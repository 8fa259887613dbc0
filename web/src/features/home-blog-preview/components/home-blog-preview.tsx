import { ArrowRight, ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { SectionHeading } from '@/components/ui/section-heading';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/lib/paths';
import { facebookPageUrl } from '@/lib/business-links';
import { blogPreviewTexts as t } from '../blog-preview-texts';
import { useBlogPreview } from '../use-blog-preview';
import { BlogPreviewCard } from './blog-preview-card';
import styles from './home-blog-preview.module.css';

/**
 * The home page's 'Blog' section: up to 3 posts (the featured ones, else the latest), then the links
 * to the blog and to Facebook. While the posts load (and in the pre-rendered HTML) a loading line holds
 * the cards' place; the section disappears on a failure or when there is no post.
 */
export function HomeBlogPreview({ className }: { className?: string }) {
  const state = useBlogPreview();
  const headingId = useId();
  const facebook = facebookPageUrl();
  if (state.status === 'hidden') return null;
  const loading = state.status === 'loading';
  return (
    <section
      className={[className, loading ? styles.loadingSection : ''].filter(Boolean).join(' ')}
      aria-labelledby={headingId}
      aria-busy={loading}
    >
      <Container>
        <SectionHeading id={headingId} title={t.title} lead={t.tagline} center />
        {loading ? (
          <p role="status" className={styles.loading}>
            <Spinner />
            {t.loading}
          </p>
        ) : (
          <ul className={styles.grid}>
            {state.posts.map((post) => (
              <li key={post.id}>
                <BlogPreviewCard post={post} />
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <ButtonLink to={paths.blog} variant="secondary">
            {t.allPosts}
            <ArrowRight aria-hidden="true" size={18} />
          </ButtonLink>
          {facebook ? (
            <a className={styles.external} href={facebook} target="_blank" rel="noopener noreferrer">
              {t.facebook} <span className="visually-hidden">{t.newTab}</span>
              <ExternalLink aria-hidden="true" size={16} />
            </a>
          ) : null}
        </div>
      </Container>
    </section>
  );
}
