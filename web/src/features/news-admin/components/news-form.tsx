import { Alert } from '@/components/ui/alert';
import { RecordFormActions } from '@/components/ui/record-form-actions';
import formStyles from '@/components/ui/record-form.module.css';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { TagInput } from '@/components/ui/tag-input';
import { useSaveNews, type NewsItem } from '@/features/news-admin/api/news-admin-api';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import {
  NEWS_DESCRIPTION_MAX,
  NEWS_TAG_MAX,
  NEWS_TITLE_MAX,
  toNewsInput,
  validateNews,
  type NewsFormValues,
} from '@/features/news-admin/utils/news-rules';
import { paths } from '@/lib/paths';
import { useRequiredFieldsForm } from '@/lib/use-required-fields-form';
import { errorMessageOr } from '@/lib/failure-text';

const t = newsTexts.form;
const tagTexts = {
  label: t.tags,
  entry: t.tagInput,
  placeholder: t.tagPlaceholder,
  add: t.addTag,
  remove: t.removeTag,
  none: t.noTags,
};
const TITLE_ID = 'news-title';
const DESCRIPTION_ID = 'news-description';

interface NewsFormProps {
  /** The item being edited; a new one is created without it. */
  item?: NewsItem;
  /** Called with the saved item, as the server answered it. */
  onSaved: (item: NewsItem) => void;
  /** Someone saved the item since it was read: read it again (the form follows, see `rebased`). */
  onConflict?: () => void;
}

const valuesOf = (item?: NewsItem): NewsFormValues => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
  tags: item ? [...item.tags] : [],
});

/**
 * Title, description and tags. Title and description are checked here as the server checks them
 * (non-empty once trimmed) before anything is sent; a refused save shows the server's message above
 * the form and keeps what was typed.
 */
export function NewsForm({ item, onSaved, onConflict }: NewsFormProps) {
  const saveNews = useSaveNews();
  const { values, set, error, saving, errorId, submit, markIf, noticeFor } =
    useRequiredFieldsForm<NewsFormValues>({
      initial: () => valuesOf(item),
      fieldIds: { title: TITLE_ID, description: DESCRIPTION_ID },
      guardUnsaved: true,
      validate: validateNews,
      save: async (saved) => onSaved(await saveNews(item, toNewsInput(saved))),
      failureMessage: (caught) => errorMessageOr(caught, newsTexts.api.save),
      conflict: onConflict && { record: newsTexts.record, reload: onConflict },
    });

  return (
    <form
      className={formStyles.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-busy={saving || undefined}
    >
      {error ? (
        <Alert tone="error" id={errorId}>
          {error}
        </Alert>
      ) : null}
      <TextField
        id={TITLE_ID}
        label={t.title}
        value={values.title}
        notice={noticeFor('title')}
        maxLength={NEWS_TITLE_MAX}
        autoComplete="off"
        required
        onChange={(event) => set({ title: event.target.value })}
        {...markIf('title')}
      />
      <TextAreaField
        id={DESCRIPTION_ID}
        label={t.description}
        hint={t.descriptionHint}
        value={values.description}
        notice={noticeFor('description')}
        maxLength={NEWS_DESCRIPTION_MAX}
        rows={10}
        required
        onChange={(event) => set({ description: event.target.value })}
        {...markIf('description', `${DESCRIPTION_ID}-hint`)}
      />
      <TagInput
        id="news-tag"
        tags={values.tags}
        onChange={(tags) => set({ tags })}
        texts={tagTexts}
        maxLength={NEWS_TAG_MAX}
        disabled={saving}
      />
      <RecordFormActions cancelTo={paths.dashboard.news} editing={Boolean(item)} saving={saving} texts={t} />
    </form>
  );
}
