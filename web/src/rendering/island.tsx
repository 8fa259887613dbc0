import type { ReactNode } from 'react';
import type { IslandName, IslandProps } from './island-registry';

/**
 * When an island's JavaScript is loaded and React takes over its HTML:
 * - `load`: at once (a part the page is for, which must respond to the first input);
 * - `visible`: when it comes near the viewport;
 * - `touch`: at the visitor's first pointer, touch, focus or key inside it. A click (or a form
 *   change) that comes before React is there is held and replayed once it is;
 * - `session`: at once for a signed-in visitor (a part that shows who they are), else at a touch.
 */
export type HydrateOn = 'load' | 'visible' | 'touch' | 'session';

type IslandElementProps<N extends IslandName> = {
  /** The island's name in the list of islands (island-registry.tsx). */
  name: N;
  on: HydrateOn;
  /** The island as rendered here: the browser renders `name` with `props` to the same HTML. */
  children: ReactNode;
} & (IslandProps<N> extends undefined
  ? { props?: undefined }
  : {
      /** What the browser's copy of the island is given: its loader's props, as plain JSON data. */
      props: IslandProps<N>;
    });

/**
 * A part of a public page that needs JavaScript. The public pages are HTML written by the server;
 * in the browser only their islands become React, each on its own and only when needed
 * (src/rendering/runtime.ts), so a page of text loads almost no JavaScript. Inside the app (the
 * signed-in area, or a public page the app renders after a navigation in it) an island is an
 * ordinary part of the tree. Its element has `display: contents`: it never changes the layout.
 */
export function Island<N extends IslandName>({ name, on, props, children }: IslandElementProps<N>) {
  return (
    <div data-island={name} data-hydrate-on={on} data-props={props ? JSON.stringify(props) : undefined}>
      {children}
    </div>
  );
}
