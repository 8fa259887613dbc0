import { Plus } from 'lucide-react';
import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { BlogPostsAdmin } from '@/features/blog-admin/components/blog-posts-admin';
import {
  blogListPagePath,
  newBlogPostPath,
  type BlogListState,
} from '@/features/blog-admin/utils/blog-admin-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import styles from '../dashboard-pages.module.css';

const t = blogAdminTexts.list;

/** ?page=N, a whole number from 1; anything else is the first page. */
const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /dashboard/blog (admin only): the posts, 10 a page, the page in the address. */
export function BlogAdminListPage() {
  useDocumentTitle(t.title);
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const navigate = useNavigate();
  const location = useLocation();
  const deleted = (location.state as BlogListState | null)?.deleted;

  // The note of a delete is shown once, not again when the page is reloaded.
  useEffect(() => {
    if (deleted) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [deleted, location.pathname, location.search, navigate]);

  const goToPage = useCallback(
    (target: number) => void navigate(blogListPagePath(target), { replace: true }),
    [navigate],
  );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.lead}>{t.lead}</p>
        </div>
        <ButtonLink to={newBlogPostPath}>
          <Plus aria-hidden="true" size={18} />
          {t.create}
        </ButtonLink>
      </div>
      <BlogPostsAdmin page={page} onPageChange={goToPage} deletedTitle={deleted} />
    </div>
  );
}
