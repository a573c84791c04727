import type { ApolloCache } from '@apollo/client';

/**
 * After a pack is created, edited, retired, shown/hidden or (un)featured, every cached list of packs may be wrong
 * (the public catalogue, the hero, this console's pages): they are dropped, and those on screen
 * are fetched again. A price change needs none of this: the changed packs come back and update
 * in place.
 */
export function forgetPackLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'foodPacks' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'featuredFoodPacks' });
  cache.gc();
}
