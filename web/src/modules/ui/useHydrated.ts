import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true once the page answers
 * input. The public pages' fields are disabled until then: text typed into the server's HTML
 * before React took over would show in the field but not in the page's state (a search that never
 * runs, a form that says its fields are empty), and a form could even submit itself natively.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
