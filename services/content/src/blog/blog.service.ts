import {
  AppError,
  FormCheck,
  toRecordId,
  listLimit,
  pageCount,
  pageWindow,
  versionOf,
  writeVersioned,
  type PageRequest,
} from '@smarthome/service-kit';
import type { QueryFilter } from 'mongoose';
import type { TagCount } from '../news/news.service.js';
import { slugify } from '../shared/slug.js';
import { cleanTags, tagsProblem } from '../shared/tags.js';
import { excerpt, firstImageUrl, plainText, readingMinutes, sanitizeBlogHtml } from './blog.html.js';
import type { BlogPostModel, BlogPostRecord } from './blog.model.js';

/** A blog post as the API shows it. */
export interface BlogPost {
  id: string;
  title: string;
  slug: string;
  description: string;
  excerpt: string;
  readingMinutes: number;
  tags: string[];
  featured: boolean;
  publishedDate: Date | null;
  visibleFrom: Date;
  scheduled: boolean;
  imageUrl: string | null;
  shareImageUrl: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface BlogPage {
  data: BlogPost[];
  totalPages: number;
}

export interface BlogListInput extends PageRequest {
  tag?: string | null;
  /** Scheduled posts too (the admin list; the resolver checks the role). */
  includeScheduled?: boolean | null;
}

/** The admin blog form. */
export interface BlogPostInput {
  title: string;
  description: string;
  tags?: readonly string[] | null;
  featured?: boolean | null;
  publishedDate?: Date | null;
  imageUrl?: string | null;
}

/** The public list shows 6 a page, the admin list 10. */
export const BLOG_DEFAULT_LIMIT = 6;
export const BLOG_MAX_LIMIT = 50;
export const FEATURED_DEFAULT_LIMIT = 3;
export const FEATURED_MAX_LIMIT = 20;
/** The blog list shows the 10 most used tags. */
export const TOP_TAGS = 10;
/** Characters of plain text in a post's excerpt. */
export const BLOG_EXCERPT_LENGTH = 200;
export const BLOG_TITLE_MAX_LENGTH = 200;
export const BLOG_DESCRIPTION_MAX_LENGTH = 200_000;
export const IMAGE_URL_MAX_LENGTH = 2_000;
/** Where the content service serves uploaded images; such a path is a valid imageUrl. */
export const UPLOADED_IMAGE_PATH = /^\/api\/v0\/images\/[0-9a-f]{24}$/;

export const BLOG_NOT_FOUND = 'Blog post not found';
export const BLOG_CHANGED_MEANWHILE =
  'This blog post was changed by someone else in the meantime. Reload it and try again.';
export const BLOG_REQUIRED = 'Title and description are required';

export interface BlogServiceOptions {
  posts: BlogPostModel;
  /** The clock that decides what is published (tests move it). */
  now: () => Date;
}

/**
 * The blog. Publication is driven only by the post's date: every public read keeps the posts whose
 * `visibleFrom` (the chosen date, else the creation time) has passed, so a scheduled post appears
 * on its own at that moment, with nothing to run.
 */
export class BlogService {
  constructor(private readonly options: BlogServiceOptions) {}

  private get posts(): BlogPostModel {
    return this.options.posts;
  }

  private visible(): QueryFilter<BlogPostRecord> {
    return { visibleFrom: { $lte: this.options.now() } };
  }

  /** One page of posts, newest first (ties broken by id so pages never overlap). */
  async list({ tag, includeScheduled, ...paging }: BlogListInput): Promise<BlogPage> {
    const { skip, limit } = pageWindow(paging, {
      defaultLimit: BLOG_DEFAULT_LIMIT,
      maxLimit: BLOG_MAX_LIMIT,
    });
    const wantedTag = tag?.trim();
    const filter: QueryFilter<BlogPostRecord> = {
      ...(includeScheduled ? {} : this.visible()),
      ...(wantedTag ? { tags: wantedTag } : {}),
    };
    const [records, total] = await Promise.all([
      this.posts
        .find(filter)
        .sort({ visibleFrom: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<BlogPostRecord[]>()
        .exec(),
      this.posts.countDocuments(filter).exec(),
    ]);
    return { data: records.map((record) => this.toPost(record)), totalPages: pageCount(total, limit) };
  }

  /** A post; a scheduled one only when `includeScheduled` (an admin asks). */
  async get(id: string, { includeScheduled = false } = {}): Promise<BlogPost> {
    const filter = { _id: toRecordId(id, BLOG_NOT_FOUND), ...(includeScheduled ? {} : this.visible()) };
    const record = await this.posts.findOne(filter).lean<BlogPostRecord>().exec();
    if (!record) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
    return this.toPost(record);
  }

  /** The newest featured published posts. */
  async featured(limit: number | null | undefined): Promise<BlogPost[]> {
    const size = listLimit(limit, { defaultLimit: FEATURED_DEFAULT_LIMIT, maxLimit: FEATURED_MAX_LIMIT });
    const records = await this.posts
      .find({ ...this.visible(), featured: true })
      .sort({ visibleFrom: -1, _id: -1 })
      .limit(size)
      .lean<BlogPostRecord[]>()
      .exec();
    return records.map((record) => this.toPost(record));
  }

  /** The 10 most used tags of published posts, most used first, then by name. */
  async tags(): Promise<TagCount[]> {
    const rows = await this.posts
      .aggregate<{ _id: string; count: number }>([
        { $match: this.visible() },
        { $unwind: '$tags' },
        { $group: { _id: '$tags', count: { $sum: 1 } } },
        { $sort: { count: -1, _id: 1 } },
        { $limit: TOP_TAGS },
      ])
      .exec();
    return rows.map((row) => ({ name: row._id, count: row.count }));
  }

  /** Every published post, newest first, with only what sitemaps and feeds need. */
  async published(limit: number): Promise<BlogPost[]> {
    const records = await this.posts
      .find(this.visible())
      .sort({ visibleFrom: -1, _id: -1 })
      .limit(limit)
      .lean<BlogPostRecord[]>()
      .exec();
    return records.map((record) => this.toPost(record));
  }

  async create(input: BlogPostInput): Promise<BlogPost> {
    const fields = validPost(input);
    const createdAt = this.options.now();
    const record = await this.posts.create({
      ...fields,
      visibleFrom: fields.publishedDate ?? createdAt,
      createdAt,
      updatedAt: createdAt,
    });
    return this.toPost(record.toObject<BlogPostRecord>());
  }

  /** The form saved over the post; with `version`, CONFLICT when it changed since. */
  async update(id: string, input: BlogPostInput, version?: number | null): Promise<BlogPost> {
    const fields = validPost(input);
    const record = await writeVersioned({
      model: this.posts,
      _id: toRecordId(id, BLOG_NOT_FOUND),
      sentVersion: version,
      set: (current) => ({
        ...fields,
        visibleFrom: fields.publishedDate ?? current.createdAt,
        updatedAt: this.options.now(),
      }),
      notFound: BLOG_NOT_FOUND,
      changed: BLOG_CHANGED_MEANWHILE,
      timestamps: false,
    });
    return this.toPost(record);
  }

  async delete(id: string): Promise<boolean> {
    const { deletedCount } = await this.posts.deleteOne({ _id: toRecordId(id, BLOG_NOT_FOUND) }).exec();
    if (deletedCount === 0) throw new AppError('NOT_FOUND', BLOG_NOT_FOUND);
    return true;
  }

  private toPost(record: BlogPostRecord): BlogPost {
    return {
      id: record._id.toHexString(),
      title: record.title,
      slug: slugify(record.title),
      description: record.description,
      excerpt: excerpt(record.text, BLOG_EXCERPT_LENGTH),
      readingMinutes: readingMinutes(record.text),
      tags: record.tags,
      featured: record.featured,
      publishedDate: record.publishedDate,
      visibleFrom: record.visibleFrom,
      scheduled: record.visibleFrom.getTime() > this.options.now().getTime(),
      imageUrl: record.imageUrl,
      shareImageUrl: record.imageUrl ?? record.firstImageUrl,
      version: versionOf(record),
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    };
  }
}

type PostFields = Pick<
  BlogPostRecord,
  'title' | 'description' | 'text' | 'tags' | 'featured' | 'publishedDate' | 'imageUrl' | 'firstImageUrl'
>;

/** The form's fields as stored (HTML sanitised), or BAD_USER_INPUT with the admin screen's texts. */
function validPost(input: BlogPostInput): PostFields {
  const form = new FormCheck();
  const title = input.title.trim();
  const tooLong = input.description.length > BLOG_DESCRIPTION_MAX_LENGTH;
  const description = tooLong ? '' : sanitizeBlogHtml(input.description);
  const text = plainText(description);
  const image = firstImageUrl(description);
  const tags = cleanTags(input.tags);
  const imageUrl = input.imageUrl?.trim() || null;

  if (title === '' || (!tooLong && text === '' && image === null)) {
    form.fail(title === '' ? 'title' : 'description', BLOG_REQUIRED);
  }
  if (title.length > BLOG_TITLE_MAX_LENGTH) {
    form.fail('title', `The title has at most ${BLOG_TITLE_MAX_LENGTH} characters`);
  }
  if (tooLong) {
    form.fail('description', `The content has at most ${BLOG_DESCRIPTION_MAX_LENGTH} characters`);
  }
  const tagsError = tagsProblem(tags);
  if (tagsError) form.fail('tags', tagsError);
  if (imageUrl !== null && !isImageAddress(imageUrl)) {
    form.fail('imageUrl', 'The image must be an http(s) address or an uploaded image');
  }
  if (input.publishedDate && Number.isNaN(input.publishedDate.getTime())) {
    form.fail('publishedDate', 'The publication date is not a valid date');
  }
  form.done();
  return {
    title,
    description,
    text,
    tags,
    featured: input.featured ?? false,
    publishedDate: input.publishedDate ?? null,
    imageUrl,
    firstImageUrl: image,
  };
}

function isImageAddress(value: string): boolean {
  if (value.length > IMAGE_URL_MAX_LENGTH) return false;
  if (UPLOADED_IMAGE_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
