import { useState } from 'react';

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
