/**
 * The rules of the blog form, as plain functions: its values, the required fields, and the input
 * the API gets.
 */
import type { BlogPost, BlogPostInput } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { toLocalInputValue, toPublicationInstant } from './publication-date';

export interface BlogPostFormValues {
  title: string;
  /** The editor's HTML. */
  description: string;
  imageUrl: string;
  tags: string[];
  featured: boolean;
  /** The datetime-local input's value: local time, '' for none. */
  publishedAt: string;
}

export const emptyBlogPostForm: BlogPostFormValues = {
  title: '',
  description: '',
  imageUrl: '',
  tags: [],
  featured: false,
  publishedAt: '',
};

/** The form as it opens on a stored post, its date in the admin's local time. */
export const formValuesOf = (post: BlogPost): BlogPostFormValues => ({
  title: post.title,
  description: post.description,
  imageUrl: post.imageUrl ?? '',
  tags: [...post.tags],
  featured: post.featured,
  publishedAt: toLocalInputValue(post.publishedDate),
});

/**
 * Content with nothing to read: no text and no image (an empty editor still holds '<p></p>'). The
 * server applies the same rule.
 */
export function isBlankContent(html: string): boolean {
  if (!html.trim()) return true;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return !body.textContent?.trim() && !body.querySelector('img');
}

/** 'Title and description are required' when either is empty after trimming; null when the form can go. */
export function blogPostFormError(values: BlogPostFormValues): string | null {
  return !values.title.trim() || isBlankContent(values.description) ? blogAdminTexts.form.required : null;
}

/** The empty paragraphs the editor keeps at the end, so that writing can go on after a last block. */
const TRAILING_EMPTY_PARAGRAPHS = /(?:<p><\/p>)+$/;

/** The input the API gets: title and content trimmed, the optional fields null when empty. */
export const toBlogPostInput = (values: BlogPostFormValues): BlogPostInput => ({
  title: values.title.trim(),
  description: values.description.trim().replace(TRAILING_EMPTY_PARAGRAPHS, ''),
  tags: [...values.tags],
  featured: values.featured,
  publishedDate: toPublicationInstant(values.publishedAt),
  imageUrl: values.imageUrl.trim() || null,
});
