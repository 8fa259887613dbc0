import { startTransition, useEffect, useState } from 'react';

/** What a section of a public page shows: loading until it is read, then what was read, or nothing. */
export type SectionState<Ready extends { status: 'ready' }> =
  { status: 'loading' } | { status: 'hidden' } | Ready;

/**
 * A section of a public page read once the page is live. The first render is `written` (what the
 * page the server wrote carries: the same on the server and in the browser, so the page hydrates
 * as it is), else 'loading'. `read` settles on what to show, or 'hidden' when there is nothing; on a
 * written page it is answered from the page, without a request, and uses its answers up, so that a
 * later visit reads afresh. A failure hides the section, `logFailure` leaving its reason in the
 * console. Leaving the page cancels the read.
 */
export function useSectionRead<Ready extends { status: 'ready' }>(
  read: (signal: AbortSignal) => Promise<Ready | { status: 'hidden' }>,
  logFailure: (error: unknown) => void,
  written?: Ready | { status: 'hidden' },
): SectionState<Ready> {
  const [state, setState] = useState<SectionState<Ready>>(written ?? { status: 'loading' });
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
