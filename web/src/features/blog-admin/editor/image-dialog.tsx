import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { ImageUploadButton } from '@/features/blog-admin/components/image-upload-button';
import { imageSrc } from './link-address';
import styles from './rich-text-editor.module.css';

const t = blogAdminTexts.editor.imageDialog;

interface ImageDialogProps {
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
}

/**
 * Asks for an image's address, typed or filled by 'Upload image' (the upload's content-width
 * rendering), and its alternative text.
 */
export function ImageDialog({ onInsert, onClose }: ImageDialogProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The dialog sits in a portal, but React bubbles its submit to the post's form around the editor.
    event.stopPropagation();
    const src = imageSrc(url);
    if (src) onInsert({ src, alt: alt.trim() });
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
          value={url}
          error={error}
          labelAside={
            <ImageUploadButton onUploaded={(images) => setUrl(images.content.url)} onError={setError} />
          }
          onChange={(event) => {
            setUrl(event.target.value);
            setError(null);
          }}
        />
        <TextField
          id={`${id}-alt`}
          label={t.alt}
          hint={t.altHint}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit">{t.insert}</Button>
        </div>
      </form>
    </Modal>
  );
}
