import { useId } from 'react';
import { Alert } from '@/components/ui/alert';
import { RecordFormActions } from '@/components/ui/record-form-actions';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import formStyles from '@/components/ui/record-form.module.css';
import { useBlueprintTags, useSaveBlueprint, type Blueprint } from '@/features/blueprints/api/blueprints-api';
import { blueprintsTexts } from '@/features/blueprints/blueprints-texts';
import {
  BLUEPRINT_CONTENT_MAX,
  BLUEPRINT_TAG_MAX,
  BLUEPRINT_TITLE_MAX,
  toBlueprintInput,
  validateBlueprint,
  type BlueprintFormValues,
} from '@/features/blueprints/utils/blueprint-rules';
import { paths } from '@/lib/paths';
import { useRequiredFieldsForm } from '@/lib/use-required-fields-form';
import { errorMessageOr } from '@/lib/failure-text';
import styles from './blueprints.module.css';

const t = blueprintsTexts.form;
const IDS: Record<keyof BlueprintFormValues, string> = {
  title: 'blueprint-title',
  tag: 'blueprint-tag',
  content: 'blueprint-content',
};

interface BlueprintFormProps {
  blueprint?: Blueprint;
  onSaved: (blueprint: Blueprint) => void;
  /** Someone saved the blueprint since it was read: read it again (the form follows, see `rebased`). */
  onConflict?: () => void;
}

/**
 * Title, tag (one; the tags in use are suggested) and the YAML content, all required after trimming
 * ('Title, tag, and content are required'); a refused save shows the server's message.
 */
export function BlueprintForm({ blueprint, onSaved, onConflict }: BlueprintFormProps) {
  const save = useSaveBlueprint();
  const tags = useBlueprintTags();
  const { values, set, error, saving, errorId, submit, markIf, noticeFor } =
    useRequiredFieldsForm<BlueprintFormValues>({
      initial: () => ({
        title: blueprint?.title ?? '',
        tag: blueprint?.tag ?? '',
        content: blueprint?.content ?? '',
      }),
      fieldIds: IDS,
      guardUnsaved: true,
      validate: validateBlueprint,
      save: async (saved) => onSaved(await save(blueprint, toBlueprintInput(saved))),
      failureMessage: (caught) => errorMessageOr(caught, blueprintsTexts.api.save),
      conflict: onConflict && { record: blueprintsTexts.record, reload: onConflict },
    });
  const tagListId = useId();

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
        id={IDS.title}
        label={t.title}
        value={values.title}
        notice={noticeFor('title')}
        maxLength={BLUEPRINT_TITLE_MAX}
        autoComplete="off"
        required
        onChange={(e) => set({ title: e.target.value })}
        {...markIf('title')}
      />
      <TextField
        id={IDS.tag}
        label={t.tag}
        hint={t.tagHint}
        value={values.tag}
        notice={noticeFor('tag')}
        maxLength={BLUEPRINT_TAG_MAX}
        autoComplete="off"
        list={tagListId}
        required
        onChange={(e) => set({ tag: e.target.value })}
        {...markIf('tag')}
      />
      <datalist id={tagListId}>
        {tags.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      <TextAreaField
        id={IDS.content}
        label={t.content}
        hint={t.contentHint}
        className={styles.code}
        value={values.content}
        notice={noticeFor('content')}
        maxLength={BLUEPRINT_CONTENT_MAX}
        rows={16}
        spellCheck={false}
        autoCapitalize="off"
        required
        onChange={(e) => set({ content: e.target.value })}
        {...markIf('content')}
      />
      <RecordFormActions
        cancelTo={paths.dashboard.blueprints}
        editing={Boolean(blueprint)}
        saving={saving}
        texts={t}
      />
    </form>
  );
}
