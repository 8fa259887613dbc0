import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { SelectField, TextAreaField, TextField } from '@/components/ui/form-field';
import {
  useIssueInstallationChoices,
  useSaveIssue,
  type IssueDetail,
} from '@/features/issues/api/issues-api';
import { issuesTexts } from '@/features/issues/issues-texts';
import {
  ISSUE_DESCRIPTION_MAX,
  ISSUE_TITLE_MAX,
  isConflict,
  messageOf,
  toIssueInput,
  validateIssue,
  type IssueFormValues,
} from '@/features/issues/utils/issue-rules';
import { paths } from '@/lib/paths';
import formStyles from '@/components/ui/record-form.module.css';

const t = issuesTexts.form;
const FIELD_IDS: Record<keyof IssueFormValues, string> = {
  installationId: 'issue-installation',
  title: 'issue-title',
  description: 'issue-description',
};

interface IssueFormProps {
  /** The issue being edited; a new one is reported without it. */
  issue?: IssueDetail;
  /** A new issue's installation, chosen beforehand (from the installation's page). */
  installationId?: string;
  onSaved: (issue: IssueDetail) => void;
  /** Someone else changed the issue meanwhile: the page reads it again. */
  onConflict: () => void;
}

const valuesOf = (issue: IssueDetail | undefined, installationId: string): IssueFormValues => ({
  installationId: issue?.installationId ?? installationId,
  title: issue?.title ?? '',
  description: issue?.description ?? '',
});

/**
 * The installation (among those the account may see), a title and a description, all required
 * ('Please fill out all fields'). An edit sends the version it started from: when someone changed the
 * issue in between, the server's message shows and the issue is read again, what was typed is kept.
 */
export function IssueForm({ issue, installationId = '', onSaved, onConflict }: IssueFormProps) {
  const saveIssue = useSaveIssue();
  const choices = useIssueInstallationChoices();
  const [values, setValues] = useState<IssueFormValues>(() => valuesOf(issue, installationId));
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const set = (changes: Partial<IssueFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    if (invalid) {
      setInvalid(false);
      setError(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateIssue(values);
    if (problem) {
      setError(problem);
      setInvalid(true);
      const firstEmpty = (Object.keys(FIELD_IDS) as (keyof IssueFormValues)[]).find((f) => !values[f].trim());
      if (firstEmpty) document.getElementById(FIELD_IDS[firstEmpty])?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    try {
      onSaved(await saveIssue(issue, toIssueInput(values)));
    } catch (caught) {
      console.warn(caught);
      setError(messageOf(caught, issue ? issuesTexts.api.update : issuesTexts.api.create));
      setSaving(false);
      if (isConflict(caught)) onConflict();
    }
  };

  const markIf = (empty: boolean) =>
    invalid && empty ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

  const options = choices.installations ?? [];
  // The issue's own installation stays choosable even if the list has not come yet.
  const known = options.some((choice) => choice.id === values.installationId);

  return (
    <form
      className={formStyles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={saving || undefined}
    >
      {error ? (
        <Alert tone="error" id={errorId}>
          {error}
        </Alert>
      ) : null}
      {choices.failure ? <Alert tone="error">{choices.failure.message}</Alert> : null}
      {choices.installations && options.length === 0 ? <Alert tone="info">{t.noInstallations}</Alert> : null}
      <SelectField
        id={FIELD_IDS.installationId}
        label={t.installation}
        value={values.installationId}
        required
        onChange={(event) => set({ installationId: event.target.value })}
        {...markIf(!values.installationId.trim())}
      >
        <option value="">{t.chooseInstallation}</option>
        {!known && values.installationId ? (
          <option value={values.installationId}>
            {issue?.installation?.name ?? issue?.installationName ?? `#${values.installationId}`}
          </option>
        ) : null}
        {options.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name} — {choice.address}
          </option>
        ))}
      </SelectField>
      <TextField
        id={FIELD_IDS.title}
        label={t.title}
        value={values.title}
        maxLength={ISSUE_TITLE_MAX}
        autoComplete="off"
        required
        onChange={(event) => set({ title: event.target.value })}
        {...markIf(!values.title.trim())}
      />
      <TextAreaField
        id={FIELD_IDS.description}
        label={t.description}
        hint={t.descriptionHint}
        value={values.description}
        maxLength={ISSUE_DESCRIPTION_MAX}
        rows={8}
        required
        onChange={(event) => set({ description: event.target.value })}
        {...markIf(!values.description.trim())}
      />
      <div className={formStyles.actions}>
        <ButtonLink
          to={issue ? `${paths.dashboard.issues}/${issue.id}` : paths.dashboard.issues}
          variant="secondary"
        >
          {t.cancel}
        </ButtonLink>
        <Button type="submit" variant="primary" disabled={saving}>
          <Save aria-hidden="true" size={17} />
          {saving ? t.saving : issue ? t.update : t.create}
        </Button>
      </div>
    </form>
  );
}
