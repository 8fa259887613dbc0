import { Save } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
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
}

/**
 * Title, tag (one; the tags in use are suggested) and the YAML content, all required after trimming
 * ('Title, tag, and content are required'); a refused save shows the server's message.
 */
export function BlueprintForm({ blueprint, onSaved }: BlueprintFormProps) {
  const save = useSaveBlueprint();
  const tags = useBlueprintTags();
  const [values, setValues] = useState<BlueprintFormValues>(() => ({
    title: blueprint?.title ?? '',
    tag: blueprint?.tag ?? '',
    content: blueprint?.content ?? '',
  }));
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();
  const tagListId = useId();

  const set = (changes: Partial<BlueprintFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    if (invalid) {
      setInvalid(false);
      setError(null);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateBlueprint(values);
    if (problem) {
      setError(problem);
      setInvalid(true);
      const firstEmpty = (Object.keys(IDS) as (keyof BlueprintFormValues)[]).find((f) => !values[f].trim());
      if (firstEmpty) document.getElementById(IDS[firstEmpty])?.focus();
      return;
    }
    setError(null);
    setSaving(true);
    try {
      onSaved(await save(blueprint?.id, toBlueprintInput(values)));
    } catch (caught) {
      console.warn(caught);
      setError(caught instanceof Error ? caught.message : blueprintsTexts.api.save);
      setSaving(false);
    }
  };

  const markIf = (empty: boolean) =>
    invalid && empty ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};

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
        maxLength={BLUEPRINT_TITLE_MAX}
        autoComplete="off"
        required
        onChange={(e) => set({ title: e.target.value })}
        {...markIf(!values.title.trim())}
      />
      <TextField
        id={IDS.tag}
        label={t.tag}
        hint={t.tagHint}
        value={values.tag}
        maxLength={BLUEPRINT_TAG_MAX}
        autoComplete="off"
        list={tagListId}
        required
        onChange={(e) => set({ tag: e.target.value })}
        {...markIf(!values.tag.trim())}
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
        maxLength={BLUEPRINT_CONTENT_MAX}
        rows={16}
        spellCheck={false}
        autoCapitalize="off"
        required
        onChange={(e) => set({ content: e.target.value })}
        {...markIf(!values.content.trim())}
      />
      <div className={formStyles.actions}>
        <ButtonLink to={paths.dashboard.blueprints} variant="secondary">
          {t.cancel}
        </ButtonLink>
        <Button type="submit" variant="primary" disabled={saving}>
          <Save aria-hidden="true" size={17} />
          {saving ? t.saving : blueprint ? t.update : t.create}
        </Button>
      </div>
    </form>
  );
}
