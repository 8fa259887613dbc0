/**
 * The server renderer of the public pages. vite-plugins/prerender.ts bundles it for Node: at build
 * time it writes one HTML file per path of `prerenderedPaths`; the bundle stays in the build
 * (`.server/entry-server.js`) for the gateway, which renders the content pages (a post, the blog,
 * the testimonials) on each visit with the REST facade's answers they are made of. The rendering
 * itself is src/rendering/render-page.tsx.
 */
export { prerenderedPaths, serverWrittenPages } from '@/app/prerendered-paths';
export { isPagePath, pageSources, renderPage, type RenderedPage } from '@/rendering/render-page';
