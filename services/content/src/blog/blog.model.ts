import { Schema, type Connection, type Model, type Types } from 'mongoose';

/** A blog post in the content database (collection `blog_posts`). */
export interface BlogPostRecord {
  _id: Types.ObjectId;
  title: string;
  /** Sanitised HTML. */
  description: string;
  /** The post's plain text, kept beside the HTML for excerpts and reading time. */
  text: string;
  tags: string[];
  featured: boolean;
  /** The date the admin chose; null when saved without one. */
  publishedDate: Date | null;
  /** publishedDate, else createdAt: what every public read filters and sorts on. */
  visibleFrom: Date;
  imageUrl: string | null;
  /** The first image inside the HTML, for share cards when imageUrl is not set. */
  firstImageUrl: string | null;
  /** Counts its saves, from 1 (absent on one written before they were counted: 1). */
  version?: number;
  createdAt: Date;
  updatedAt: Date;
}

export type BlogPostModel = Model<BlogPostRecord>;

const blogPostSchema = new Schema<BlogPostRecord>(
  {
    title: { type: String, required: true },
    description: { type: String, required: true },
    text: { type: String, default: '' },
    tags: { type: [String], default: [] },
    featured: { type: Boolean, default: false },
    publishedDate: { type: Date, default: null },
    visibleFrom: { type: Date, required: true },
    imageUrl: { type: String, default: null },
    firstImageUrl: { type: String, default: null },

    version: { type: Number, default: 1 },
  },
  { collection: 'blog_posts', timestamps: true },
);
// Public reads: visible posts newest first, optionally one tag's, or the featured ones.
blogPostSchema.index({ visibleFrom: -1, _id: -1 });
blogPostSchema.index({ tags: 1, visibleFrom: -1 });
blogPostSchema.index({ featured: 1, visibleFrom: -1 });

export function createBlogPostModel(connection: Connection): BlogPostModel {
  return connection.model<BlogPostRecord>('BlogPost', blogPostSchema);
}
