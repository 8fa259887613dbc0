import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useAuth } from '@/features/auth/api/auth-context';
import { isChallengeGone } from '@/features/auth/api/auth-api';
import { ApiError } from '@/lib/api-client';
import { codeProblem, codeToSend, type CodeKind } from '@/lib/one-time-code';
import { roAccount } from '@/lib/texts/ro-account';
import { serverMessageOr } from '@/lib/failure-text';
import styles from './auth-form.module.css';

const t = roAccount.login.secondFactor;

const FIELD_ID = 'second-factor-code';

const fieldText = {
  totp: {
    label: t.totpCode,
    lead: t.totpLead,
    required: t.totpRequired,
    shape: t.totpShape,
    wrong: t.wrongTotp,
  },
  recovery: {
    label: t.recoveryCode,
    lead: t.recoveryLead,
    required: t.recoveryRequired,
    shape: t.recoveryShape,
    wrong: t.wrongRecovery,
  },
} as const;

interface SecondFactorFormProps {
  /** The challenge of the password step (or of the identity provider's redirect). */
  challenge: string;
  /** The challenge can no longer be completed: back to the password step, with this message. */
  onGone: (message: string) => void;
}

/**
 * The second step of a sign-in: a code of the authenticator app, or one of the recovery codes. A
 * wrong code leaves the step open for another try (the server ends the challenge after 5 of them, or
 * after 5 minutes: then the password step comes back). On success the auth state holds the user and
 * the page goes on as after any sign-in.
 */
export function SecondFactorForm({ challenge, onGone }: SecondFactorFormProps) {
  const { completeSecondFactor } = useAuth();
  const [kind, setKind] = useState<CodeKind>('totp');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const text = fieldText[kind];

  const focusField = () => document.getElementById(FIELD_ID)?.focus();

  const switchKind = () => {
    setKind(kind === 'totp' ? 'recovery' : 'totp');
    setCode('');
    setFieldError(null);
    setError(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const problem = codeProblem(kind, code);
    setFieldError(problem ? text[problem] : null);
    if (problem) {
      focusField();
      return;
    }
    setSubmitting(true);
    try {
      await completeSecondFactor(challenge, codeToSend(kind, code));
    } catch (caught) {
      setSubmitting(false);
      if (isChallengeGone(caught)) {
        onGone(t.expired);
        return;
      }
      // A wrong code is said in the page's words; anything else (too many attempts) in the server's.
      const wrong = caught instanceof ApiError && caught.status === 401;
      setError(wrong ? text.wrong : serverMessageOr(caught, roAccount.login.failed));
      setCode('');
      focusField();
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t.formLabel}>
      <div className={styles.stepHeading}>
        <span className={styles.stepIcon} aria-hidden="true">
          {kind === 'totp' ? <ShieldCheck size={22} /> : <KeyRound size={22} />}
        </span>
        <div>
          <h2 className={styles.stepTitle}>{t.title}</h2>
          <p className={styles.stepLead}>{text.lead}</p>
        </div>
      </div>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextField
        // A new field for each kind: the browser's autofill and the focus start afresh.
        key={kind}
        id={FIELD_ID}
        name="code"
        label={text.label}
        error={fieldError}
        hint={kind === 'recovery' ? t.recoveryHint : undefined}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setFieldError(null);
        }}
        autoFocus
        autoCapitalize="off"
        spellCheck={false}
        className={styles.codeInput}
        {...(kind === 'totp'
          ? { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 7 }
          : { inputMode: 'text', autoComplete: 'off', maxLength: 24 })}
      />
      <Button type="submit" variant="primary" block disabled={submitting} className={styles.submit}>
        <ShieldCheck aria-hidden="true" size={18} />
        {submitting ? t.submitting : t.submit}
      </Button>
      <div className={styles.stepLinks}>
        <button type="button" className={styles.linkButton} onClick={switchKind}>
          {kind === 'totp' ? t.useRecovery : t.useTotp}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => onGone('')}>
          {t.back}
        </button>
      </div>
    </form>
  );
}
