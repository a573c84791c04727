/**
 * @jest-environment node
 */
// Node: the real fetch, against a local server speaking GraphQL over HTTP.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LoginMutation } from '../modules/auth/graphql/operations';
import { FeaturedFoodPacksQuery, FoodPacksQuery } from '../modules/food-packs/graphql/operations';
import { badUserInputFields, errorMessage, isUnauthenticated } from './graphql-errors';
import { httpPublicFetch, PUBLIC_DATA_MAX_AGE_MS, PublicDataStore, publicDataKey, type PublicFetch } from './public-data';

const page = (names: string[]) => ({ foodPacks: { items: names.map((name) => ({ id: name, name })), totalCount: 9 } });
const FIRST = { page: 1, pageSize: 2 };

/** A fetch that answers from a list, and records what it was asked. */
function answering(...answers: (unknown | Error)[]) {
  const asked: unknown[] = [];
  const run = (async (_document, variables) => {
    asked.push(variables);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  }) as PublicFetch;
  return { run, asked };
}

describe('PublicDataStore', () => {
  it('starts from what the server read: nothing is asked again while it is fresh', () => {
    const { run, asked } = answering();
    const key = publicDataKey(FoodPacksQuery, FIRST);
    const store = new PublicDataStore(run, { [key]: page(['Rice']) });
    store.refresh(FoodPacksQuery, FIRST);
    expect(asked).toEqual([]);
    expect(store.get(key)).toMatchObject({ data: page(['Rice']), loading: false });
    expect(store.extract()).toEqual({ [key]: page(['Rice']) });
  });

  it('reads again when the answer is older than the limit, and shows the old one meanwhile', async () => {
    let now = 1_000;
    const { run, asked } = answering(page(['Beans']));
    const key = publicDataKey(FoodPacksQuery, FIRST);
    const store = new PublicDataStore(run, { [key]: page(['Rice']) }, () => now);
    now += PUBLIC_DATA_MAX_AGE_MS;
    store.refresh(FoodPacksQuery, FIRST);
    expect(store.get(key)).toMatchObject({ data: page(['Rice']), loading: true });
    await store.fetch(FoodPacksQuery, FIRST); // joins the read under way
    expect(asked).toEqual([FIRST]);
    expect(store.get(key)).toMatchObject({ data: page(['Beans']), loading: false });
  });

  it('keeps what was shown beside the error when a read fails, and reads again when asked', async () => {
    let now = 1_000;
    const { run } = answering(new Error('The server answered 503'), page(['Beans']));
    const key = publicDataKey(FoodPacksQuery, FIRST);
    const store = new PublicDataStore(run, { [key]: page(['Rice']) }, () => now);
    now += PUBLIC_DATA_MAX_AGE_MS;
    await expect(store.fetch(FoodPacksQuery, FIRST)).rejects.toThrow('503');
    expect(store.get(key)).toMatchObject({ data: page(['Rice']), loading: false, error: new Error('The server answered 503') });
    store.refresh(FoodPacksQuery, FIRST);
    await store.fetch(FoodPacksQuery, FIRST);
    expect(store.get(key)).toMatchObject({ data: page(['Beans']), error: undefined });
  });

  it('merges the next page into the entry it extends; a failed page leaves the list as it was', async () => {
    const { run, asked } = answering(page(['Rice', 'Beans']), page(['Oil']), new Error('offline'));
    const store = new PublicDataStore(run);
    const key = publicDataKey(FoodPacksQuery, FIRST);
    await store.fetch(FoodPacksQuery, FIRST);
    const merge = (shown: ReturnType<typeof page>, next: ReturnType<typeof page>) => ({ foodPacks: { ...next.foodPacks, items: [...shown.foodPacks.items, ...next.foodPacks.items] } });
    await store.fetchMore(FoodPacksQuery, FIRST, { page: 2 }, merge as never);
    expect(asked).toEqual([FIRST, { page: 2, pageSize: 2 }]);
    expect(store.get(key)).toMatchObject({ data: page(['Rice', 'Beans', 'Oil']), loadingMore: false });
    await expect(store.fetchMore(FoodPacksQuery, FIRST, { page: 3 }, merge as never)).rejects.toThrow('offline');
    expect(store.get(key)).toMatchObject({ data: page(['Rice', 'Beans', 'Oil']), loadingMore: false });
  });

  it('forgets every answer of the operations named, whatever their variables, and no other', () => {
    const { run } = answering();
    const store = new PublicDataStore(run, {
      [publicDataKey(FoodPacksQuery, FIRST)]: page(['Rice']),
      [publicDataKey(FoodPacksQuery, { ...FIRST, filter: { search: 'oil' } })]: page(['Oil']),
      [publicDataKey(FeaturedFoodPacksQuery)]: { featuredFoodPacks: [] },
    });
    store.forget(FoodPacksQuery);
    expect(store.extract()).toEqual({ [publicDataKey(FeaturedFoodPacksQuery)]: { featuredFoodPacks: [] } });
  });
});

describe('httpPublicFetch', () => {
  let server: Server;
  let url: string;
  const requests: { body: { operationName: string; query: string; variables: unknown }; authorization?: string }[] = [];
  let reply: (res: import('node:http').ServerResponse) => void;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += String(chunk)));
      req.on('end', () => {
        requests.push({ body: JSON.parse(body) as (typeof requests)[number]['body'], authorization: req.headers.authorization });
        reply(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => void requests.splice(0));

  const json = (status: number, body: unknown) => (res: import('node:http').ServerResponse) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

  it('POSTs the operation as GraphQL text with its variables and no token, and returns its data', async () => {
    reply = json(200, { data: page(['Rice']) });
    await expect(httpPublicFetch(url)(FoodPacksQuery, FIRST)).resolves.toEqual(page(['Rice']));
    const [{ body, authorization }] = requests;
    expect(body.operationName).toBe('FoodPacks');
    expect(body.query).toMatch(/^query FoodPacks\(/);
    expect(body.query).toContain('fragment FoodPackCardFields on FoodPack');
    expect(body.variables).toEqual(FIRST);
    expect(authorization).toBeUndefined();
  });

  it('rejects with the GraphQL error, or the status of a reply without data', async () => {
    reply = json(200, { errors: [{ message: 'Too many requests' }] });
    await expect(httpPublicFetch(url)(FeaturedFoodPacksQuery)).rejects.toThrow('Too many requests');
    reply = (res) => res.writeHead(503).end('Service Unavailable');
    await expect(httpPublicFetch(url)(FeaturedFoodPacksQuery)).rejects.toThrow('The server answered 503');
  });

  it('rejects in a way the forms read: the server\'s field messages, its message, its status', async () => {
    const refused = { message: 'Please enter a valid email', extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'input.email', message: 'Please enter a valid email' }] } };
    reply = json(400, { errors: [refused] });
    const error = await httpPublicFetch(url)(LoginMutation, { input: { email: 'nope', password: 'x' } }).catch((e: unknown) => e);
    expect(badUserInputFields(error)).toEqual([{ field: 'email', message: 'Please enter a valid email' }]);
    expect(errorMessage(error)).toBe('Please enter a valid email');
    reply = (res) => res.writeHead(503).end('<html>Bad gateway</html>');
    expect(errorMessage(await httpPublicFetch(url)(FeaturedFoodPacksQuery).catch((e: unknown) => e))).toBe('The service is temporarily unavailable. Please try again in a moment.');
    reply = json(401, { errors: [{ message: 'Not signed in' }] });
    expect(isUnauthenticated(await httpPublicFetch(url)(FeaturedFoodPacksQuery).catch((e: unknown) => e))).toBe(true);
  });

  it('never sends a mutation twice: a dropped connection may have come after the server acted', async () => {
    reply = (res) => res.socket?.destroy();
    await expect(httpPublicFetch(url)(LoginMutation, { input: { email: 'ada@example.ng', password: 'Secret#2026' } })).rejects.toThrow(/^Network error/);
    expect(requests).toHaveLength(1);
    expect(requests[0].body.operationName).toBe('Login');
  });

  it('tries once more when the connection drops, then says so', async () => {
    let dropped = 0;
    reply = (res) => (dropped++ === 0 ? res.socket?.destroy() : json(200, { data: { featuredFoodPacks: [] } })(res));
    await expect(httpPublicFetch(url)(FeaturedFoodPacksQuery)).resolves.toEqual({ featuredFoodPacks: [] });
    expect(requests).toHaveLength(2);
    await expect(httpPublicFetch('http://127.0.0.1:1/graphql')(FeaturedFoodPacksQuery)).rejects.toThrow(/^Network error/);
  });
});
