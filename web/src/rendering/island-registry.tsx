/**
 * The islands of the public pages by name, each with its loader: what the browser renders for it from
 * the props its HTML carries. This object is the one list of islands: `<Island name props>`
 * (island.tsx) accepts only its names, each with the props its loader takes; hydrate.tsx renders
 * from it; the runtime (runtime.ts) and `wakeIsland` (wake.ts) read its names as types only, so a
 * page that waits for a touch still loads no React.
 *
 * A loader's parameter is its island's props (plain JSON data, written into the HTML as
 * `data-props`); a loader without a parameter is an island without props.
 */
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { loadPublicPage } from '@/app/public-pages';

/** What a page's island carries: the page module, its export, its props and its route pattern. */
export interface PageIslandProps extends Record<string, unknown> {
  /** The module's path from the web app's root, e.g. src/pages/public/faq/faq-page.tsx. */
  source: string;
  exportName: string;
  pageProps: Record<string, unknown>;
  /** The route's pattern (e.g. /blog/:id/:slug): the page reads its parameters from it. */
  pattern: string;
}

/** The props of the home page's islands that share its layout's classes. */
interface ClassNameProps {
  className?: string;
}

export const islands = {
  page: async ({ source, exportName, pageProps, pattern }: PageIslandProps) => {
    const Page = await loadPublicPage(source, exportName);
    return (
      <Routes>
        <Route path={pattern} element={<Page {...pageProps} />} />
      </Routes>
    );
  },
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
  'home-testimonials': async (props: ClassNameProps) => {
    const { TestimonialSection } =
      await import('@/features/testimonial-carousel/components/testimonial-section');
    return <TestimonialSection {...props} />;
  },
  'home-blog-preview': async (props: ClassNameProps) => {
    const { HomeBlogPreview } = await import('@/features/home-blog-preview/components/home-blog-preview');
    return <HomeBlogPreview {...props} />;
  },
} satisfies Record<string, (props: never) => Promise<ReactElement>>;

export type IslandName = keyof typeof islands;

/** The props of island `N`: its loader's parameter, or undefined for an island without props. */
export type IslandProps<N extends IslandName> =
  Parameters<(typeof islands)[N]> extends [infer Props] ? Props : undefined;

/** True when `name` (read from a page's HTML) is an island of this list. */
export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);
