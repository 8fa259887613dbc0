import { Download, LogIn, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { downloadMyData, googleConfirmationUrl } from '@/features/security/api/account-data-api';
import { securityTexts } from '@/features/security/security-texts';
import { serverMessageOr } from '@/lib/failure-text';
import styles from './security.module.css';

const t = securityTexts.data;

interface YourDataCardProps {
  /** False for an account of Google alone, which confirms a deletion with Google (unknown while loading). */
  passwordSet: boolean | undefined;
  /** False for an admin's account: the section says it cannot be deleted instead of offering it. */
  deletable: boolean;
  onDownloaded: () => void;
  /** Opens the confirmation of the deletion (the view holds the dialog). */
  onDelete: () => void;
}

/** A copy of the account's data to take away, and the way to delete the account. */
export function YourDataCard({ passwordSet, deletable, onDownloaded, onDelete }: YourDataCardProps) {
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await downloadMyData();
      onDownloaded();
    } catch (caught) {
      console.warn(caught);
      setFailure(serverMessageOr(caught, securityTexts.errors.download));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="your-data-title">
      <div className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true">
          <UserRound size={22} />
        </span>
        <h2 id="your-data-title" className={styles.sectionTitle}>
          {t.title}
        </h2>
      </div>
      <p className={styles.muted}>{deletable ? t.lead : t.leadNotDeletable}</p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void download()} disabled={downloading}>
          <Download aria-hidden="true" size={17} />
          {downloading ? t.downloading : t.download}
        </Button>
      </div>
      <div className={styles.danger}>
        <h3 className={styles.dangerTitle}>{t.deleteTitle}</h3>
        <p className={styles.muted}>{deletable ? t.deleteLead : t.adminNotDeletable}</p>
        {!deletable ? null : passwordSet === false ? (
          <>
            <p className={styles.muted}>{t.deleteWithGoogle}</p>
            <div className={styles.actions}>
              {/* A navigation through Google and back, not a route of this app. */}
              <ButtonLink variant="danger" to={googleConfirmationUrl()} reloadDocument>
                <LogIn aria-hidden="true" size={17} />
                {t.confirmWithGoogle}
              </ButtonLink>
            </div>
          </>
        ) : (
          <div className={styles.actions}>
            <Button variant="danger" onClick={onDelete}>
              <Trash2 aria-hidden="true" size={17} />
              {t.delete}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
