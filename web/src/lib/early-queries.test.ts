import { ApolloLink } from '@apollo/client';
import { print } from 'graphql';
import { of } from 'rxjs';
import { MyMarketerProfileQuery } from '../modules/marketer-portal/graphql/operations';
import { MeQuery } from '../modules/profile/graphql/operations';
import { MyBankAccountQuery, MyPendingPlansQuery, MySavingsPlansQuery } from '../modules/savings-plans/graphql/operations';
import { createApolloClient } from './apollo';
import { earlyAnswersSettled, earlyData, earlyOperationsFor, sendEarlyQueries } from './early-queries';
import { createSessionStore } from './session';

/** What fetch answers, as far as the early queries read it. */
const answer = (status: number, body: unknown) => ({ status, json: async () => body, headers: { get: () => null } }) as unknown as Response;

const ada = { id: 'u-1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '08031234567', address: null, roles: ['Customer' as const] };
const me = { __typename: 'User', id: 'u-1', firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', phoneNumber: '08031234567', address: null, roles: ['Customer'], registeredAt: '2026-01-01T00:00:00.000Z', emailReminders: true, smsReminders: false };

/** What the app's own client sends for a document, as the server receives it. */
async function sentBy(document: Parameters<ReturnType<typeof createApolloClient>['query']>[0]['query'], variables: Record<string, unknown> = {}) {
  let text = '';
  const transport = new ApolloLink((operation) => {
    text = print(operation.query);
    return of({ data: null });
  });
  const client = createApolloClient({ session: createSessionStore(localStorage), onSessionExpired: () => undefined, transport });
  await client.query({ query: document, variables }).catch(() => undefined);
  return text;
}

function signIn(token: string) {
  createSessionStore(localStorage).signIn({ token, expiresAt: new Date(Date.now() + 3_600_000).toISOString(), user: ada });
}

afterEach(() => localStorage.clear());

describe('the first queries a signed-in page sends early', () => {
  it('are the very texts Apollo sends for the pages’ documents (an operation changed: update lib/early-queries.ts)', async () => {
    const texts = Object.fromEntries([...earlyOperationsFor('/profile', ''), ...earlyOperationsFor('/marketer', '')].map((o) => [o.operationName, o.query]));
    expect(texts.Me).toBe(await sentBy(MeQuery));
    expect(texts.MySavingsPlans).toBe(await sentBy(MySavingsPlansQuery, { page: 1 }));
    expect(texts.MyPendingPlans).toBe(await sentBy(MyPendingPlansQuery));
    expect(texts.MyBankAccount).toBe(await sentBy(MyBankAccountQuery));
    expect(texts.MyMarketerProfile).toBe(await sentBy(MyMarketerProfileQuery));
  });

  it('are the profile’s plans only on its Savings tab, and nothing on other pages', () => {
    expect(earlyOperationsFor('/profile', '?tab=savings').map((o) => o.operationName)).toEqual(['Me', 'MySavingsPlans', 'MyPendingPlans', 'MyBankAccount']);
    expect(earlyOperationsFor('/profile', '?tab=details').map((o) => o.operationName)).toEqual(['Me']);
    expect(earlyOperationsFor('/', '')).toEqual([]);
    expect(earlyOperationsFor('/food-packs', '')).toEqual([]);
  });

  it('go out only with a stored, unexpired session, with its token', () => {
    const fetchImpl = jest.fn(async () => answer(503, {}));
    sendEarlyQueries({ pathname: '/profile', search: '' }, localStorage, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).not.toHaveBeenCalled();

    signIn('tok-1');
    sendEarlyQueries({ pathname: '/marketer', search: '' }, localStorage, fetchImpl as unknown as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer tok-1');
    expect(JSON.parse(init.body as string)).toMatchObject({ operationName: 'MyMarketerProfile', variables: {} });
  });

  it('are taken over by the page’s own query: one request, the data in the cache at once', async () => {
    signIn('tok-2');
    const body = { data: { me } };
    const fetchImpl = jest.fn(async () => answer(200, body));
    sendEarlyQueries({ pathname: '/profile', search: '?tab=details' }, localStorage, fetchImpl as unknown as typeof fetch);
    await earlyAnswersSettled();
    expect(earlyData('Me', {}, 'tok-2')).toEqual(body.data);
    expect(earlyData('Me', {}, 'another token')).toBeUndefined();

    const server = jest.fn(() => of({ data: { me: { ...me, firstName: 'Not asked' } } }));
    const client = createApolloClient({ session: createSessionStore(localStorage), onSessionExpired: () => undefined, transport: new ApolloLink(server) });
    const { data } = await client.query({ query: MeQuery });
    expect(data?.me.firstName).toBe('Ada');
    expect(server).not.toHaveBeenCalled();
    // Taken once: asking again goes to the server.
    await client.query({ query: MeQuery, fetchPolicy: 'network-only' });
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('are asked for again when the early answer failed', async () => {
    signIn('tok-3');
    const fetchImpl = jest.fn(async () => answer(503, {}));
    sendEarlyQueries({ pathname: '/profile', search: '?tab=payment' }, localStorage, fetchImpl as unknown as typeof fetch);
    await earlyAnswersSettled();
    const server = jest.fn(() => of({ data: { me } }));
    const client = createApolloClient({ session: createSessionStore(localStorage), onSessionExpired: () => undefined, transport: new ApolloLink(server) });
    const { data } = await client.query({ query: MeQuery });
    expect(data?.me.firstName).toBe('Ada');
    expect(server).toHaveBeenCalledTimes(1);
  });
});
