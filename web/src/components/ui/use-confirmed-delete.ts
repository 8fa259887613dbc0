import { useState } from 'react';
import type { StatusMessage } from '@/lib/use-status-message';

interface ConfirmedDeleteOptions<T> {
  /** After the delete (e.g. say so, read the page again); a failure here counts as the delete's. */
  onDeleted: (entry: T) => void | Promise<void>;
  onFailed: (caught: unknown, entry: T) => void;
}

/**
 * Delete after a confirmation (ConfirmDeleteDialog): `ask` opens the question for an entry,
 * `confirm` deletes it, busy meanwhile; the question closes on success or failure alike.
 */
export function useConfirmedDelete<T>(
  remove: (entry: T) => Promise<unknown>,
  { onDeleted, onFailed }: ConfirmedDeleteOptions<T>,
) {
  const [asking, setAsking] = useState<{ entry: T; busy: boolean } | null>(null);

  const confirm = async () => {
    if (!asking || asking.busy) return;
    const { entry } = asking;
    setAsking({ entry, busy: true });
    try {
      await remove(entry);
      setAsking(null);
      await onDeleted(entry);
    } catch (caught) {
      console.warn(caught);
      setAsking(null);
      onFailed(caught, entry);
    }
  };

  return {
    asking,
    ask: (entry: T) => setAsking({ entry, busy: false }),
    cancel: () => setAsking(null),
    confirm: () => void confirm(),
  };
}

interface ListDeleteOptions {
  /** The list's status message (useStatusMessage). */
  status: { show: (tone: StatusMessage['tone'], text: string) => void; clear: () => void };
  /** What the message says once deleted ('News deleted successfully'). */
  deleted: string;
  /** What it says when the delete failed. */
  failureText: (caught: unknown) => string;
  /** Reads the page again, so that it fills up from the next one. */
  reload: () => Promise<void>;
}

/**
 * A list's delete after a confirmation: asking takes the status message away, the outcome is said
 * there, and after a delete the page is read again.
 */
export function useListDelete<T>(
  remove: (entry: T) => Promise<unknown>,
  { status, deleted, failureText, reload }: ListDeleteOptions,
) {
  const deletion = useConfirmedDelete(remove, {
    onDeleted: async () => {
      status.show('success', deleted);
      await reload();
    },
    onFailed: (caught) => status.show('error', failureText(caught)),
  });
  return {
    ...deletion,
    ask: (entry: T) => {
      status.clear();
      deletion.ask(entry);
    },
  };
}
