/**
 * The rules of the blueprint library, as plain functions.
 */
import { blueprintsTexts as t } from '@/features/blueprints/blueprints-texts';

/** The list's page size. */
export const BLUEPRINTS_PAGE_SIZE = 10;

/** The operations service's limits; the fields stop there instead of failing on save. */
export const BLUEPRINT_TITLE_MAX = 200;
export const BLUEPRINT_TAG_MAX = 50;
export const BLUEPRINT_CONTENT_MAX = 100_000;

export interface BlueprintFormValues {
  title: string;
  tag: string;
  content: string;
}

/** Title, tag and content must hold something besides spaces; one message for the form. */
export const validateBlueprint = (values: BlueprintFormValues): string | null =>
  values.title.trim() && values.tag.trim() && values.content.trim() ? null : t.form.required;

/**
 * What is sent: title and tag trimmed; the YAML keeps its indentation (the first line's too) and
 * loses only blank lines and spaces at its ends.
 */
export const toBlueprintInput = (values: BlueprintFormValues): BlueprintFormValues => ({
  title: values.title.trim(),
  tag: values.tag.trim(),
  content: values.content.replace(/^(\s*\n)+/, '').trimEnd(),
});

/** The tag filter of the address (?tag=lighting); '' for all tags. */
export const tagFromQuery = (value: string | null): string => value?.trim() ?? '';
