import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageAnswers, pageRequests } from '@smarthome/service-kit/contracts/page-data';
import { apiRequest } from '@/lib/api-client';
import { samplePost, sampleTags } from '@/features/blog/testing/sample-posts';
import { peekInitialAnswer, resetInitialAnswers, takeInitialAnswer } from './initial-content';
import { useInitialAnswer } from './use-initial-answer';

function writePage(content: string) {
  document.getElementById('initial-content')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'initial-content';
  script.textContent = content;
  document.body.append(script);
  resetInitialAnswers();
}

afterEach(() => {
  document.getElementById('initial-content')?.remove();
  resetInitialAnswers();
  vi.unstubAllGlobals();
});

describe('answers the server wrote into the page', () => {
  it('are found by their request path, and used once', () => {
    writePage(JSON.stringify({ answers: [{ request: '/blog/1', data: { id: '1', title: 'Salut' } }] }));
    expect(peekInitialAnswer({ path: '/blog/2' })).toBeUndefined();
    expect(peekInitialAnswer({ path: '/blog/1' })).toEqual({ id: '1', title: 'Salut' });
    expect(takeInitialAnswer('/blog/1')).toEqual({ id: '1', title: 'Salut' });
    expect(takeInitialAnswer('/blog/1')).toBeUndefined();
  });

  it('are found whatever the order of their query parameters', () => {
    writePage(JSON.stringify({ answers: [{ request: '/blog?page=1&limit=6', data: { totalPages: 2 } }] }));
    expect(peekInitialAnswer({ path: '/blog?limit=6&page=1' })).toEqual({ totalPages: 2 });
    expect(peekInitialAnswer({ path: '/blog?limit=6&page=2' })).toBeUndefined();
    expect(takeInitialAnswer('/blog?limit=6&page=1')).toEqual({ totalPages: 2 });
    expect(peekInitialAnswer({ path: '/blog?page=1&limit=6' })).toBeUndefined();
  });

  it('are ignored when the script is missing or unreadable', () => {
    expect(peekInitialAnswer({ path: '/blog/1' })).toBeUndefined();
    writePage('{not json');
    expect(peekInitialAnswer({ path: '/blog/1' })).toBeUndefined();
    writePage(JSON.stringify({ answers: [{ request: 5, data: {} }, null] }));
    expect(peekInitialAnswer({ path: '5' })).toBeUndefined();
  });

  it('answer the first GET of their path without a request, and the next GET asks the server', async () => {
    writePage(JSON.stringify({ answers: [{ request: '/news/7', data: { id: '7' } }] }));
    const fetchMock = vi.fn(async () => Response.json({ id: '7', fresh: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/news/7', { fallbackError: 'x' })).resolves.toEqual({ id: '7' });
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(apiRequest('/news/7', { fallbackError: 'x' })).resolves.toEqual({ id: '7', fresh: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never answer a call that changes something', async () => {
    writePage(JSON.stringify({ answers: [{ request: '/news/7', data: { id: '7' } }] }));
    const fetchMock = vi.fn(async () => Response.json({ deleted: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/news/7', { method: 'DELETE', fallbackError: 'x' })).resolves.toEqual({
      deleted: true,
    });
  });
});

describe('useInitialAnswer', () => {
  it('gives nothing when the page carries no answer, whatever the reader makes of nothing', () => {
    const readList = (page: { data: unknown[] }) => ({ data: page.data });
    expect(
      renderHook(() => useInitialAnswer(pageRequests.blogList(1), readList)).result.current,
    ).toBeUndefined();
  });

  it("gives the page's answer as the reader reads it", () => {
    writePage(JSON.stringify({ answers: [{ request: '/blog/tags', data: [{ name: 'zigbee', count: 2 }] }] }));
    const { result } = renderHook(() =>
      useInitialAnswer(pageRequests.blogTags, (tags) => tags.map((tag) => tag.name)),
    );
    expect(result.current).toEqual(['zigbee']);
  });

  it('reads what the gateway writes for a page, under the requests the screens make', () => {
    const post = samplePost();
    writePage(
      JSON.stringify({ answers: pageAnswers({ page: 'blog-post', data: { post, tags: sampleTags } }) }),
    );
    expect(renderHook(() => useInitialAnswer(pageRequests.blogPost(post.id))).result.current).toEqual(post);
    expect(renderHook(() => useInitialAnswer(pageRequests.blogTags)).result.current).toEqual(sampleTags);
  });
});
