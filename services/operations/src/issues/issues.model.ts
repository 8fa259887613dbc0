import { outboxPlugin } from '@smarthome/service-kit/events';
import { Schema, type Connection, type Model } from 'mongoose';

export const ISSUE_STATUSES = ['open', 'wip', 'resolved'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const ISSUES_COLLECTION = 'issues';

/**
 * A support issue (collection `issues`). Its events (`issue.created`, `issue.status_changed`) ride
 * in the same document write as the change they announce (`_outbox`), so a mail is sent for every
 * stored change and for nothing that was not stored.
 */
export interface IssueRecord {
  /** Numeric ids from the `issues` sequence. */
  _id: number;
  title: string;
  description: string;
  status: IssueStatus;
  installationId: number;
  /** The installation's name, copied so that lists need no second read; kept in step on rename. */
  installationName: string;
  /** The reporter's account id and e-mail, from their token. */
  createdById: string;
  createdByEmail: string;
  /** Increases with every edit and status change (optimistic concurrency). */
  version: number;
  /** Set when a deletion starts: from then on the issue is invisible and takes no new comments. */
  deletingAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type IssueModel = Model<IssueRecord>;

const issueSchema = new Schema<IssueRecord>(
  {
    _id: { type: Number, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    status: { type: String, enum: ISSUE_STATUSES, default: 'open' },
    installationId: { type: Number, required: true },
    installationName: { type: String, required: true },
    createdById: { type: String, required: true },
    createdByEmail: { type: String, required: true, lowercase: true, trim: true },
    version: { type: Number, required: true, default: 1 },
    deletingAt: { type: Date, default: null },
  },
  // Mongoose's own `__v` is not the API's version: the service sets `version` itself.
  { collection: ISSUES_COLLECTION, timestamps: true, versionKey: false },
);
issueSchema.plugin(outboxPlugin);
issueSchema.index({ installationId: 1, createdAt: -1 });
issueSchema.index({ createdById: 1 });
issueSchema.index({ createdAt: -1, _id: -1 });

export function createIssueModel(connection: Connection): IssueModel {
  return connection.model<IssueRecord>('Issue', issueSchema);
}
