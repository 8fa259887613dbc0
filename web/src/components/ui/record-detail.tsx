import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-client';
import detail from './record-detail.module.css';

interface RecordPendingProps {
  back: ReactNode;
  heading: string;
  loading: boolean;
  loadingText: string;
  /** The failed read, if it failed. */
  failure: Error | undefined;
  /** What a 404 says ('Installation not found'); other failures show their own message. */
  notFoundText: string;
}

/** A record's page until the record is there: its back link and heading, then loading or the reason. */
export function RecordPending({
  back,
  heading,
  loading,
  loadingText,
  failure,
  notFoundText,
}: RecordPendingProps) {
  return (
    <div className={detail.detail}>
      {back}
      <h1 className={detail.title}>{heading}</h1>
      {loading ? (
        <p className={detail.loading} role="status">
          <Spinner />
          {loadingText}
        </p>
      ) : null}
      {failure ? <Alert tone="error">{isNotFound(failure) ? notFoundText : failure.message}</Alert> : null}
    </div>
  );
}

interface EditDeleteActionsProps {
  editTo: string;
  editLabel: string;
  deleteLabel: string;
  /** Opens the confirmation (the record is deleted only once it is confirmed). */
  onDelete: () => void;
}

/** A record header's Edit link and Delete button. */
export function EditDeleteActions({ editTo, editLabel, deleteLabel, onDelete }: EditDeleteActionsProps) {
  return (
    <>
      <ButtonLink to={editTo} variant="secondary" size="small">
        <Pencil aria-hidden="true" size={16} />
        {editLabel}
      </ButtonLink>
      <Button variant="secondary" size="small" className={detail.danger} onClick={onDelete}>
        <Trash2 aria-hidden="true" size={16} />
        {deleteLabel}
      </Button>
    </>
  );
}
