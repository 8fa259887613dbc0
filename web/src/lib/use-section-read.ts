import { startTransition, useEffect, useState } from 'react';

/** What a section of a public page shows: loading until it is read, then what was read, or nothing. */
export type SectionState<Ready extends { status: 'ready' }> =
  { status: 'loading' } | { status: 'hidden' } | Ready;

/**
 * A section of a public page read once the page is live. The first render is 'loading' on the server
 * and in the browser alike, so the pre-rendered page hydrates as it is. `read` settles on what to
 * show, or 'hidden' when there is nothing; a failure hides the section, `logFailure` leaving its
 * reason in the console. Leaving the page cancels the read.
 */
export function useSectionRead<Ready extends { status: 'ready' }>(
  read: (signal: AbortSignal) => Promise<Ready | { status: 'hidden' }>,
  logFailure: (error: unknown) => void,
): SectionState<Ready> {
  const [state, setState] = useState<SectionState<Ready>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal).then(
      (settled) => {
        if (!controller.signal.aborted) startTransition(() => setState(settled));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        logFailure(error);
        startTransition(() => setState({ status: 'hidden' }));
      },
    );
    return () => controller.abort();
    // Read once, when the page is live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
