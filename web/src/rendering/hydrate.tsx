import { StrictMode, startTransition, useEffect, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { nextTask } from '@/lib/next-task';
import { IslandRouter } from './island-router';
import { islands, isIslandName } from './island-registry';

/** Calls `onCommit` once React has committed the island (its effects run after it has hydrated). */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * Makes `element` (an island's element) React: hydrated in place, or rendered afresh when `fresh`
 * (its HTML was written for another address, e.g. without the query string the page has now).
 * Resolves once React has committed it, so input held meanwhile can be replayed.
 */
export async function hydrateIsland(element: HTMLElement, fresh: boolean): Promise<void> {
  const name = element.dataset.island ?? '';
  if (!isIslandName(name)) throw new Error(`islands: no island named ${name}`);
  // The props <Island> wrote for this name: its loader's own, which only <Island> checks.
  const render = islands[name] as (props: unknown) => Promise<ReactElement>;
  const content = await render(JSON.parse(element.dataset.props ?? '{}'));
  // The island's code was evaluated in this task; React starts on it in the next.
  await nextTask();
  await new Promise<void>((resolve) => {
    const tree = (
      <StrictMode>
        <AuthProvider>
          <IslandRouter>
            {content}
            <Committed onCommit={resolve} />
          </IslandRouter>
        </AuthProvider>
      </StrictMode>
    );
    if (fresh) createRoot(element).render(tree);
    // In a transition React hydrates in slices of a few milliseconds, yielding to input in between:
    // a phone's main thread is never blocked for the whole island.
    else
      startTransition(() => {
        hydrateRoot(element, tree);
      });
  });
}
