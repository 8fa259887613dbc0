import type { IslandName } from './island-registry';

/**
 * Asks the page's islands' runtime to hydrate the islands named `name` now: one island's code
 * wants another's to respond (the calculator opens the chat). Nothing listens inside the app, where
 * every part is React already.
 */
export const WAKE_ISLAND_EVENT = 'islands:wake';

export function wakeIsland(name: IslandName): void {
  document.dispatchEvent(new CustomEvent<IslandName>(WAKE_ISLAND_EVENT, { detail: name }));
}
