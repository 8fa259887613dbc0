import { describe, expect, it } from 'vitest';
import type { BlogPost } from '@/features/blog-admin/api/blog-admin-api';
import {
  blogPostFormError,
  emptyBlogPostForm,
  formValuesOf,
  isBlankContent,
  toBlogPostInput,
} from './blog-post-form';
import { toLocalInputValue } from './publication-date';

const required = 'Title and description are required';
const filled = { ...emptyBlogPostForm, title: 'Senzori Zigbee', description: '<p>Un ghid.</p>' };

describe('the blog form rules', () => {
  it("says 'Title and description are required' when either is empty after trimming", () => {
    expect(blogPostFormError(filled)).toBeNull();
    expect(blogPostFormError({ ...filled, title: '   ' })).toBe(required);
    expect(blogPostFormError({ ...filled, description: '<p></p>' })).toBe(required);
    expect(blogPostFormError({ ...filled, description: '<p>  </p><p></p>' })).toBe(required);
    expect(blogPostFormError(emptyBlogPostForm)).toBe(required);
  });

  it('counts an image alone as content, as the server does', () => {
    expect(isBlankContent('<p></p><img src="https://example.ro/a.jpg" alt="">')).toBe(false);
    expect(isBlankContent('')).toBe(true);
    expect(isBlankContent('<h2> </h2>')).toBe(true);
  });

  it('sends title and content trimmed, the optional fields null when empty', () => {
    expect(
      toBlogPostInput({
        ...filled,
        title: '  Senzori Zigbee  ',
        description: ' <h2>Alegere</h2><p>Text</p><p></p> ',
        imageUrl: '  ',
        publishedAt: '',
      }),
    ).toEqual({
      title: 'Senzori Zigbee',
      description: '<h2>Alegere</h2><p>Text</p>',
      tags: [],
      featured: false,
      publishedDate: null,
      imageUrl: null,
    });
  });

  it('sends the tags, featured flag, image and the instant of the local publication time', () => {
    const input = toBlogPostInput({
      ...filled,
      tags: ['zigbee', 'senzori'],
      featured: true,
      imageUrl: ' https://example.ro/a.jpg ',
      publishedAt: '2026-05-01T09:30',
    });
    expect(input).toMatchObject({
      tags: ['zigbee', 'senzori'],
      featured: true,
      imageUrl: 'https://example.ro/a.jpg',
      publishedDate: new Date(2026, 4, 1, 9, 30).toISOString(),
    });
  });

  it('sends a stored date back unchanged while the field still shows it, seconds included', () => {
    const stored = '2026-05-01T06:30:45.123Z';
    const opened = { ...filled, publishedAt: toLocalInputValue(stored), storedPublishedDate: stored };
    expect(toBlogPostInput(opened).publishedDate).toBe(stored);
    expect(toBlogPostInput({ ...opened, publishedAt: '' }).publishedDate).toBeNull();
    expect(toBlogPostInput({ ...opened, publishedAt: '2026-05-02T10:00' }).publishedDate).toBe(
      new Date(2026, 4, 2, 10, 0).toISOString(),
    );
  });

  it('opens on a stored post with its date in local time', () => {
    const post: BlogPost = {
      id: 'p1',
      title: 'Senzori',
      slug: 'senzori',
      description: '<p>Text</p>',
      tags: ['zigbee'],
      featured: true,
      publishedDate: '2026-05-01T06:30:00.000Z',
      scheduled: true,
      imageUrl: null,
      version: 1,
      createdAt: '2026-04-01T08:00:00.000Z',
      updatedAt: '2026-04-02T08:00:00.000Z',
    };
    expect(formValuesOf(post)).toEqual({
      title: 'Senzori',
      description: '<p>Text</p>',
      imageUrl: '',
      tags: ['zigbee'],
      featured: true,
      publishedAt: toLocalInputValue('2026-05-01T06:30:00.000Z'),
      storedPublishedDate: '2026-05-01T06:30:00.000Z',
    });
    expect(formValuesOf({ ...post, publishedDate: null }).publishedAt).toBe('');
  });
});
