import { ArrowLeft, Newspaper } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { ContactCtaBand } from '@/components/ui/cta-band';
import { PageHero } from '@/components/ui/page-hero';
import { Spinner } from '@/components/ui/spinner';
import { BLOG_POST_ERROR, type BlogPost, type TagCount } from '@/features/blog/api/blog-api';
import { useBlogPost, useBlogTags } from '@/features/blog/api/use-blog';
import { blogPostPath } from '@/features/blog/blog-paths';
import { blogTexts } from '@/features/blog/blog-texts';
import { POST_IMAGE_SIZE } from '@/features/blog/components/blog-card';
import { PostContent } from '@/features/blog/components/post-content';
import { PostMeta } from '@/features/blog/components/post-meta';
import { PostOutline } from '@/features/blog/components/post-outline';
import { PostShareMeta } from '@/features/blog/components/post-share-meta';
import { TagLinks } from '@/features/blog/components/tag-links';
import { preparePostHtml } from '@/features/blog/utils/post-html';
import { shareDescription } from '@/features/blog/utils/share-description';
import { paths } from '@/lib/paths';
import { usePageMeta } from '@/lib/use-document-title';
import { useHydrated } from '@/lib/use-hydrated';
import { blogPageContent, blogPostContent as c } from './blog-content';
import styles from './blog-post-page.module.css';

/**
 * /blog/{id}/{slug}: one post with its date, reading time, tags (with their counts) and picture, its
 * content, and its share metadata. /blog/{id}, or a slug that is not the post's, is replaced by the
 * post's own address once the post has loaded.
 */
export function BlogPostPage() {
  const { id = '', slug } = useParams();
  const { remote: post } = useBlogPost(id);
  const tags = useBlogTags();
  const ready = post.status === 'ready' ? post.data : null;
  const title = ready?.title ?? (post.status === 'error' ? c.errorTitle : c.title);
  usePageMeta(title, ready ? shareDescription(ready.excerpt) : c.metaDescription, {
    asArticle: ready !== null,
  });

  const navigate = useNavigate();
  useEffect(() => {
    if (ready && slug !== ready.slug) void navigate(blogPostPath(ready), { replace: true });
  }, [ready, slug, navigate]);

  if (post.status === 'loading')
    return (
      <>
        <PageHero eyebrow={c.eyebrow} title={c.title} />
        <Container className={styles.status}>
          <p role="status" className={styles.loading}>
            <Spinner size={22} />
            {blogTexts.loadingPost}
          </p>
        </Container>
      </>
    );

  if (post.status === 'error')
    return (
      <>
        <PageHero eyebrow={c.eyebrow} title={c.errorTitle} />
        <Container className={styles.status}>
          <div className={styles.failure}>
            <Alert tone="error">{BLOG_POST_ERROR}</Alert>
            <ButtonLink to={paths.blog} variant="primary">
              <ArrowLeft aria-hidden="true" size={18} />
              {blogTexts.backToBlog}
            </ButtonLink>
          </div>
        </Container>
      </>
    );

  return <PostArticle post={post.data} tagCounts={tags} />;
}

function PostArticle({ post, tagCounts }: { post: BlogPost; tagCounts: readonly TagCount[] }) {
  const content = useMemo(() => preparePostHtml(post.description), [post.description]);
  // The page the server renders carries these tags in its head already, and only the browser knows
  // the site's origin they name.
  const hydrated = useHydrated();
  return (
    <>
      {hydrated ? <PostShareMeta post={post} /> : null}
      <article aria-labelledby="page-title">
        <PageHero eyebrow={c.eyebrow} title={post.title}>
          <div className={styles.heroDetails}>
            <PostMeta post={post} className={styles.meta} />
            <TagLinks tags={post.tags} counts={tagCounts} />
          </div>
        </PageHero>
        <Container className={styles.layout}>
          <div className={styles.body}>
            <Link to={paths.blog} className={styles.back}>
              <ArrowLeft aria-hidden="true" size={18} />
              {blogTexts.backToBlog}
            </Link>
            {post.image_url ? (
              <img className={styles.image} src={post.image_url} alt="" {...POST_IMAGE_SIZE} />
            ) : null}
            <PostContent html={content.html} />
            <footer className={styles.footer}>
              <ButtonLink to={paths.blog} variant="secondary">
                <Newspaper aria-hidden="true" size={18} />
                {blogTexts.backToBlog}
              </ButtonLink>
            </footer>
          </div>
          <PostOutline headings={content.headings} className={styles.outline} />
        </Container>
      </article>
      <Container>
        <ContactCtaBand
          id="blog-post-cta"
          texts={blogPageContent}
          next={{ to: paths.packages, label: blogPageContent.ctaPackages }}
        />
      </Container>
    </>
  );
}
