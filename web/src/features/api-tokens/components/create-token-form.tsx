import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { useCreateApiToken } from '@/features/api-tokens/api/api-tokens-api';
import { apiTokensTexts } from '@/features/api-tokens/api-tokens-texts';
import {
  EXPIRY_DAY_CHOICES,
  TOKEN_NAME_MAX_LENGTH,
  TOKEN_SCOPES,
  initialTokenValues,
  toCreateInput,
  tokenErrorText,
  validateNewToken,
  type ApiTokenSummary,
  type NewTokenValues,
} from '@/features/api-tokens/utils/api-token-rules';
import { useRequiredFieldsForm } from '@/lib/use-required-fields-form';
import styles from './api-tokens.module.css';

const t = apiTokensTexts.form;

/** The name field's id: the page puts the focus back here once the new secret is put away. */
export const TOKEN_NAME_FIELD_ID = 'api-token-name';
const EXPIRY_FIELD_ID = 'api-token-expiry';

export interface CreatedToken {
  /** The secret, as the server sent it this once. */
  token: string;
  name: string;
}

interface CreateTokenFormProps {
  /** The tokens on screen, against which a name and the limit are checked before sending. */
  tokens: readonly ApiTokenSummary[];
  onCreated: (created: CreatedToken) => void;
}

/**
 * Name, scope and lifetime of a new token. The page's checks come first, each told at its field (the
 * limit above the form); the server's refusal shows above the form in its own words. The form
 * empties once the token is created, so its secret is the only thing left to look at.
 */
export function CreateTokenForm({ tokens, onCreated }: CreateTokenFormProps) {
  const createToken = useCreateApiToken();
  const { values, set, error, errors, saving, submit } = useRequiredFieldsForm<NewTokenValues>({
    initial: initialTokenValues,
    fieldIds: { name: TOKEN_NAME_FIELD_ID, expiresInDays: EXPIRY_FIELD_ID },
    // The limit is about the whole form: its message marks no field and stays until the next try.
    validate: (typed) => {
      const { form, ...fields } = validateNewToken(typed, tokens);
      return { form, fields, marked: [] };
    },
    save: async (typed) => {
      const created = await createToken(toCreateInput(typed));
      onCreated({ token: created.token, name: created.apiToken.name });
    },
    failureMessage: (caught) => tokenErrorText(caught, 'create'),
    resetAfterSave: true,
  });
  const scopeIds = useId();

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="create-token-title"
      aria-busy={saving || undefined}
    >
      <h2 id="create-token-title" className={styles.sectionTitle}>
        {t.title}
      </h2>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.fieldRow}>
        <TextField
          id={TOKEN_NAME_FIELD_ID}
          label={t.name}
          hint={t.nameHint}
          error={errors.name}
          value={values.name}
          // One more than allowed, so that a pasted name that is too long is told, not cut silently.
          maxLength={TOKEN_NAME_MAX_LENGTH + 1}
          autoComplete="off"
          required
          onChange={(event) => set({ name: event.target.value })}
        />
        <SelectField
          id={EXPIRY_FIELD_ID}
          label={t.expiry}
          hint={t.expiryHint}
          error={errors.expiresInDays}
          value={values.expiresInDays}
          onChange={(event) => set({ expiresInDays: event.target.value })}
        >
          {EXPIRY_DAY_CHOICES.map((days) => (
            <option key={days} value={String(days)}>
              {t.days(days)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className={styles.scopes}>
        <legend className={styles.legend}>{t.scope}</legend>
        <div className={styles.scopeChoices}>
          {TOKEN_SCOPES.map((scope) => {
            const labelId = `${scopeIds}-${scope}-label`;
            const hintId = `${scopeIds}-${scope}-hint`;
            // The whole card is clickable; the radio is named by its label alone, the hint describes it.
            return (
              <label key={scope} className={styles.scopeChoice}>
                <input
                  type="radio"
                  name="scope"
                  value={scope}
                  checked={values.scope === scope}
                  aria-labelledby={labelId}
                  aria-describedby={hintId}
                  onChange={() => set({ scope })}
                />
                <span>
                  <span id={labelId} className={styles.scopeLabel}>
                    {t.scopes[scope].label}
                  </span>
                  <span id={hintId} className={styles.scopeHint}>
                    {t.scopes[scope].hint}
                  </span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className={styles.formActions}>
        <Button type="submit" variant="primary" disabled={saving}>
          <KeyRound aria-hidden="true" size={17} />
          {saving ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  );
}
