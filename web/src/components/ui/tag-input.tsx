import { Plus, X } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from './button';
import fieldStyles from './form-field.module.css';
import styles from './tag-input.module.css';

export interface TagInputTexts {
  /** The field's name on screen ('Tags'). */
  label: string;
  /**
   * The entry box's own name ('New tag'). With it the field is a group named by `label`; without
   * it the box itself is named by `label`.
   */
  entry?: string;
  placeholder: string;
  add: string;
  remove: (tag: string) => string;
  /** The added tags' list name, where the screen names it. */
  list?: string;
  /** Said under the entry while no tag is added. */
  none?: string;
}

interface TagInputProps {
  /** The entry box's id. */
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
  texts: TagInputTexts;
  maxLength?: number;
  disabled?: boolean;
}

/** `tags` with `typed` added, trimmed; an empty one or one already there changes nothing. */
export function withTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim();
  return !tag || tags.includes(tag) ? [...tags] : [...tags, tag];
}

/**
 * Tags: type one and press Enter (the form is not submitted) or Add; it is trimmed, and one already
 * there is ignored. Add stays disabled while the box is empty; × removes a tag.
 */
export function TagInput({ id, tags, onChange, texts, maxLength, disabled = false }: TagInputProps) {
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const add = () => {
    onChange(withTag(tags, typed));
    setTyped('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter while an input method composes a word belongs to the word.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (typed.trim()) add();
  };

  const label = `${fieldStyles.label} ${styles.label}`;
  const Frame = texts.entry ? 'fieldset' : 'div';
  return (
    <Frame className={styles.field}>
      {texts.entry ? (
        <legend className={label}>{texts.label}</legend>
      ) : (
        <label htmlFor={id} className={label}>
          {texts.label}
        </label>
      )}
      <div className={styles.entry}>
        {texts.entry ? (
          <label htmlFor={id} className="visually-hidden">
            {texts.entry}
          </label>
        ) : null}
        <input
          ref={input}
          id={id}
          className={fieldStyles.control}
          value={typed}
          maxLength={maxLength}
          placeholder={texts.placeholder}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" className={styles.add} onClick={add} disabled={disabled || !typed.trim()}>
          <Plus aria-hidden="true" size={16} />
          {texts.add}
        </Button>
      </div>
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label={texts.list}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span>{tag}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={texts.remove(tag)}
                title={texts.remove(tag)}
                disabled={disabled}
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
      ) : texts.none ? (
        <p className={styles.none}>{texts.none}</p>
      ) : null}
    </Frame>
  );
}
