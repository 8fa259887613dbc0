import { describe, expect, it } from 'vitest';
import { newsItemFromLinkState, newsItemPath, newsListPath, readNewsListQuery } from './news-paths';

describe('the news list address', () => {
  it('writes a page or a tag, leaving out page 1 and no tag', () => {
    expect(newsListPath()).toBe('/news');
    expect(newsListPath({ page: 1 })).toBe('/news');
    expect(newsListPath({ page: 3 })).toBe('/news?page=3');
    expect(newsListPath({ tag: 'casă nouă' })).toBe('/news?tag=cas%C4%83+nou%C4%83');
    expect(newsListPath({ page: 3, tag: 'zigbee' })).toBe('/news?tag=zigbee');
  });

  it('reads it back; a page that is not a whole number from 1 up is page 1, a tag shows page 1', () => {
    const read = (search: string) => readNewsListQuery(new URLSearchParams(search));
    expect(read('')).toEqual({ page: 1, tag: null });
    expect(read('page=4')).toEqual({ page: 4, tag: null });
    for (const bad of ['page=0', 'page=-2', 'page=abc', 'page=2.5', 'page=']) expect(read(bad).page).toBe(1);
    expect(read('tag=zigbee&page=4')).toEqual({ page: 1, tag: 'zigbee' });
    expect(read('tag=%20%20')).toEqual({ page: 1, tag: null });
  });
});

describe('an article address', () => {
  it('is /news/{id}/{slug}, or /news/{id} when there is no slug', () => {
    expect(newsItemPath({ id: 'abc', slug: 'oferta-de-vara' })).toBe('/news/abc/oferta-de-vara');
    expect(newsItemPath({ id: 'abc', slug: '' })).toBe('/news/abc');
  });

  it('carries only a complete item in its link state', () => {
    const item = {
      id: 'a',
      title: 'T',
      slug: 't',
      description: 'D',
      tags: [],
      createdAt: '2026-03-01T10:00:00.000Z',
      updatedAt: '2026-03-01T10:00:00.000Z',
    };
    expect(newsItemFromLinkState({ newsItem: item })).toBe(item);
    expect(newsItemFromLinkState({ newsItem: { id: 'a' } })).toBeUndefined();
    expect(newsItemFromLinkState(null)).toBeUndefined();
  });
});
