import { SecretField } from '@/components/ui/secret-field';
import { ShownOnce } from '@/components/ui/shown-once';
import { webhooksTexts } from '@/features/webhooks/webhooks-texts';
import styles from './webhooks.module.css';

const t = webhooksTexts.secret;

/** The Standard Webhooks headers every delivery is signed with. */
const SIGNATURE_HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

/** A signing secret the server just gave, for a webhook just created or whose secret was replaced. */
export interface RevealedSecret {
  kind: 'created' | 'rotated';
  secret: string;
  url: string;
}

interface WebhookSecretProps {
  revealed: RevealedSecret;
  /** Done: the secret leaves the page for good. */
  onDone: () => void;
}

/** The signing secret, shown this once (ShownOnce) with Copy, and how a receiver checks a delivery with it. */
export function WebhookSecret({ revealed, onDone }: WebhookSecretProps) {
  return (
    <ShownOnce
      id="webhook-secret"
      title={t[revealed.kind]}
      warning={t.warning}
      focusKey={revealed}
      done={{ label: t.done, onDone }}
    >
      <p className={styles.secretFor}>
        {t.for} <span className={styles.url}>{revealed.url}</span>
      </p>
      <SecretField id="webhook-secret-value" label={t.label} secret={revealed.secret} texts={t} />
      <section className={styles.verify} aria-labelledby="webhook-verify-title">
        <h3 id="webhook-verify-title" className={styles.verifyTitle}>
          {t.verifyTitle}
        </h3>
        <p>
          {t.verify.headers} <code className={styles.inlineCode}>{SIGNATURE_HEADERS[0]}</code>,{' '}
          <code className={styles.inlineCode}>{SIGNATURE_HEADERS[1]}</code> {t.verify.and}{' '}
          <code className={styles.inlineCode}>{SIGNATURE_HEADERS[2]}</code>. {t.verify.library}
        </p>
      </section>
    </ShownOnce>
  );
}
