import { useParams } from 'react-router';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { BlogPostForm } from '@/features/blog-admin/components/blog-post-form';
import { EditBlogPost } from '@/features/blog-admin/components/edit-blog-post';
import { emptyBlogPostForm } from '@/features/blog-admin/utils/blog-post-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';

const t = blogAdminTexts.form;

/** /dashboard/blog/new and /dashboard/blog/:id/edit (admin only): one form, edit mode when there is an id. */
export function BlogAdminFormPage() {
  const { id } = useParams();
  const title = id ? t.editTitle : t.createTitle;
  useDocumentTitle(title);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
      </div>
      {id ? <EditBlogPost key={id} id={id} /> : <BlogPostForm initial={emptyBlogPostForm} />}
    </div>
  );
}
