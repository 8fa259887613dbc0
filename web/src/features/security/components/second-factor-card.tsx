import { KeyRound, RefreshCw, ShieldCheck, ShieldOff } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ListFailure, ListLoading } from '@/components/ui/list-states';
import type { SecondFactorStatus } from '@/features/security/api/security-api';
import { securityTexts } from '@/features/security/security-texts';
import { SetPasswordLink } from './set-password-link';
import styles from './security.module.css';

const t = securityTexts.status;

/** Few enough recovery codes left that it is time to make new ones. */
const LOW_RECOVERY_CODES = 3;

interface SecondFactorCardProps {
  status: SecondFactorStatus | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** Set while a setup is open or being started: the button that starts one is not offered again. */
  setupOpen: boolean;
  starting: boolean;
  startError: string | null;
  onStart: () => void;
  onRegenerate: () => void;
  onDisable: () => void;
}

/** Whether the second factor is on, how many recovery codes are left, and what can be done about it. */
export function SecondFactorCard(props: SecondFactorCardProps) {
  const { status, loading, failed, onRetry } = props;
  return (
    <section className={styles.card} aria-labelledby="second-factor-title" aria-busy={loading || undefined}>
      <div className={styles.cardHead}>
        <span className={styles.cardIcon} aria-hidden="true">
          <ShieldCheck size={22} />
        </span>
        <h2 id="second-factor-title" className={styles.sectionTitle}>
          {t.title}
        </h2>
        {status ? (
          <span className={styles.pill} data-on={status.totp}>
            {status.totp ? t.on : t.off}
          </span>
        ) : null}
      </div>
      {loading ? <ListLoading text={t.loading} /> : null}
      {failed ? (
        <ListFailure
          message={securityTexts.errors.load}
          retryLabel={securityTexts.errors.tryAgain}
          onRetry={onRetry}
        />
      ) : null}
      {status ? <StatusBody {...props} status={status} /> : null}
    </section>
  );
}

function StatusBody({
  status,
  setupOpen,
  starting,
  startError,
  onStart,
  onRegenerate,
  onDisable,
}: SecondFactorCardProps & { status: SecondFactorStatus }) {
  if (!status.totp && !status.passwordSet) {
    return (
      <>
        <p className={styles.muted}>{t.noPassword}</p>
        <SetPasswordLink />
      </>
    );
  }
  if (!status.totp) {
    return (
      <>
        <p className={styles.muted}>{t.offText}</p>
        {startError ? <Alert tone="error">{startError}</Alert> : null}
        {setupOpen ? null : (
          <div className={styles.actions}>
            <Button variant="primary" onClick={onStart} disabled={starting}>
              <KeyRound aria-hidden="true" size={17} />
              {starting ? t.settingUp : t.setUp}
            </Button>
          </div>
        )}
      </>
    );
  }
  const low = status.recoveryCodesLeft <= LOW_RECOVERY_CODES;
  return (
    <>
      <p className={styles.muted}>{t.onText}</p>
      <p className={styles.recoveryLeft} data-low={low}>
        {t.recoveryLeft(status.recoveryCodesLeft)}
      </p>
      {low ? <Alert tone="info">{t.recoveryLow}</Alert> : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onRegenerate}>
          <RefreshCw aria-hidden="true" size={17} />
          {t.regenerate}
        </Button>
        <Button variant="secondary" onClick={onDisable}>
          <ShieldOff aria-hidden="true" size={17} />
          {t.disable}
        </Button>
      </div>
    </>
  );
}
