import { ApolloClient, InMemoryCache, type ApolloLink, type DocumentNode, type OperationVariables } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { act, render, screen, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../src/app/AppProviders';
import { AppRoutes } from '../src/app/AppRoutes';
// Loaded up front, as the app's lazily loaded parts would find them in the browser's cache: a
// Jest worker's first require of Apollo can take seconds on a busy machine.
import '../src/lib/apollo';
import '../src/lib/WithApollo';
import { PublicDataStore } from '../src/lib/public-data';
import { createSessionStore, type SessionStore, type SessionUser } from '../src/lib/session';
import { FeaturedFoodPacksQuery } from '../src/modules/food-packs/graphql/operations';
import { MyMarketerApplicationQuery } from '../src/modules/profile/graphql/operations';
import { pendingPlansMock, plansMock } from './savings-fixtures';

export const customer: SessionUser = {
  id: 'u-1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '08031234567',
  address: '12 Allen Avenue, Ikeja',
  roles: ['Customer'],
};

/** A session store over jsdom's localStorage, optionally already signed in. */
export function sessionStore(user?: SessionUser, token = 'token-1'): SessionStore {
  const store = createSessionStore(window.localStorage);
  if (user) store.signIn({ token, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user });
  return store;
}

/** Shows the current path and query, so tests can assert where the app went. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function currentLocation(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/**
 * Answers every page may ask and most tests do not care about: no featured packs, so the home
 * page's hero shows its fallback slides; no savings plans (and none waiting for a first payment) on the profile's first tab, no marketer
 * application on its details tab. A test's own
 * mocks come first and win.
 */
const backgroundMocks: MockLink.MockedResponse[] = [
  { request: { query: FeaturedFoodPacksQuery }, result: { data: { featuredFoodPacks: [] } }, maxUsageCount: Number.POSITIVE_INFINITY },
  { ...plansMock([]), maxUsageCount: Number.POSITIVE_INFINITY },
  { ...pendingPlansMock([]), maxUsageCount: Number.POSITIVE_INFINITY },
  { request: { query: MyMarketerApplicationQuery }, result: { data: { myMarketerApplication: null } }, maxUsageCount: Number.POSITIVE_INFINITY },
];

/** The public pages' reads and the sign-in forms' mutations (lib/public-data.ts) answered by the same mocks as everything else. */
export function publicDataOver(transport: ApolloLink): PublicDataStore {
  const client = new ApolloClient({ link: transport, cache: new InMemoryCache() });
  return new PublicDataStore(async (document, variables) => {
    const options = { variables: variables as OperationVariables, fetchPolicy: 'no-cache' } as const;
    const isMutation = document.definitions.some((d) => d.kind === 'OperationDefinition' && d.operation === 'mutation');
    const { data } = isMutation ? await client.mutate({ mutation: document as DocumentNode, ...options }) : await client.query({ query: document as DocumentNode, ...options });
    return data as never;
  });
}

export interface RenderAppOptions {
  route?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  session?: SessionStore;
  /** Render this instead of the app's routes. */
  ui?: ReactElement;
}

/**
 * The app as a visitor gets it: real providers, routes, session and Apollo links, with Apollo's
 * MockLink answering in place of the server.
 */
export async function renderApp({ route = '/', mocks = [], session = sessionStore(), ui }: RenderAppOptions = {}): Promise<RenderResult & { session: SessionStore }> {
  const transport = new MockLink([...mocks, ...backgroundMocks], { defaultOptions: { delay: 0 } });
  // Inside act, so the first page's lazily loaded code is in before the test looks.
  const result = await act(async () =>
    render(
    <MemoryRouter initialEntries={[route]}>
      <AppProviders session={session} transport={transport} publicData={publicDataOver(transport)}>
        {ui ?? <AppRoutes />}
        <Routes>
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </AppProviders>
    </MemoryRouter>,
    ),
  );
  return { ...result, session };
}
