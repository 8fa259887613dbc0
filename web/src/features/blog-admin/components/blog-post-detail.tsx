import { ArrowLeft, ExternalLink, Pencil, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import type { BlogPost } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { editBlogPostPath, publicBlogPostPath } from '@/features/blog-admin/utils/blog-admin-paths';
import { formatLongDateTime } from '@/lib/format-en';
import { paths } from '@/lib/paths';
import { FeaturedBadge, ScheduledBadge, TagChips } from './blog-post-badges';
import { DeleteBlogPostDialog } from './delete-blog-post-dialog';
import { useDeleteBlogPostFlow } from './use-delete-blog-post-flow';
import styles from './blog-admin.module.css';

const t = blogAdminTexts.detail;

interface BlogPostDetailProps {
  post: BlogPost;
  /** After the post was deleted. */
  onDeleted: (post: BlogPost) => void;
}

/**
 * One post as the admin sees it: title, badges, tags, dates, and the content as the public page
 * renders it (the server stores it sanitised); Edit, Delete after a confirmation, Back to List.
 */
export function BlogPostDetail({ post, onDeleted }: BlogPostDetailProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const contentId = `${id}-content`;
  const [error, setError] = useState<string | null>(null);
  const deletion = useDeleteBlogPostFlow({ onDeleted, onFailed: setError });

  return (
    <article className={styles.detail} aria-labelledby={titleId}>
      <Link to={paths.dashboard.blog} className={styles.back}>
        <ArrowLeft aria-hidden="true" size={16} />
        {t.backToList}
      </Link>

      <header className={styles.detailHeader}>
        <div className={styles.detailHeading}>
          <h1 id={titleId} className={styles.detailTitle}>
            {post.title}
          </h1>
          {post.featured || post.scheduled ? (
            <div className={styles.badges}>
              {post.featured ? <FeaturedBadge /> : null}
              {post.scheduled ? <ScheduledBadge /> : null}
            </div>
          ) : null}
        </div>
        <div className={styles.detailActions}>
          <ButtonLink to={editBlogPostPath(post.id)} variant="secondary" size="small">
            <Pencil aria-hidden="true" size={16} />
            {t.edit}
          </ButtonLink>
          <Button
            variant="danger"
            size="small"
            onClick={() => {
              setError(null);
              deletion.ask(post);
            }}
          >
            <Trash2 aria-hidden="true" size={16} />
            {t.delete}
          </Button>
        </div>
      </header>

      {error ? (
        <Alert tone="error" onDismiss={() => setError(null)} dismissLabel={blogAdminTexts.list.dismiss}>
          {error}
        </Alert>
      ) : null}

      <dl className={styles.facts}>
        <div>
          <dt>{t.tags}</dt>
          <dd>
            <TagChips tags={post.tags} />
          </dd>
        </div>
        {post.publishedDate ? (
          <div>
            <dt>{t.published}</dt>
            <dd>{formatLongDateTime(post.publishedDate)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t.created}</dt>
          <dd>{formatLongDateTime(post.createdAt)}</dd>
        </div>
        <div>
          <dt>{t.updated}</dt>
          <dd>{formatLongDateTime(post.updatedAt)}</dd>
        </div>
        {post.imageUrl ? (
          <div className={styles.wide}>
            <dt>{t.image}</dt>
            <dd className={styles.url}>{post.imageUrl}</dd>
          </div>
        ) : null}
      </dl>

      <section className={styles.contentSection} aria-labelledby={contentId}>
        <div className={styles.contentHead}>
          <h2 id={contentId}>{t.content}</h2>
          {post.scheduled ? null : (
            <a
              href={publicBlogPostPath(post.id, post.slug)}
              target="_blank"
              rel="noopener noreferrer"
              className={styles.external}
            >
              {t.viewOnSite}
              <ExternalLink aria-hidden="true" size={14} />
            </a>
          )}
        </div>
        {/* Sanitised by the content service when saved: only headings, text, lists, links, images, code. */}
        <div className={styles.postBody} dangerouslySetInnerHTML={{ __html: post.description }} />
      </section>

      {deletion.asking ? (
        <DeleteBlogPostDialog
          title={deletion.asking.entry.title}
          deleting={deletion.asking.busy}
          onCancel={deletion.cancel}
          onConfirm={deletion.confirm}
        />
      ) : null}
    </article>
  );
}
