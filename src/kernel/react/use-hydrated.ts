import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: whether the page has hydrated never changes after it has. */
const noSubscription = () => () => undefined;

/**
 * False on the server and while hydrating, true after. State that lives only in the browser (its event
 * log: wishlist, compare, recently viewed) is shown after this turns true: the server renders without it,
 * hydration agrees with the server's HTML, then React renders again with the browser's state.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
