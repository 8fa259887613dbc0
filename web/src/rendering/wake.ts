/**
 * Asks the page's islands' runtime to hydrate the islands named `name` now: one island's code
 * wants another's to respond (the calculator opens the chat). Nothing listens inside the app, where
 * every part is React already.
 */
export const WAKE_ISLAND_EVENT = 'islands:wake';

export function wakeIsland(name: string): void {
  document.dispatchEvent(new CustomEvent<string>(WAKE_ISLAND_EVENT, { detail: name }));
}
