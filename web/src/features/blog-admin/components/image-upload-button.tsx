import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  ACCEPTED_IMAGE_TYPES,
  uploadImage,
  type UploadedImages,
} from '@/features/blog-admin/api/upload-image';
import { blogAdminTexts } from '@/features/blog-admin/blog-admin-texts';
import { failureText } from '@/features/blog-admin/utils/blog-errors';

const t = blogAdminTexts.upload;

interface ImageUploadButtonProps {
  onUploaded: (images: UploadedImages) => void;
  /** The reason an upload failed, or null when a new upload starts. */
  onError: (message: string | null) => void;
}

/**
 * 'Upload image': opens the file picker and uploads the chosen file, saying 'Uploading...' until
 * the server has stored it. The field it belongs to shows the result (its address) or the error.
 */
export function ImageUploadButton({ onUploaded, onError }: ImageUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const pending = useRef<AbortController | null>(null);
  // Leaving the form drops the upload's answer (and stops sending the file).
  useEffect(() => () => pending.current?.abort(), []);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const controller = new AbortController();
    pending.current = controller;
    onError(null);
    setUploading(true);
    try {
      onUploaded(await uploadImage(file, controller.signal));
    } catch (caught) {
      if (controller.signal.aborted) return;
      console.warn(caught);
      onError(failureText(caught, t.failed));
    } finally {
      if (!controller.signal.aborted) setUploading(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGE_TYPES}
        aria-label={t.fileLabel}
        hidden
        onChange={(event) => void upload(event)}
      />
      <Button
        variant="secondary"
        size="small"
        disabled={uploading}
        aria-busy={uploading || undefined}
        onClick={() => input.current?.click()}
      >
        {uploading ? <Spinner size={14} /> : <ImageUp aria-hidden="true" size={15} />}
        {uploading ? t.uploading : t.button}
      </Button>
    </>
  );
}
