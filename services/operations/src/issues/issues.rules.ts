import { FormCheck, type AuthUser } from '@smarthome/service-kit';
import { isStaff } from '../shared/access.js';
import { parseNumericId } from '../shared/numeric-ids.js';

/** The issue form, as GraphQL hands it over (every field may be left out). */
export interface IssueInput {
  installationId?: string | null;
  title?: string | null;
  description?: string | null;
}

export interface IssueFields {
  installationId: number;
  title: string;
  description: string;
}

/** The dashboard's text when any of the three fields is missing. */
export const ISSUE_FIELDS_REQUIRED = 'Please fill out all fields';

export const ISSUE_LIMITS = { title: 200, description: 5_000 } as const;

/** The form's fields as stored, or BAD_USER_INPUT with the dashboard's texts. */
export function validIssue(input: IssueInput): IssueFields {
  const form = new FormCheck();
  const rawInstallation = input.installationId?.trim() ?? '';
  let installationId = 0;
  if (rawInstallation === '') {
    form.fail('installationId', ISSUE_FIELDS_REQUIRED);
  } else {
    const parsed = parseNumericId(rawInstallation);
    if (parsed === null) form.fail('installationId', 'Installation id must be a number');
    installationId = parsed ?? 0;
  }
  const title = form.requiredText(input.title, {
    field: 'title',
    label: 'Title',
    max: ISSUE_LIMITS.title,
    required: ISSUE_FIELDS_REQUIRED,
  });
  const description = form.requiredText(input.description, {
    field: 'description',
    label: 'Description',
    max: ISSUE_LIMITS.description,
    clean: 'multiLine',
    required: ISSUE_FIELDS_REQUIRED,
  });
  form.done();
  return { installationId, title, description };
}

/** The refusal of an edit, a status change or a delete by a customer who did not report the issue. */
export const ONLY_REPORTER_OR_STAFF =
  'Only the person who reported this issue, an installer or an admin can change or delete it';

/**
 * Who may edit, move or delete an issue: installers and admins any, a customer only the ones they
 * reported (one they see on their installation but did not report they may read and comment on).
 */
export function mayChangeIssue(user: AuthUser, issue: { createdById: string }): boolean {
  return isStaff(user) || issue.createdById === user.id;
}
