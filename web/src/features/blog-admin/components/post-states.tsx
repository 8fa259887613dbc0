import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { paths } from '@/lib/paths';
import styles from './blog-admin.module.css';

/** 'Loading...' while a post is read. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className={styles.state} role="status">
      <Spinner />
      {text}
    </div>
  );
}

/** A post that cannot be shown: why, and the way back to the list. */
export function FailureState({ text }: { text: string }) {
  return (
    <div className={styles.state}>
      <Alert tone="error">{text}</Alert>
      <Link to={paths.dashboard.blog} className={styles.back}>
        <ArrowLeft aria-hidden="true" size={16} />
        {blogAdminTexts.detail.backToList}
      </Link>
    </div>
  );
}
