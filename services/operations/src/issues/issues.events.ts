import { type AuthUser } from '@smarthome/service-kit';
import {
  toRestComment,
  toRestIssue,
  type CommentView,
  type IssueView,
} from '@smarthome/service-kit/contracts';
import { newEvent, type EventEnvelope } from '@smarthome/service-kit/events';
import type { InstallationCustomer } from '../installations/installations.service.js';
import { normalEmail } from '../shared/access.js';
import type { IssueRecord, IssueStatus } from './issues.model.js';

/**
 * The events of the issues, built from what this service stores: the notifications worker turns
 * them into mails without reading this database. Only the person acting is named, as their token
 * names them; the customer's name is left empty and the worker greets from its own copy of the
 * accounts. An event is only written when someone other than the person acting would be mailed:
 * nobody is told about their own action.
 */

/** `issue.created`: the installers and admins are mailed, except the reporter. */
export function issueCreated(
  issue: Pick<IssueRecord, '_id' | 'title' | 'description' | 'installationId' | 'createdByEmail'>,
  customer: InstallationCustomer,
): EventEnvelope<'issue.created'> {
  return newEvent('issue.created', {
    issueId: String(issue._id),
    title: issue.title,
    description: issue.description,
    installationId: String(issue.installationId),
    installationName: customer.installationName,
    customerEmail: customer.customerEmail,
    createdByEmail: issue.createdByEmail,
  });
}

/** `issue.status_changed` for the customer, or null when the customer changed it themselves. */
export function issueStatusChanged(
  issue: Pick<IssueRecord, '_id' | 'title'>,
  change: { from: IssueStatus; to: IssueStatus },
  customer: InstallationCustomer,
  actor: AuthUser,
): EventEnvelope<'issue.status_changed'> | null {
  if (isCustomer(actor, customer)) return null;
  return newEvent('issue.status_changed', {
    issueId: String(issue._id),
    title: issue.title,
    customerEmail: customer.customerEmail,
    customerFirstName: null,
    oldStatus: change.from,
    newStatus: change.to,
  });
}

/**
 * `issue.comment_added`: the worker mails the customer when staff wrote it and the staff when the
 * customer did. Null when staff comment on an installation of their own (they would be mailing
 * themselves).
 */
export function issueCommentAdded(
  issue: Pick<IssueRecord, '_id' | 'title'>,
  comment: { id: string; content: string },
  customer: InstallationCustomer,
  author: AuthUser,
): EventEnvelope<'issue.comment_added'> | null {
  if (author.role !== 'user' && isCustomer(author, customer)) return null;
  return newEvent('issue.comment_added', {
    issueId: String(issue._id),
    title: issue.title,
    customerEmail: customer.customerEmail,
    customerFirstName: null,
    commentId: comment.id,
    author: { userId: author.id, ...namesOf(author), role: author.role },
    comment: comment.content,
  });
}

/** A person's names as their token gives them; empty where it gives none. */
function namesOf(person: AuthUser): { firstName: string; lastName: string } {
  return { firstName: person.firstName ?? '', lastName: person.lastName ?? '' };
}

function isCustomer(actor: AuthUser, customer: InstallationCustomer): boolean {
  return actor.id === customer.customerId || normalEmail(actor.email) === customer.customerEmail;
}

/*
 * What integrators' webhooks are told (`webhook.occurred`), in the REST facade's shape: written for
 * every change, whoever made it (the mails above leave out a person's own action; an integrator
 * hears of all of them).
 */

/** `issue.created`: the issue as GET /issues lists it. */
export function issueCreatedWebhook(issue: IssueView): EventEnvelope<'webhook.occurred'> {
  return newEvent('webhook.occurred', { type: 'issue.created', data: toRestIssue(issue) });
}

/** `issue.status_changed`: the issue after the change, with the status it had before. */
export function issueStatusChangedWebhook(
  issue: IssueView,
  previousStatus: IssueStatus,
): EventEnvelope<'webhook.occurred'> {
  return newEvent('webhook.occurred', {
    type: 'issue.status_changed',
    data: { ...toRestIssue(issue), previous_status: previousStatus },
  });
}

/**
 * `issue.commented`: the issue's number and the comment as GET /issues/{id} shows it, its author
 * named as their token named them when they wrote it.
 */
export function issueCommentedWebhook(
  comment: CommentView & { issueId: string },
  author: AuthUser,
): EventEnvelope<'webhook.occurred'> {
  const user = { id: author.id, ...namesOf(author), role: author.role };
  return newEvent('webhook.occurred', {
    type: 'issue.commented',
    data: { issue_id: Number(comment.issueId), comment: toRestComment({ ...comment, user }) },
  });
}
