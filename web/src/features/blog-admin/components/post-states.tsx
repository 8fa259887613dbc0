import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { ListState } from '@/components/ui/list-states';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { paths } from '@/lib/paths';
import styles from './blog-admin.module.css';

/** A post that cannot be shown: why, and the way back to the list. */
export function FailureState({ text }: { text: string }) {
  return (
    <ListState>
      <Alert tone="error">{text}</Alert>
      <Link to={paths.dashboard.blog} className={styles.back}>
        <ArrowLeft aria-hidden="true" size={16} />
        {blogAdminTexts.detail.backToList}
      </Link>
    </ListState>
  );
}
