import { Alert } from '@/components/ui/alert';
import { RecordFormActions } from '@/components/ui/record-form-actions';
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
  toIssueInput,
  validateIssue,
  type IssueFormValues,
} from '@/features/issues/utils/issue-rules';
import { paths } from '@/lib/paths';
import { useRequiredFieldsForm } from '@/lib/use-required-fields-form';
import formStyles from '@/components/ui/record-form.module.css';
import { serverMessageOr } from '@/lib/failure-text';

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
  /** Someone else changed the issue meanwhile: the page reads it again (the form follows, see `rebased`). */
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
 * issue in between, the form says so and reads it again, keeping what was typed. A new issue's
 * installation from the link is dropped, unless picked since, once the list shows it is not one of
 * the account's.
 */
export function IssueForm({ issue, installationId = '', onSaved, onConflict }: IssueFormProps) {
  const saveIssue = useSaveIssue();
  const choices = useIssueInstallationChoices();
  // A new issue's installation from the link, unless the list says the account has no such one
  // (a made-up or someone else's id): then the form starts without one.
  const offered =
    issue || !choices.installations || choices.installations.some((choice) => choice.id === installationId)
      ? installationId
      : '';
  const { values, set, error, saving, errorId, submit, markIf, noticeFor } =
    useRequiredFieldsForm<IssueFormValues>({
      initial: () => valuesOf(issue, offered),
      fieldIds: FIELD_IDS,
      guardUnsaved: true,
      validate: validateIssue,
      save: async (saved) => onSaved(await saveIssue(issue, toIssueInput(saved))),
      failureMessage: (caught) =>
        serverMessageOr(caught, issue ? issuesTexts.api.update : issuesTexts.api.create),
      conflict: { record: issuesTexts.record, reload: onConflict },
    });

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
        notice={noticeFor(
          'installationId',
          (id) => options.find((choice) => choice.id === id)?.name ?? (id && `#${id}`),
        )}
        required
        onChange={(event) => set({ installationId: event.target.value })}
        {...markIf('installationId')}
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
        notice={noticeFor('title')}
        maxLength={ISSUE_TITLE_MAX}
        autoComplete="off"
        required
        onChange={(event) => set({ title: event.target.value })}
        {...markIf('title')}
      />
      <TextAreaField
        id={FIELD_IDS.description}
        label={t.description}
        hint={t.descriptionHint}
        value={values.description}
        notice={noticeFor('description')}
        maxLength={ISSUE_DESCRIPTION_MAX}
        rows={8}
        required
        onChange={(event) => set({ description: event.target.value })}
        {...markIf('description')}
      />
      <RecordFormActions
        cancelTo={issue ? `${paths.dashboard.issues}/${issue.id}` : paths.dashboard.issues}
        editing={Boolean(issue)}
        saving={saving}
        texts={t}
      />
    </form>
  );
}
