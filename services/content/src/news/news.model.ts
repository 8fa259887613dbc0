import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** A news document in the content database (collection `news`). */
export interface NewsRecord {
  _id: Types.ObjectId;
  title: string;
  description: string;
  tags: string[];
  /** Counts its saves, from 1 (absent on one written before they were counted: 1). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

export type NewsModel = Model<NewsRecord>;

const newsSchema = new Schema<NewsRecord>(
  {
    title: { type: String, required: true, trim: true },
    description: { type: String, required: true },
    tags: { type: [String], default: [] },

    version: { type: Number, default: 1 },
  },
  { collection: 'news', timestamps: true },
);
// The list reads newest first, optionally for one tag.
newsSchema.index({ createdAt: -1, _id: -1 });
newsSchema.index({ tags: 1, createdAt: -1 });

export function createNewsModel(connection: Connection): NewsModel {
  return connection.model<NewsRecord>('News', newsSchema);
}
