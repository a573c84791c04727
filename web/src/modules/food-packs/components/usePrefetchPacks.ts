import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { FoodPacksQueryVariables } from '../../../gql/graphql';
import { usePublicDataStore } from '../../../lib/public-data';
import { FeaturedFoodPacksQuery, FoodPacksQuery } from '../graphql/operations';

/**
 * Cards a page of the pack browser holds: a phone's few screens, the rest one tap away (Load more).
 * Six rather than twelve: half the cards to hydrate on a server-rendered /food-packs (README).
 */
export const PAGE_SIZE = 6;
/** The browser's first page, unfiltered: what /food-packs shows first. */
export const FIRST_PAGE: FoodPacksQueryVariables = { page: 1, pageSize: PAGE_SIZE };

/**
 * Asks for the packs a public page shows first (the hero's on `/`, the grid's first page on
 * `/food-packs`) while the page's code is still downloading, rather than after it: their pictures,
 * the pages' largest elements, waited for the code, then the query, then themselves (issue 9,
 * LCP). The page's own query then finds the answer, or joins the read still under way. A page the
 * server rendered came with its packs: they are fresh, and nothing is asked. Call it outside the
 * pages' Suspense boundary, whose effects wait for the page.
 */
export function usePrefetchPacks(): void {
  const { pathname } = useLocation();
  const store = usePublicDataStore();
  useEffect(() => {
    for (const ask of packQueriesFor(pathname)) store.refresh(ask.query, ask.variables);
  }, [pathname, store]);
}

/** A read of a public page's packs, its data's type left behind (the page's own query knows it). */
interface PackRead {
  query: TypedDocumentNode<unknown, Record<string, unknown>>;
  variables?: Record<string, unknown>;
}

const read = <Data, Vars extends Record<string, unknown>>(query: TypedDocumentNode<Data, Vars>, variables?: Vars): PackRead => ({
  query: query as unknown as PackRead['query'],
  variables,
});

/** The packs a public page shows first; the server also reads them before rendering it. */
export function packQueriesFor(pathname: string): PackRead[] {
  if (pathname === '/') return [read(FeaturedFoodPacksQuery)];
  if (pathname === '/food-packs') return [read(FoodPacksQuery, FIRST_PAGE)];
  return [];
}
