import { AppError, FormCheck, type AuthUser, type Role } from '@smarthome/service-kit';
import { withOutbox } from '@smarthome/service-kit/events';
import { Types, type QueryFilter } from 'mongoose';
import type { InstallationService } from '../installations/installations.service.js';
import { issueCommentAdded, issueCommentedWebhook } from '../issues/issues.events.js';
import { ISSUE_NOT_FOUND, type IssuesService } from '../issues/issues.service.js';
import { normalEmail } from '../shared/access.js';
import { numericId, parseNumericId } from '../shared/numeric-ids.js';
import type { CommentModel, CommentRecord } from './comments.model.js';

/** A comment as the API shows it; `authorId` becomes the `user` reference. */
export interface Comment {
  id: string;
  issueId: string;
  content: string;
  authorId: string;
  authorRole: Role;
  createdAt: Date;
}

export const COMMENT_EMPTY = 'Comment cannot be empty';
export const COMMENT_MAX_LENGTH = 5_000;

export interface CommentsServiceOptions {
  comments: CommentModel;
  issues: IssuesService;
  installations: InstallationService;
  kickRelay?: () => void;
}

/** The comment threads of the issues: read with a visible issue, written by anyone who sees the issue. */
export class CommentsService {
  constructor(private readonly options: CommentsServiceOptions) {}

  /** The thread of an issue the caller already may see, oldest first. */
  async listFor(issueId: string): Promise<Comment[]> {
    const number = parseNumericId(issueId);
    if (number === null) return [];
    return this.oldestFirst({ issueId: number });
  }

  /** The comments `userId` wrote, on any issue, oldest first: their copy of their data. */
  writtenBy(userId: string): Promise<Comment[]> {
    return this.oldestFirst({ authorId: userId });
  }

  private async oldestFirst(filter: QueryFilter<CommentRecord>): Promise<Comment[]> {
    const records = await this.options.comments
      .find(filter)
      .sort({ createdAt: 1, _id: 1 })
      .lean<CommentRecord[]>()
      .exec();
    return records.map(toComment);
  }

  /**
   * Adds the caller's comment; the customer or the staff are mailed (never the author), and the
   * integrators' webhooks are told in any case.
   */
  async add(user: AuthUser, issueId: string, content: string | null | undefined): Promise<Comment> {
    const { comments, issues, installations, kickRelay } = this.options;
    const form = new FormCheck();
    const text = form.requiredText(content, {
      field: 'content',
      label: 'Comment',
      max: COMMENT_MAX_LENGTH,
      clean: 'multiLine',
      required: COMMENT_EMPTY,
    });
    form.done();

    const issue = await issues.findVisible(user, numericId(issueId, ISSUE_NOT_FOUND));
    if (!issue) throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
    const _id = new Types.ObjectId();
    const customer = await installations.customerOf(issue.installationId);
    const mail =
      customer && issueCommentAdded(issue, { id: _id.toHexString(), content: text }, customer, user);
    const now = new Date();
    const record: CommentRecord = {
      _id,
      issueId: issue._id,
      content: text,
      authorId: user.id,
      authorEmail: normalEmail(user.email),
      authorRole: user.role,
      createdAt: now,
      updatedAt: now,
    };
    const events = [...(mail ? [mail] : []), issueCommentedWebhook(toComment(record), user)];
    const created = await comments.create(withOutbox(record, ...events));
    // The issue may have started being deleted since it was read: then this comment goes too.
    if (!(await issues.isLive(issue._id))) {
      await comments.deleteOne({ _id }).exec();
      throw new AppError('NOT_FOUND', ISSUE_NOT_FOUND);
    }
    kickRelay?.();
    return toComment(created.toObject<CommentRecord>());
  }
}

function toComment(record: CommentRecord): Comment {
  return {
    id: record._id.toHexString(),
    issueId: String(record.issueId),
    content: record.content,
    authorId: record.authorId,
    authorRole: record.authorRole,
    createdAt: record.createdAt,
  };
}
