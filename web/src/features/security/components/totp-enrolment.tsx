import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useConfirmTotpSetup } from '@/features/security/api/security-api';
import { securityTexts } from '@/features/security/security-texts';
import { totpCodeError } from '@/features/security/utils/security-rules';
import { ApiError } from '@/lib/api-client';
import { codeToSend, groupSecret } from '@/lib/one-time-code';
import { serverMessageOr } from '@/lib/failure-text';
import { CopyButton } from './copy-button';
import styles from './security.module.css';

const t = securityTexts.enrol;
const CODE_FIELD_ID = 'totp-setup-code';

export interface TotpSetup {
  secret: string;
  qrCodeSvg: string;
}

interface TotpEnrolmentProps {
  setup: TotpSetup;
  onConfirmed: (recoveryCodes: readonly string[]) => void;
  onCancel: () => void;
}

/**
 * The setup of an authenticator app: its QR code and, for typing by hand, the secret in groups of
 * four; then a code of the app turns it on. The QR code is the server's SVG shown as an image (a
 * data: URL), so nothing in it can run or reach the page.
 */
export function TotpEnrolment({ setup, onConfirmed, onCancel }: TotpEnrolmentProps) {
  const confirm = useConfirmTotpSetup();
  const panel = useRef<HTMLElement>(null);
  const secretField = useRef<HTMLTextAreaElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const qrSource = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrCodeSvg)}`;
  const grouped = groupSecret(setup.secret);

  useEffect(() => {
    panel.current?.focus();
  }, [setup]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const problem = totpCodeError(code);
    setCodeError(problem);
    if (problem) {
      document.getElementById(CODE_FIELD_ID)?.focus();
      return;
    }
    setSaving(true);
    try {
      onConfirmed(await confirm(codeToSend('totp', code)));
    } catch (caught) {
      console.warn(caught);
      // A wrong code belongs to the field; anything else to the form.
      if (caught instanceof ApiError && caught.isValidation) setCodeError(caught.message);
      else setFailure(serverMessageOr(caught, securityTexts.errors.confirm));
      setSaving(false);
      document.getElementById(CODE_FIELD_ID)?.focus();
    }
  };

  return (
    <section ref={panel} className={styles.card} aria-labelledby="totp-setup-title" tabIndex={-1}>
      <h2 id="totp-setup-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p>{t.scan}</p>
      <div className={styles.setup}>
        <img className={styles.qr} src={qrSource} alt={t.qrAlt} width={200} height={200} />
        <div className={styles.manual}>
          <p className={styles.muted}>{t.manual}</p>
          <label htmlFor="totp-setup-secret" className={styles.label}>
            {t.secretLabel}
          </label>
          <div className={styles.secretRow}>
            {/* A text area, so that the whole key shows on a narrow screen too, broken between groups. */}
            <textarea
              ref={secretField}
              id="totp-setup-secret"
              className={styles.secret}
              value={grouped}
              readOnly
              rows={2}
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton
              text={setup.secret}
              label={securityTexts.copy.copy}
              copiedLabel={securityTexts.copy.copied}
              failedLabel={securityTexts.copy.copyFailed}
              onFailed={() => secretField.current?.select()}
            />
          </div>
        </div>
      </div>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t.title}>
        <p>{t.enterCode}</p>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          id={CODE_FIELD_ID}
          label={t.code}
          error={codeError}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(undefined);
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className={styles.codeInput}
        />
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={saving}>
            <ShieldCheck aria-hidden="true" size={17} />
            {saving ? t.submitting : t.submit}
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={saving}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </section>
  );
}
