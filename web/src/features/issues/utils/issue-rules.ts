/**
 * The rules of the support issues, as plain functions.
 */
import { issuesTexts as t } from '@/features/issues/issues-texts';
import type { IssueStatus } from '@/features/issues/api/__generated__/issues';

export type { IssueStatus };

/** The issues list shows 20 a page. */
export const ISSUES_PAGE_SIZE = 20;

/** The operations service's limits; the fields stop there instead of failing on save. */
export const ISSUE_TITLE_MAX = 200;
export const ISSUE_DESCRIPTION_MAX = 5000;
export const COMMENT_MAX = 5000;

export const statusLabel = (status: IssueStatus): string => t.status[status];

export interface StatusButton {
  /** The status the button moves the issue to. */
  target: IssueStatus;
  disabled: boolean;
}

/**
 * The status buttons of an issue, in order: Mark as In Progress (hidden when already in progress,
 * disabled when resolved: a resolved issue is reopened first), Mark as Resolved (hidden when
 * resolved), Reopen Issue (hidden when open). The list offers the first two only.
 */
export function statusButtons(status: IssueStatus, { withReopen }: { withReopen: boolean }): StatusButton[] {
  const buttons: StatusButton[] = [];
  if (status !== 'wip') buttons.push({ target: 'wip', disabled: status === 'resolved' });
  if (status !== 'resolved') buttons.push({ target: 'resolved', disabled: false });
  if (withReopen && status !== 'open') buttons.push({ target: 'open', disabled: false });
  return buttons;
}

export interface IssueFormValues {
  installationId: string;
  title: string;
  description: string;
}

/** Installation, title and description are all required (blank is empty); one message for the form. */
export const validateIssue = (values: IssueFormValues): string | null =>
  values.installationId.trim() && values.title.trim() && values.description.trim() ? null : t.form.required;

/** What is sent: the texts trimmed, the installation id as chosen (a number, as text). */
export const toIssueInput = (values: IssueFormValues): IssueFormValues => ({
  installationId: values.installationId.trim(),
  title: values.title.trim(),
  description: values.description.trim(),
});

/** An installation id from the address (?installationId=12): a whole number, or nothing. */
export const installationIdFromQuery = (value: string | null): string =>
  value && /^\d+$/.test(value.trim()) ? value.trim() : '';

/** A comment is sent only with something besides spaces in it. */
export const validateComment = (content: string): string | null => (content.trim() ? null : t.comments.empty);
