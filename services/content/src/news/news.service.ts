import {
  AppError,
  FormCheck,
  toRecordId,
  pageCount,
  pageWindow,
  versionOf,
  writeVersioned,
  type PageRequest,
} from '@smarthome/service-kit';
import { slugify } from '../shared/slug.js';
import { cleanTags, tagsProblem } from '../shared/tags.js';
import type { NewsModel, NewsRecord } from './news.model.js';

/** A news item as the API shows it. */
export interface News {
  id: string;
  title: string;
  slug: string;
  description: string;
  tags: string[];
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewsPage {
  data: News[];
  pages: number;
}

export interface NewsListInput extends PageRequest {
  tag?: string | null;
}

/** The admin news form. */
export interface NewsInput {
  title: string;
  description: string;
  tags?: readonly string[] | null;
}

export interface TagCount {
  name: string;
  count: number;
}

/** The public news list shows 12 a page; the admin list asks for 10. */
export const NEWS_DEFAULT_LIMIT = 12;
/** Upper bound of one page, so one request cannot read the whole collection. */
export const NEWS_MAX_LIMIT = 50;
export const NEWS_TITLE_MAX_LENGTH = 200;
export const NEWS_DESCRIPTION_MAX_LENGTH = 20_000;

export const NEWS_NOT_FOUND = 'News item not found';
export const NEWS_CHANGED_MEANWHILE =
  'This news item was changed by someone else in the meantime. Reload it and try again.';
/** The admin form's text when either field is blank. */
export const NEWS_REQUIRED = 'Title and description are required';

export class NewsService {
  constructor(private readonly news: NewsModel) {}

  /** One page of news, newest first (ties broken by id so pages never overlap). */
  async list({ tag, ...paging }: NewsListInput): Promise<NewsPage> {
    const { skip, limit } = pageWindow(paging, {
      defaultLimit: NEWS_DEFAULT_LIMIT,
      maxLimit: NEWS_MAX_LIMIT,
    });
    const wantedTag = tag?.trim();
    const filter = wantedTag ? { tags: wantedTag } : {};
    const [records, total] = await Promise.all([
      this.news
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip(skip)
        .limit(limit)
        .lean<NewsRecord[]>()
        .exec(),
      // Without a tag the count is the collection's own (a `count` command), much cheaper than
      // counting matches through an aggregation; the page count is all it feeds.
      wantedTag ? this.news.countDocuments(filter).exec() : this.news.estimatedDocumentCount().exec(),
    ]);
    return { data: records.map(toNews), pages: pageCount(total, limit) };
  }

  async get(id: string): Promise<News> {
    const record = await this.news.findById(toRecordId(id, NEWS_NOT_FOUND)).lean<NewsRecord>().exec();
    if (!record) throw new AppError('NOT_FOUND', NEWS_NOT_FOUND);
    return toNews(record);
  }

  /** Every tag with the number of items carrying it, most used first, then by name. */
  async tags(): Promise<TagCount[]> {
    const rows = await this.news
      .aggregate<{ _id: string; count: number }>([
        { $unwind: '$tags' },
        { $group: { _id: '$tags', count: { $sum: 1 } } },
        { $sort: { count: -1, _id: 1 } },
      ])
      .exec();
    return rows.map((row) => ({ name: row._id, count: row.count }));
  }

  async create(input: NewsInput): Promise<News> {
    const record = await this.news.create(validNews(input));
    return toNews(record.toObject<NewsRecord>());
  }

  /** The form saved over the item; with `version`, CONFLICT when it changed since. */
  async update(id: string, input: NewsInput, version?: number | null): Promise<News> {
    const fields = validNews(input);
    const record = await writeVersioned({
      model: this.news,
      _id: toRecordId(id, NEWS_NOT_FOUND),
      sentVersion: version,
      set: () => fields,
      notFound: NEWS_NOT_FOUND,
      changed: NEWS_CHANGED_MEANWHILE,
    });
    return toNews(record);
  }

  async delete(id: string): Promise<boolean> {
    const { deletedCount } = await this.news.deleteOne({ _id: toRecordId(id, NEWS_NOT_FOUND) }).exec();
    if (deletedCount === 0) throw new AppError('NOT_FOUND', NEWS_NOT_FOUND);
    return true;
  }
}

/** The form's fields as stored, or BAD_USER_INPUT with the admin screen's texts. */
function validNews(input: NewsInput): Pick<NewsRecord, 'title' | 'description' | 'tags'> {
  const title = input.title.trim();
  const description = input.description.trim();
  const tags = cleanTags(input.tags);
  const form = new FormCheck();
  if (title === '' || description === '') {
    form.fail(title === '' ? 'title' : 'description', NEWS_REQUIRED);
  }
  if (title.length > NEWS_TITLE_MAX_LENGTH) {
    form.fail('title', `The title has at most ${NEWS_TITLE_MAX_LENGTH} characters`);
  }
  if (description.length > NEWS_DESCRIPTION_MAX_LENGTH) {
    form.fail('description', `The description has at most ${NEWS_DESCRIPTION_MAX_LENGTH} characters`);
  }
  const tagsError = tagsProblem(tags);
  if (tagsError) form.fail('tags', tagsError);
  form.done();
  return { title, description, tags };
}

function toNews(record: NewsRecord): News {
  return {
    id: record._id.toHexString(),
    title: record.title,
    slug: slugify(record.title),
    description: record.description,
    tags: record.tags,
    version: versionOf(record),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
