import { Eye, Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { blogPostPath, editBlogPostPath } from '@/features/blog-admin/utils/blog-admin-paths';
import styles from './blog-admin.module.css';

const t = blogAdminTexts.list;

interface BlogPostActionsProps {
  post: BlogPost;
  /** table: icons with names for assistive technology and a tooltip; card: icons with words. */
  layout: 'table' | 'card';
  onDelete: (post: BlogPost) => void;
}

/** View, Edit and Delete for one post; each named after the post. */
export function BlogPostActions({ post, layout, onDelete }: BlogPostActionsProps) {
  const compact = layout === 'table';
  const word = (text: string) => (compact ? null : <span>{text}</span>);
  return (
    <div className={compact ? styles.actions : styles.cardActions}>
      <Link
        to={blogPostPath(post.id)}
        className={styles.action}
        aria-label={t.action.view(post.title)}
        title={compact ? t.actionShort.view : undefined}
      >
        <Eye aria-hidden="true" size={17} />
        {word(t.actionShort.view)}
      </Link>
      <Link
        to={editBlogPostPath(post.id)}
        className={styles.action}
        aria-label={t.action.edit(post.title)}
        title={compact ? t.actionShort.edit : undefined}
      >
        <Pencil aria-hidden="true" size={17} />
        {word(t.actionShort.edit)}
      </Link>
      <button
        type="button"
        className={styles.action}
        data-intent="danger"
        aria-label={t.action.delete(post.title)}
        title={compact ? t.actionShort.delete : undefined}
        onClick={() => onDelete(post)}
      >
        <Trash2 aria-hidden="true" size={17} />
        {word(t.actionShort.delete)}
      </button>
    </div>
  );
}
