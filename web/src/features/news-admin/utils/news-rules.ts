/**
 * The rules of the news admin, as plain functions.
 */
import { newsTexts as t } from '@/features/news-admin/news-admin-texts';
import { formatLongDateTime } from '@/lib/format-en';

/** The admin list's page size. */
export const NEWS_PAGE_SIZE = 10;

/** The content service's limits; the fields stop there instead of failing on save. */
export const NEWS_TITLE_MAX = 200;
export const NEWS_DESCRIPTION_MAX = 20_000;
export const NEWS_TAG_MAX = 50;

export interface NewsFormValues {
  title: string;
  description: string;
  tags: string[];
}

/** Title and description must hold something besides spaces; the error is the form's one message. */
export const validateNews = (values: NewsFormValues): string | null =>
  values.title.trim() && values.description.trim() ? null : t.form.required;

/** What is sent: title and description trimmed, the tags as they were entered (already trimmed). */
export const toNewsInput = (values: NewsFormValues): NewsFormValues => ({
  title: values.title.trim(),
  description: values.description.trim(),
  tags: values.tags,
});

/** The description as the detail shows it: one paragraph per line, blank lines left out. */
export const descriptionLines = (description: string): string[] =>
  description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Last Updated is shown only when it says something Created does not. */
export const wasUpdated = (createdAt: string, updatedAt: string): boolean =>
  formatLongDateTime(createdAt) !== formatLongDateTime(updatedAt);
