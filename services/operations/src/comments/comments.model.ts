import { ROLES, type Role } from '@smarthome/service-kit';
import { outboxPlugin } from '@smarthome/service-kit/events';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export const COMMENTS_COLLECTION = 'comments';

/**
 * A comment of an issue's thread (collection `comments`), written with its `issue.comment_added`
 * event in the same document (`_outbox`).
 */
export interface CommentRecord {
  _id: Types.ObjectId;
  issueId: number;
  content: string;
  /**
   * The author as their token said when they wrote it. Tokens carry no names: the API resolves
   * the account (first and last name) through the auth subgraph by `authorId`.
   */
  authorId: string;
  authorEmail: string;
  authorRole: Role;
  createdAt: Date;
  updatedAt: Date;
}

export type CommentModel = Model<CommentRecord>;

const commentSchema = new Schema<CommentRecord>(
  {
    issueId: { type: Number, required: true },
    content: { type: String, required: true },
    authorId: { type: String, required: true },
    authorEmail: { type: String, required: true, lowercase: true, trim: true },
    authorRole: { type: String, enum: ROLES, required: true },
  },
  { collection: COMMENTS_COLLECTION, timestamps: true },
);
commentSchema.plugin(outboxPlugin);
// The thread reads oldest first; deletions remove an issue's comments by issueId.
commentSchema.index({ issueId: 1, createdAt: 1, _id: 1 });

export function createCommentModel(connection: Connection): CommentModel {
  return connection.model<CommentRecord>('Comment', commentSchema);
}
