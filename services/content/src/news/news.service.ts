import { AppError } from '@smarthome/service-kit';
import type { NewsModel, NewsRecord } from './news.model.js';

/** A news item as the API shows it. */
export interface News {
  id: string;
  title: string;
  description: string;
  tags: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface NewsPage {
  data: News[];
  pages: number;
}

export interface NewsListInput {
  page?: number | null;
  limit?: number | null;
  tag?: string | null;
}

/** The public news list shows 12 a page; the admin list asks for 10. */
export const NEWS_DEFAULT_LIMIT = 12;
/** Upper bound of one page, so one request cannot read the whole collection. */
export const NEWS_MAX_LIMIT = 50;

export class NewsService {
  constructor(private readonly news: NewsModel) {}

  /** One page of news, newest first (ties broken by id so pages never overlap). */
  async list({ page, limit, tag }: NewsListInput): Promise<NewsPage> {
    const pageNumber = page ?? 1;
    const size = limit ?? NEWS_DEFAULT_LIMIT;
    if (!Number.isInteger(pageNumber) || pageNumber < 1) {
      throw new AppError('BAD_USER_INPUT', 'page must be an integer of at least 1', { field: 'page' });
    }
    if (!Number.isInteger(size) || size < 1 || size > NEWS_MAX_LIMIT) {
      throw new AppError('BAD_USER_INPUT', `limit must be an integer from 1 to ${NEWS_MAX_LIMIT}`, {
        field: 'limit',
      });
    }
    const wantedTag = tag?.trim();
    const filter = wantedTag ? { tags: wantedTag } : {};
    const [records, total] = await Promise.all([
      this.news
        .find(filter)
        .sort({ createdAt: -1, _id: -1 })
        .skip((pageNumber - 1) * size)
        .limit(size)
        .lean<NewsRecord[]>()
        .exec(),
      this.news.countDocuments(filter).exec(),
    ]);
    return { data: records.map(toNews), pages: Math.ceil(total / size) };
  }
}

function toNews(record: NewsRecord): News {
  return {
    id: record._id.toHexString(),
    title: record.title,
    description: record.description,
    tags: record.tags,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}
