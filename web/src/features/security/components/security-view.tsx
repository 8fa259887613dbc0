import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import { StatusToast } from '@/components/ui/status-toast';
import { deleteMyAccount } from '@/features/security/api/account-data-api';
import {
  useDisableTotp,
  useMySecondFactor,
  useRegenerateRecoveryCodes,
  useStartTotpSetup,
} from '@/features/security/api/security-api';
import { securityTexts } from '@/features/security/security-texts';
import { STATUS_MESSAGE_MS } from '@/lib/business';
import { useStatusMessage } from '@/lib/use-status-message';
import { serverMessageOr } from '@/lib/failure-text';
import { ProofDialog } from './proof-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecondFactorCard } from './second-factor-card';
import { TotpEnrolment, type TotpSetup } from './totp-enrolment';
import { YourDataCard } from './your-data-card';
import styles from './security.module.css';

const t = securityTexts;

type Asking = 'disable' | 'regenerate' | 'delete';

interface SecurityViewProps {
  /** The signed-in account's address, written into the recovery codes' file. */
  email: string;
  /** The dashboard holds the account back until it sets the app up (the profile says so). */
  mustEnrol: boolean;
  /** False for an admin's account, which cannot be deleted (the server refuses it too). */
  deletable: boolean;
  /** The second factor was turned on or off: the page reads the profile again. */
  onSecondFactorChanged: () => void;
  /** The server has taken the deletion: the page signs out and leaves. */
  onAccountDeleted: () => Promise<void>;
  /** Back from confirming with Google (an account of Google alone): the deletion's last question. */
  confirmedWithGoogle?: boolean;
  /** That question was answered or set aside: the page forgets the confirmation's mark. */
  onConfirmationHandled?: () => void;
}

/**
 * The security screen under the page's heading: the second factor (its setup, the recovery codes
 * shown once, turning it off) and the account's data. The status follows the GraphQL cache, which
 * the changes update (security-api.ts).
 */
export function SecurityView({
  email,
  mustEnrol,
  deletable,
  onSecondFactorChanged,
  onAccountDeleted,
  confirmedWithGoogle = false,
  onConfirmationHandled,
}: SecurityViewProps) {
  const { status, loading, failure, reload } = useMySecondFactor();
  const startSetup = useStartTotpSetup();
  const disable = useDisableTotp();
  const regenerate = useRegenerateRecoveryCodes();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState<string | null>(null);
  const [codes, setCodes] = useState<readonly string[] | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const { message, show, clear } = useStatusMessage(STATUS_MESSAGE_MS);
  const required = status ? status.required && !status.totp : mustEnrol;

  const start = async () => {
    setStarting(true);
    setStartError(null);
    clear();
    try {
      setSetup(await startSetup());
    } catch (caught) {
      console.warn(caught);
      setStartError(serverMessageOr(caught, t.errors.start));
    } finally {
      setStarting(false);
    }
  };

  const confirmed = (recoveryCodes: readonly string[]) => {
    setSetup(null);
    setCodes(recoveryCodes);
    show('success', t.messages.enabled);
    onSecondFactorChanged();
  };

  const removeAccount = async (password: string, code: string | undefined) => {
    await deleteMyAccount(password, code);
    await onAccountDeleted();
  };

  const [deletingConfirmed, setDeletingConfirmed] = useState(false);
  const removeConfirmedAccount = async () => {
    setDeletingConfirmed(true);
    try {
      await deleteMyAccount();
      await onAccountDeleted();
    } catch (caught) {
      // The confirmation lapsed (a few minutes) or was used: the card offers it again.
      console.warn(caught);
      show('error', serverMessageOr(caught, t.errors.delete));
      onConfirmationHandled?.();
    } finally {
      setDeletingConfirmed(false);
    }
  };

  return (
    <>
      {required ? (
        <Alert tone="info" title={t.enrolmentRequired.title}>
          {t.enrolmentRequired.body}
        </Alert>
      ) : null}

      {codes ? <RecoveryCodesPanel codes={codes} email={email} onDone={() => setCodes(null)} /> : null}

      <div className={styles.grid}>
        <div className={styles.column}>
          <SecondFactorCard
            status={status}
            loading={loading}
            failed={Boolean(failure)}
            onRetry={reload}
            setupOpen={setup !== null}
            starting={starting}
            startError={startError}
            onStart={() => void start()}
            onRegenerate={() => setAsking('regenerate')}
            onDisable={() => setAsking('disable')}
          />
          {setup ? (
            <TotpEnrolment setup={setup} onConfirmed={confirmed} onCancel={() => setSetup(null)} />
          ) : null}
        </div>
        <YourDataCard
          passwordSet={status?.passwordSet}
          deletable={deletable}
          onDownloaded={() => show('success', t.data.downloaded)}
          onDelete={() => {
            clear();
            setAsking('delete');
          }}
        />
      </div>

      <StatusToast message={message} onDismiss={clear} dismissLabel={t.messages.dismiss} />

      {asking === 'disable' ? (
        <ProofDialog
          texts={t.proof.disable}
          withCode
          tone="danger"
          failure={t.errors.disable}
          onCancel={() => setAsking(null)}
          onSubmit={async (password, code) => {
            await disable(password, code ?? '');
            setAsking(null);
            show('success', t.messages.disabled);
            onSecondFactorChanged();
          }}
        />
      ) : null}
      {asking === 'regenerate' ? (
        <ProofDialog
          texts={t.proof.regenerate}
          withCode
          failure={t.errors.regenerate}
          onCancel={() => setAsking(null)}
          onSubmit={async (password, code) => {
            setCodes(await regenerate(password, code ?? ''));
            setAsking(null);
            show('success', t.messages.regenerated);
          }}
        />
      ) : null}
      {confirmedWithGoogle && deletable && status?.passwordSet === false ? (
        <ConfirmDeleteDialog
          texts={t.data.confirmedWithGoogle}
          closeLabel={t.proof.close}
          question={t.data.confirmedQuestion}
          deleting={deletingConfirmed}
          onCancel={() => onConfirmationHandled?.()}
          onConfirm={() => void removeConfirmedAccount()}
        />
      ) : null}
      {asking === 'delete' ? (
        <ProofDialog
          texts={t.data.confirm}
          withCode={status?.totp === true}
          tone="danger"
          failure={t.errors.delete}
          onCancel={() => setAsking(null)}
          onSubmit={removeAccount}
        />
      ) : null}
    </>
  );
}
