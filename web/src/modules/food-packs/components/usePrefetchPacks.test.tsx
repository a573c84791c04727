import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import type { DocumentNode } from 'graphql';
import { apiPack, packPage } from '../../../../test/fixtures';
import { renderApp } from '../../../../test/render';
import { FeaturedFoodPacksQuery, FoodPacksQuery } from '../graphql/operations';
import { FIRST_PAGE, usePrefetchPacks } from './usePrefetchPacks';

const staples = apiPack('p-1', 'Starter Staples Pack');

/** A mock that counts how often the app asked for it; it answers only once. */
function counted(query: DocumentNode, data: object, variables?: Record<string, unknown>): MockLink.MockedResponse & { asked: () => number } {
  let asked = 0;
  return {
    request: { query, variables },
    result: () => {
      asked += 1;
      return { data };
    },
    asked: () => asked,
  };
}

function PrefetchOnly() {
  usePrefetchPacks();
  return null;
}

describe('asking for a public page’s packs while its code loads', () => {
  it('asks for /food-packs’ first page, and the page shows that answer without asking again', async () => {
    const onlyPrefetch = counted(FoodPacksQuery, packPage([staples]), FIRST_PAGE);
    const first = await renderApp({ route: '/food-packs', mocks: [onlyPrefetch], ui: <PrefetchOnly /> });
    await waitFor(() => expect(onlyPrefetch.asked()).toBe(1));
    first.unmount();

    const withPage = counted(FoodPacksQuery, packPage([staples]), FIRST_PAGE);
    await renderApp({ route: '/food-packs', mocks: [withPage] });
    expect(await screen.findByRole('heading', { name: 'Starter Staples Pack' })).toBeInTheDocument();
    expect(withPage.asked()).toBe(1);
  });

  it('asks for the hero’s featured packs on / and for nothing on other pages', async () => {
    const featured = counted(FeaturedFoodPacksQuery, { featuredFoodPacks: [] });
    const home = await renderApp({ route: '/', mocks: [featured], ui: <PrefetchOnly /> });
    await waitFor(() => expect(featured.asked()).toBe(1));
    home.unmount();

    const elsewhere = counted(FeaturedFoodPacksQuery, { featuredFoodPacks: [] });
    const packs = counted(FoodPacksQuery, packPage([staples]), FIRST_PAGE);
    await renderApp({ route: '/login', mocks: [elsewhere, packs], ui: <PrefetchOnly /> });
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(elsewhere.asked() + packs.asked()).toBe(0);
  });
});
