import { SecretField } from '@/components/ui/secret-field';
import { ShownOnce } from '@/components/ui/shown-once';
import { apiTokensTexts } from '@/features/api-tokens/api-tokens-texts';
import type { CreatedToken } from './create-token-form';

const t = apiTokensTexts.secret;

interface NewTokenSecretProps {
  created: CreatedToken;
  /** Done: the secret leaves the page for good. */
  onDone: () => void;
}

/** The secret of the token just created, shown this once (ShownOnce), with Copy. */
export function NewTokenSecret({ created, onDone }: NewTokenSecretProps) {
  return (
    <ShownOnce
      id="new-token"
      title={t.title(created.name)}
      warning={t.warning}
      focusKey={created}
      done={{ label: t.done, onDone }}
    >
      <SecretField id="new-token-value" label={t.label} secret={created.token} hint={t.usage} texts={t} />
    </ShownOnce>
  );
}
