import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { linkHref } from './link-address';
import styles from './rich-text-editor.module.css';

const t = blogAdminTexts.editor.linkDialog;

interface LinkDialogProps {
  /** The address of the link being edited; '' for a new one. */
  current: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}

/** Asks for a link's address; an existing link can also be removed from here. */
export function LinkDialog({ current, onApply, onRemove, onClose }: LinkDialogProps) {
  const id = useId();
  const [value, setValue] = useState(current);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in a portal, but React bubbles its submit to the post's form around the editor.
    event.stopPropagation();
    const href = linkHref(value);
    if (href) onApply(href);
    else setError(t.invalid);
  };

  return (
    <Modal title={t.title} onClose={onClose} closeLabel={blogAdminTexts.editor.close} size="small">
      <form className={styles.dialogForm} onSubmit={submit} noValidate>
        <TextField
          id={`${id}-url`}
          label={t.url}
          placeholder={t.urlPlaceholder}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
        />
        <div className={styles.dialogActions}>
          {current ? (
            <Button variant="secondary" className={styles.dialogRemove} onClick={onRemove}>
              {t.remove}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit">{t.apply}</Button>
        </div>
      </form>
    </Modal>
  );
}
