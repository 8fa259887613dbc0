import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PasswordField, TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { securityTexts } from '@/features/security/security-texts';
import { proofCode, validateProof, type ProofValues } from '@/features/security/utils/security-rules';
import { useRequiredFieldsForm } from '@/lib/use-required-fields-form';
import { serverMessageOr } from '@/lib/failure-text';
import styles from './security.module.css';

const t = securityTexts.proof;

export interface ProofDialogTexts {
  title: string;
  body: string;
  submit: string;
  submitting: string;
}

interface ProofDialogProps {
  texts: ProofDialogTexts;
  /** Whether a code (of the app, or a recovery code) is asked for beside the password. */
  withCode: boolean;
  /** The call's fallback text, when the server says nothing of its own. */
  failure: string;
  /** Destructive actions (turning the app off, deleting the account) get the danger button. */
  tone?: 'primary' | 'danger';
  /** Sends the proof; a rejection is shown in the dialog, which stays open for another try. */
  onSubmit: (password: string, code: string | undefined) => Promise<void>;
  onCancel: () => void;
}

/**
 * A change that needs the account's proof: its password, and a code while the second factor is on.
 * The page's checks come first, at their fields; the server's refusal (a wrong password or code)
 * shows above the fields in its own words.
 */
export function ProofDialog({
  texts,
  withCode,
  failure,
  tone = 'primary',
  onSubmit,
  onCancel,
}: ProofDialogProps) {
  const { values, set, error, errors, saving, submit } = useRequiredFieldsForm<ProofValues>({
    initial: () => ({ password: '', code: '' }),
    fieldIds: { password: 'proof-password', code: 'proof-code' },
    validate: (proof) => ({ fields: validateProof(proof, withCode) }),
    save: (proof) => onSubmit(proof.password, withCode ? proofCode(proof.code) : undefined),
    failureMessage: (caught) => serverMessageOr(caught, failure),
  });

  return (
    <Modal
      title={texts.title}
      closeLabel={t.close}
      onClose={onCancel}
      busy={saving}
      size="small"
      describedBy="proof-body"
    >
      <form
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={texts.title}
      >
        <p id="proof-body" className={styles.muted}>
          {texts.body}
        </p>
        {error ? <Alert tone="error">{error}</Alert> : null}
        <PasswordField
          id="proof-password"
          label={t.password}
          error={errors.password}
          value={values.password}
          onChange={(event) => set({ password: event.target.value })}
          autoComplete="current-password"
          showLabel={t.showPassword}
          hideLabel={t.hidePassword}
        />
        {withCode ? (
          <TextField
            id="proof-code"
            label={t.code}
            hint={t.codeHint}
            error={errors.code}
            value={values.code}
            onChange={(event) => set({ code: event.target.value })}
            autoComplete="one-time-code"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={24}
            className={styles.codeInput}
          />
        ) : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t.cancel}
          </Button>
          <Button type="submit" variant={tone} disabled={saving}>
            {saving ? texts.submitting : texts.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
