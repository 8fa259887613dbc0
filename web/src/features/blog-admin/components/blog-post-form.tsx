import { isConflict } from '@/lib/api-client';
import type { Edited } from '@/lib/edited-record';
import { Save } from 'lucide-react';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { TagInput } from '@/components/ui/tag-input';
import { DISCARDING_CHANGES, useUnsavedChanges } from '@/components/ui/unsaved-changes';
import { useSaveBlogPost } from '@/features/blog-admin/api/blog-admin-api';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { EDITOR_HEIGHT_PX } from '@/features/blog-admin/editor/editor-size';
import { failureText } from '@/features/blog-admin/utils/blog-errors';
import {
  blogPostFormError,
  isBlankContent,
  toBlogPostInput,
  type BlogPostFormValues,
} from '@/features/blog-admin/utils/blog-post-form';
import { bringIntoView } from '@/lib/bring-into-view';
import { paths } from '@/lib/paths';
import { meanwhileNotice, useRebasedValues } from '@/lib/rebased-values';
import { en } from '@/lib/texts/en';
import { ImageUrlField } from './image-url-field';
import styles from './blog-post-form.module.css';

const t = blogAdminTexts.form;
const tagTexts = {
  label: t.tags,
  placeholder: t.tagPlaceholder,
  add: t.addTag,
  remove: t.removeTag,
  list: t.tagList,
};

// The editor and its libraries (Tiptap, ProseMirror, the highlighter) load with this form only.
const RichTextEditor = lazy(() => import('@/features/blog-admin/editor/rich-text-editor'));

interface BlogPostFormProps {
  initial: BlogPostFormValues;
  /** The post being edited (its id, and the version the form was read at); none for a new one. */
  editing?: Edited;
  /** Someone saved the post since it was read: read it again (the form follows, see `rebased`). */
  onConflict?: () => void;
}

/**
 * The blog form, shared by create and edit: title, content, image, tags, featured, publication
 * date. A refused or failed save says why above the form; a saved post returns to the list.
 */
export function BlogPostForm({ initial, editing, onConflict }: BlogPostFormProps) {
  const id = useId();
  const navigate = useNavigate();
  const save = useSaveBlogPost();
  const [values, setValues] = useState(initial);
  const theirs = useRebasedValues(initial, values, setValues);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState({ title: false, content: false });
  /** A required field was filled in: once none is missing, the message about them goes too. */
  const filled = (field: keyof typeof missing) => {
    if (!missing[field]) return;
    const next = { ...missing, [field]: false };
    setMissing(next);
    if (!next.title && !next.content) setError(null);
  };
  const [saving, setSaving] = useState(false);
  useUnsavedChanges(!saving && JSON.stringify(values) !== JSON.stringify(initial));
  const errorId = `${id}-error`;
  const titleId = `${id}-title`;
  const contentLabelId = `${id}-content-label`;

  const set = <K extends keyof BlogPostFormValues>(name: K, value: BlogPostFormValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const refused = blogPostFormError(values);
    if (refused) {
      const titleMissing = !values.title.trim();
      setMissing({ title: titleMissing, content: isBlankContent(values.description) });
      setError(refused);
      if (titleMissing) document.getElementById(titleId)?.focus();
      else document.querySelector<HTMLElement>(`[aria-labelledby="${contentLabelId}"]`)?.focus();
      return;
    }
    setMissing({ title: false, content: false });
    setError(null);
    setSaving(true);
    try {
      await save(editing, toBlogPostInput(values));
      // In place of the form: Back then goes to where the user was before it, not to a form to send again.
      void navigate(paths.dashboard.blog, { replace: true });
    } catch (caught) {
      console.warn(caught);
      if (isConflict(caught) && onConflict) {
        setError(en.changedMeanwhile(blogAdminTexts.record));
        onConflict();
      } else {
        setError(failureText(caught, blogAdminTexts.api.save));
      }
      bringIntoView(errorId);
      setSaving(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={saving}>
      {error ? (
        <Alert tone="error" id={errorId}>
          {error}
        </Alert>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.main}>
          <TextField
            id={titleId}
            label={t.title}
            placeholder={t.titlePlaceholder}
            required
            autoComplete="off"
            value={values.title}
            notice={meanwhileNotice(theirs, 'title')}
            aria-invalid={missing.title || undefined}
            {...(missing.title ? { 'aria-describedby': errorId } : {})}
            onChange={(event) => {
              set('title', event.target.value);
              if (event.target.value.trim()) filled('title');
            }}
          />
          <div className={styles.field}>
            <span id={contentLabelId} className={styles.label}>
              {t.content}
            </span>
            <Suspense
              fallback={
                <div className={styles.editorLoading} style={{ height: EDITOR_HEIGHT_PX }} role="status">
                  <Spinner />
                  {t.loadingEditor}
                </div>
              }
            >
              <RichTextEditor
                content={values.description}
                labelledBy={contentLabelId}
                describedBy={missing.content ? errorId : undefined}
                invalid={missing.content}
                onChange={(html) => {
                  set('description', html);
                  if (!isBlankContent(html)) filled('content');
                }}
              />
            </Suspense>
          </div>
        </div>

        <div className={styles.aside}>
          <TextField
            id={`${id}-published`}
            type="datetime-local"
            label={t.publishedDate}
            hint={t.publishedDateHint}
            notice={meanwhileNotice(theirs, 'publishedAt')}
            value={values.publishedAt}
            onChange={(event) => set('publishedAt', event.target.value)}
          />
          <CheckboxField
            id={`${id}-featured`}
            label={t.featured}
            checked={values.featured}
            onChange={(event) => set('featured', event.target.checked)}
          />
          <TagInput
            id={`${id}-tags`}
            tags={values.tags}
            onChange={(tags) => set('tags', tags)}
            texts={tagTexts}
          />
          <ImageUrlField
            id={`${id}-image`}
            value={values.imageUrl}
            onChange={(url) => set('imageUrl', url)}
          />
        </div>
      </div>

      <div className={styles.actions}>
        <ButtonLink to={paths.dashboard.blog} state={DISCARDING_CHANGES} variant="secondary">
          {t.cancel}
        </ButtonLink>
        <Button type="submit" disabled={saving}>
          {saving ? <Spinner size={16} /> : <Save aria-hidden="true" size={17} />}
          {saving ? t.saving : editing ? t.update : t.create}
        </Button>
      </div>
    </form>
  );
}
