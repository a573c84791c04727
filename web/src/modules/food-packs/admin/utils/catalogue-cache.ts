import type { ApolloCache } from '@apollo/client';
import { useCallback } from 'react';
import { usePublicDataStore } from '../../../../lib/public-data';
import { FeaturedFoodPacksQuery, FoodPacksQuery } from '../../graphql/operations';

/**
 * After a pack is created, edited, retired, shown/hidden or (un)featured, or prices are adjusted,
 * every list of packs read so far may be wrong: this console's pages in Apollo's cache, and the
 * public catalogue and hero in the public pages' store (lib/public-data.ts). They are dropped, and
 * those on screen are fetched again.
 */
export function useForgetPackLists(): (cache: ApolloCache) => void {
  const publicData = usePublicDataStore();
  return useCallback(
    (cache: ApolloCache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'foodPacks' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'featuredFoodPacks' });
      cache.gc();
      publicData.forget(FoodPacksQuery, FeaturedFoodPacksQuery);
    },
    [publicData],
  );
}
