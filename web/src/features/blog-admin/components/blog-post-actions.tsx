import { Eye, Pencil, Trash2 } from 'lucide-react';
import { AdminAction, AdminActions } from '@/components/ui/admin-actions';
import type { BlogPost } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { blogPostPath, editBlogPostPath } from '@/features/blog-admin/utils/blog-admin-paths';

const t = blogAdminTexts.list;

interface BlogPostActionsProps {
  post: BlogPost;
  /** table: icons with names for assistive technology and a tooltip; card: icons with words. */
  layout: 'table' | 'card';
  onDelete: (post: BlogPost) => void;
}

/** View, Edit and Delete for one post; each named after the post. */
export function BlogPostActions({ post, layout, onDelete }: BlogPostActionsProps) {
  const iconOnly = layout === 'table';
  return (
    <AdminActions layout={iconOnly ? 'row' : 'card'}>
      <AdminAction
        to={blogPostPath(post.id)}
        icon={Eye}
        label={t.action.view(post.title)}
        text={t.actionShort.view}
        iconOnly={iconOnly}
      />
      <AdminAction
        to={editBlogPostPath(post.id)}
        icon={Pencil}
        label={t.action.edit(post.title)}
        text={t.actionShort.edit}
        iconOnly={iconOnly}
      />
      <AdminAction
        icon={Trash2}
        intent="danger"
        label={t.action.delete(post.title)}
        text={t.actionShort.delete}
        iconOnly={iconOnly}
        onClick={() => onDelete(post)}
      />
    </AdminActions>
  );
}
