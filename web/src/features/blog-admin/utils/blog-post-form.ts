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
  /** The post's stored publication instant, sent back as it is while the field still shows it. */
  storedPublishedDate: string | null;
}

export const emptyBlogPostForm: BlogPostFormValues = {
  title: '',
  description: '',
  imageUrl: '',
  tags: [],
  featured: false,
  publishedAt: '',
  storedPublishedDate: null,
};

/** The form as it opens on a stored post, its date in the admin's local time. */
export const formValuesOf = (post: BlogPost): BlogPostFormValues => ({
  title: post.title,
  description: post.description,
  imageUrl: post.imageUrl ?? '',
  tags: [...post.tags],
  featured: post.featured,
  publishedAt: toLocalInputValue(post.publishedDate),
  storedPublishedDate: post.publishedDate,
});

/**
 * The instant to send: the stored one while the field shows it unchanged (the field has no seconds,
 * so reading it back would move the date), else the instant of the local time chosen.
 */
function publicationDateOf({ publishedAt, storedPublishedDate }: BlogPostFormValues): string | null {
  if (storedPublishedDate && publishedAt === toLocalInputValue(storedPublishedDate))
    return storedPublishedDate;
  return toPublicationInstant(publishedAt);
}

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
  publishedDate: publicationDateOf(values),
  imageUrl: values.imageUrl.trim() || null,
});
