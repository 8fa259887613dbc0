import { Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { addTag, removeTag } from '@/features/blog-admin/utils/tags';
import styles from './blog-post-form.module.css';

const t = blogAdminTexts.form;

interface TagInputProps {
  id: string;
  tags: string[];
  onChange: (tags: string[]) => void;
}

/** Tags: typed, then added with Enter or 'Add' (trimmed, a duplicate ignored); each removed with its ×. */
export function TagInput({ id, tags, onChange }: TagInputProps) {
  const [draft, setDraft] = useState('');

  const add = () => {
    onChange(addTag(tags, draft));
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the tag instead of submitting the post.
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    add();
  };

  return (
    <div className={styles.tags}>
      <div className={styles.tagEntry}>
        <TextField
          id={id}
          label={t.tags}
          placeholder={t.tagPlaceholder}
          autoComplete="off"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()} className={styles.addTag}>
          <Plus aria-hidden="true" size={16} />
          {t.addTag}
        </Button>
      </div>
      {tags.length > 0 ? (
        <ul className={styles.tagList} aria-label={t.tagList}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              <span>{tag}</span>
              <button
                type="button"
                className={styles.removeTag}
                aria-label={t.removeTag(tag)}
                title={t.removeTag(tag)}
                onClick={() => {
                  onChange(removeTag(tags, tag));
                  // The button leaves with its tag: the focus goes back to the entry, not to the page.
                  document.getElementById(id)?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
