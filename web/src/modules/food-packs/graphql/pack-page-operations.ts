import { graphql } from '../../../gql/pack-page';

/**
 * One pack, for its own page (/food-packs/:id, issue 29); null when unknown or no longer
 * available. Generated into gql/pack-page, not gql: the main map ships in every page's first
 * download, while this is read only by the pack's page (and by the server before rendering it).
 * It selects what FoodPackCardFields does, so the page hands it to the same components.
 */
export const FoodPackQuery = graphql(`
  query FoodPack($id: ID!) {
    foodPack(id: $id) {
      id
      name
      description
      imageUrl
      priceKobo
      originalPriceKobo
      dailyRateKobo
      durationMonths
      category
      featured
      items {
        id
        text
      }
    }
  }
`);

/** The read a pack's page makes, by its path; the server makes it before rendering the page (ssr/entry-server.tsx). */
export function packPageRead(pathname: string): { query: typeof FoodPackQuery; variables: { id: string } } | null {
  const match = /^\/food-packs\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let id = match[1];
  try {
    id = decodeURIComponent(id); // as the router hands it to the page
  } catch {
    // a malformed escape: left as it is, and the pack is not found
  }
  return { query: FoodPackQuery, variables: { id } };
}
