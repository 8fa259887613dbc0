import { Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { newsTexts } from '@/features/news-admin/news-admin-texts';
import { addTag, NEWS_TAG_MAX } from '@/features/news-admin/utils/news-rules';
import styles from './news-form.module.css';

const t = newsTexts.form;

interface TagInputProps {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
}

/**
 * Tags: type one and press Enter (the form is not submitted) or Add; it is trimmed, and one already
 * there is ignored. Add stays disabled while the box is empty; × removes a tag.
 */
export function TagInput({ id, tags, onChange, disabled = false }: TagInputProps) {
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const add = () => {
    onChange(addTag(tags, typed));
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (typed.trim()) add();
  };

  return (
    <fieldset className={styles.tagsField} disabled={disabled}>
      <legend className={styles.label}>{t.tags}</legend>
      <div className={styles.tagEntry}>
        <label htmlFor={id} className="visually-hidden">
          {t.tagInput}
        </label>
        <input
          ref={input}
          id={id}
          className={styles.control}
          value={typed}
          maxLength={NEWS_TAG_MAX}
          placeholder={t.tagPlaceholder}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.addTag} onClick={add} disabled={!typed.trim()}>
          <Plus aria-hidden="true" size={16} />
          {t.addTag}
        </button>
      </div>
      {tags.length > 0 ? (
        <ul className={styles.chips}>
          {tags.map((tag) => (
            <li key={tag} className={styles.chip}>
              <span>{tag}</span>
              <button
                type="button"
                className={styles.removeTag}
                aria-label={t.removeTag(tag)}
                onClick={() => {
                  onChange(tags.filter((other) => other !== tag));
                  // The button goes with its tag: the focus stays in the field instead of falling to the page.
                  input.current?.focus();
                }}
              >
                <X aria-hidden="true" size={14} />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.hint}>{t.noTags}</p>
      )}
    </fieldset>
  );
}
