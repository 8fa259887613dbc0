/**
 * Adds a `<link rel="preload" as="font">` to index.html for every font file of the build (the two Inter
 * faces of src/styles/fonts.css, 51 kB together). The page is drawn by JavaScript, which takes longer to
 * arrive than the fonts: preloaded, they are ready at the first paint, so the text never appears in the
 * fallback font and then jumps when Inter swaps in (a layout shift Lighthouse counts on every page).
 */
import type { Plugin } from 'vite';

export function preloadFonts(): Plugin {
  return {
    name: 'smarthome:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const fonts = Object.values(context.bundle ?? {}).filter(
          (output) => output.type === 'asset' && output.fileName.endsWith('.woff2'),
        );
        return fonts.map((font) => ({
          tag: 'link',
          attrs: {
            rel: 'preload',
            as: 'font',
            type: 'font/woff2',
            href: `/${font.fileName}`,
            crossorigin: '',
          },
          injectTo: 'head',
        }));
      },
    },
  };
}
