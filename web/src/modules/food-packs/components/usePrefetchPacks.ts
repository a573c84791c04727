import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { FoodPacksQueryVariables } from '../../../gql/graphql';
import { FeaturedFoodPacksQuery, FoodPacksQuery } from '../graphql/operations';

/** Cards a page of the pack browser holds. */
export const PAGE_SIZE = 12;
/** The browser's first page, unfiltered: what /food-packs shows first. */
export const FIRST_PAGE: FoodPacksQueryVariables = { page: 1, pageSize: PAGE_SIZE };

/**
 * Asks for the packs a public page shows first (the hero's on `/`, the grid's first page on
 * `/food-packs`) while the page's code is still downloading, rather than after it: their pictures,
 * the pages' largest elements, waited for the code, then the query, then themselves (issue 9,
 * LCP). The page's own query then finds the answer in Apollo's cache, or joins the request still
 * under way. Call it outside the pages' Suspense boundary, whose effects wait for the page.
 */
export function usePrefetchPacks(): void {
  const { pathname } = useLocation();
  const client = useApolloClient();
  useEffect(() => {
    const ask =
      pathname === '/' ? client.query({ query: FeaturedFoodPacksQuery }) : pathname === '/food-packs' ? client.query({ query: FoodPacksQuery, variables: FIRST_PAGE }) : undefined;
    // A failure here is the page's to show: its own query asks again.
    void ask?.catch(() => undefined);
  }, [pathname, client]);
}
