import { useState } from 'react';
import { TextField } from '@/components/ui/form-field';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { ImageUploadButton } from './image-upload-button';
import styles from './image-url-field.module.css';

const t = blogAdminTexts.form;

/** An address of an image uploaded here (the server's own path; nothing else is previewed). */
const UPLOADED_IMAGE = /^\/api\/v0\/images\/[0-9a-f]{24}$/;

interface ImageUrlFieldProps {
  id: string;
  value: string;
  onChange: (url: string) => void;
}

/**
 * The post's 'Image URL': typed, or filled by 'Upload image' with the uploaded share image (shown
 * below it as the post's card will show it). A failed upload says why under the field.
 */
export function ImageUrlField({ id, value, onChange }: ImageUrlFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const uploaded = UPLOADED_IMAGE.test(value);
  return (
    <div className={styles.field}>
      <TextField
        id={id}
        label={t.imageUrl}
        hint={uploaded ? t.uploadedImageHint : t.imageUrlHint}
        error={error}
        labelAside={
          <ImageUploadButton onUploaded={(images) => onChange(images.share.url)} onError={setError} />
        }
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setError(null);
        }}
      />
      {uploaded ? <img className={styles.preview} src={value} alt="" width={1200} height={630} /> : null}
    </div>
  );
}
