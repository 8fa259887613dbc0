import { StrictMode, startTransition, useEffect, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router';
import { loadPublicPage } from '@/app/public-pages';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { nextTask } from '@/lib/next-task';
import type { PageIslandProps } from './island';
import { IslandRouter } from './island-router';

type Props = Record<string, unknown>;

async function pageIsland({
  source,
  exportName,
  pageProps,
  pattern,
}: PageIslandProps): Promise<ReactElement> {
  const Page = await loadPublicPage(source, exportName);
  return (
    <Routes>
      <Route path={pattern} element={<Page {...pageProps} />} />
    </Routes>
  );
}

/** Each island by its name: what the browser renders for it, from the props its HTML carries. */
const islands: Record<string, (props: Props) => Promise<ReactElement>> = {
  page: (props) => pageIsland(props as PageIslandProps),
  account: async () => {
    const { AccountEntry } = await import('@/features/auth/components/account-entry');
    return <AccountEntry />;
  },
  chat: async () => {
    const [{ PublicChat }, { preloadChatPanel }] = await Promise.all([
      import('@/app/layouts/public-layout/public-chat'),
      import('@/features/chat/components/chat-launcher'),
    ]);
    // Started by a tap on the launcher, or for a visitor signed in (who comes to chat): the panel
    // opens as soon as the island is there.
    await preloadChatPanel();
    return <PublicChat />;
  },
  // The home page's parts that move or load data; the rest of it is the server's HTML.
  'dashboard-carousel': async () => {
    const { DashboardCarousel } = await import('@/features/dashboard-examples/components/dashboard-carousel');
    return <DashboardCarousel />;
  },
  'home-testimonials': async (props) => {
    const { TestimonialSection } =
      await import('@/features/testimonial-carousel/components/testimonial-section');
    return <TestimonialSection {...(props as { className?: string })} />;
  },
  'home-blog-preview': async (props) => {
    const { HomeBlogPreview } = await import('@/features/home-blog-preview/components/home-blog-preview');
    return <HomeBlogPreview {...(props as { className?: string })} />;
  },
};

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
  const render = islands[name];
  if (!render) throw new Error(`islands: no island named ${name}`);
  const props = JSON.parse(element.dataset.props ?? '{}') as Props;
  const content = await render(props);
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
