import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import {
  getNamedType,
  parse,
  print,
  specifiedRules,
  validate,
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  isNonNullType,
  typeFromAST,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../src/app';
import { buildAppSchema } from '../../src/graphql/schema';
import { operationCost, queryLimits } from '../../src/graphql/query-limits';
import { MAX_PAGE_SIZE } from '../../src/modules/food-pack/domain/filters';
import { gql } from '../support/graphql';
import { startTestSystem, type TestSystem } from '../support/test-system';

/** The operations the web app sends, as graphql-codegen generated them. */
function webOperations(): DocumentNode[] {
  const source = readFileSync(path.resolve(__dirname, '..', '..', '..', 'web', 'src', 'gql', 'graphql.ts'), 'utf8');
  const docs = [...source.matchAll(/^export const \w+Document = (\{.*\}) as unknown as DocumentNode/gm)].map((m) => JSON.parse(m[1]) as DocumentNode);
  if (docs.length < 10) throw new Error(`found only ${docs.length} operations in web/src/gql/graphql.ts`);
  return docs;
}

const PAGE_SIZE_ARG = /^(pageSize|first|last|limit|take)$/;

/** Variables for an operation: page sizes at the server's maximum, any valid value elsewhere. */
function largestVariables(schema: GraphQLSchema, op: OperationDefinitionNode): Record<string, unknown> {
  const sample = (type: GraphQLInputType): unknown => {
    if (type instanceof GraphQLNonNull) return sample(type.ofType);
    if (type instanceof GraphQLList) return [sample(type.ofType)];
    if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
    if (type instanceof GraphQLInputObjectType) {
      const fields = Object.values(type.getFields()).filter((f) => isNonNullType(f.type) && f.defaultValue === undefined);
      return Object.fromEntries(fields.map((f) => [f.name, sample(f.type)]));
    }
    const scalar = type as GraphQLScalarType;
    return ['1', 1, true, '2026-01-01'].find((v) => {
      try {
        return scalar.parseValue(v) !== undefined;
      } catch {
        return false;
      }
    });
  };
  return Object.fromEntries(
    (op.variableDefinitions ?? []).map((d) => {
      const name = d.variable.name.value;
      const type = typeFromAST(schema, d.type as never) as GraphQLInputType;
      return [name, PAGE_SIZE_ARG.test(name) && getNamedType(type).name === 'Int' ? MAX_PAGE_SIZE : sample(type)];
    }),
  );
}

const PROD_ENV = { NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_test_prod', PAYSTACK_PUBLIC_KEY: 'pk_test_prod', PAYMENT_METHOD_KEY: 'p'.repeat(32), TERMII_API_KEY: 'tl_test_prod', TERMII_SENDER_ID: 'FoodSavings' };

describe('the GraphQL endpoint and HTTP errors in production (MariaDB)', () => {
  let t: TestSystem;
  beforeAll(async () => {
    t = await startTestSystem({ seedDemo: true, env: PROD_ENV });
  });
  afterAll(() => t.stop());

  const post = (body: unknown) => t.http.post('/graphql').set('content-type', 'application/json').send(body as object);

  describe('validation', () => {
    it('refuses fragment cycles with 400 as graphql-js does, instead of overflowing the stack', async () => {
      const direct = await post({ query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' });
      expect(direct.status).toBe(400);
      expect(direct.body.errors[0]).toMatchObject({ message: 'Cannot spread fragment "A" within itself via "B".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

      const nested = await post({ query: '{ featuredFoodPacks { ...P } } fragment P on FoodPack { id items { id } ...P }' });
      expect(nested.status).toBe(400);
      expect(nested.body.errors[0].message).toBe('Cannot spread fragment "P" within itself.');
    });

    it('refuses an unknown fragment with 400', async () => {
      const res = await post({ query: '{ ...Missing }' });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Unknown fragment "Missing".');
    });

    it('refuses fragments that fan out into thousands of selections', async () => {
      // F0 spreads F1 twice, F1 spreads F2 twice, ...: 2^14 selections from a few hundred bytes.
      const levels = 14;
      const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on FoodPack { id ...F${i + 1} ...F${i + 1} }`).join(' ');
      const res = await post({ query: `{ featuredFoodPacks { ...F0 } } ${fragments} fragment F${levels} on FoodPack { id name }` });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toBe('Anonymous operation recursively requests too many selections.');
    });

    it('caps aliases at 15 an operation, counting those inside fragments each time they are spread', async () => {
      const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: __typename`).join(' ');
      const fifteen = await post({ query: `{ ${aliases(15)} }` });
      expect(fifteen.status).toBe(200);
      expect(Object.keys(fifteen.body.data)).toHaveLength(15);

      const sixteen = await post({ query: `{ ${aliases(16)} }` });
      expect(sixteen.status).toBe(400);
      expect(sixteen.body.errors[0]).toMatchObject({ message: 'Too many aliases: 16 in one operation, at most 15 are allowed', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

      // 3 aliases in a fragment spread 6 times: 18.
      const spread = await post({ query: `{ ${Array.from({ length: 6 }, (_, i) => `p${i}: featuredFoodPacks { ...Three }`).join(' ')} } fragment Three on FoodPack { x: id y: name z: priceKobo }` });
      expect(spread.status).toBe(400);
      expect(spread.body.errors[0].message).toBe('Too many aliases: 24 in one operation, at most 15 are allowed');
    });

    it('hides field and argument suggestions, which would reveal the schema while introspection is off', async () => {
      const field = await post({ query: 'mutation { createFoodPak { __typename } }' });
      expect(field.status).toBe(400);
      expect(field.body.errors[0].message).toBe('Cannot query field "createFoodPak" on type "Mutation".');

      const arg = await post({ query: '{ foodPacks(pageSiz: 5) { totalCount } }' });
      expect(arg.status).toBe(400);
      expect(arg.body.errors[0].message).toBe('Unknown argument "pageSiz" on field "Query.foodPacks".');
      expect(JSON.stringify([field.body, arg.body])).not.toMatch(/did you mean/i);
    });
  });

  describe('cost', () => {
    const pages = (n: number) => `query Pages($size: Int) { ${Array.from({ length: n }, (_, i) => `p${i}: foodPacks(pageSize: $size) { items { id name priceKobo } }`).join(' ')} }`;

    it('multiplies by the page size asked for, in the query or in a variable', async () => {
      // 7 pages of 100 packs with 3 fields: 7 × (1 + 100 × 4) = 2,807.
      const big = await post({ query: pages(7), variables: { size: 100 } });
      expect(big.status).toBe(400);
      expect(big.body.errors[0]).toMatchObject({ message: 'Query is too expensive: cost 2807, limit 2000', extensions: { code: 'QUERY_TOO_COMPLEX' } });
      expect(big.body.data).toBeUndefined();

      const inline = await post({ query: pages(7).replace('($size: Int)', '').replace(/\$size/g, '100') });
      expect(inline.body.errors[0].message).toBe('Query is too expensive: cost 2807, limit 2000');

      // The same with the default 12 a page: 7 × (1 + 12 × 4) = 343.
      const small = await post({ query: pages(7), variables: {} });
      expect(small.status).toBe(200);
      expect(small.body.errors).toBeUndefined();
    });

    it('counts a page size above the maximum as the maximum the service would return', async () => {
      expect(operationCost(await buildAppSchema(), parse('{ foodPacks(pageSize: 100000) { items { id } } }'))).toBe(1 + MAX_PAGE_SIZE * 2);
    });

    it('charges nothing for __typename, which Apollo Client adds to every selection the web sends', async () => {
      const schema = await buildAppSchema();
      const plain = operationCost(schema, parse('{ foodPacks(pageSize: 100) { items { id name } totalCount } }'));
      expect(operationCost(schema, parse('{ foodPacks(pageSize: 100) { items { id name __typename } totalCount __typename } __typename }'))).toBe(plain);
    });

    it("lets every operation of the web app through with its largest page size (100 packs)", async () => {
      const schema = await buildAppSchema();
      const maxCost = t.system.config.graphql.maxCost;
      const costs = webOperations().map((doc) => {
        const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
        return { operation: op.name!.value, cost: operationCost(schema, doc, op.name!.value, largestVariables(schema, op)) };
      });
      expect(costs.filter((c) => c.cost >= maxCost)).toEqual([]);
      // Nor do the depth and alias rules stop any of them.
      const rules = queryLimits(schema, t.system.config.graphql).validationRules;
      expect(webOperations().flatMap((doc) => validate(schema, doc, [...specifiedRules, ...rules]).map((e) => e.message))).toEqual([]);
      expect(costs.find((c) => c.operation === 'FoodPacks')!.cost).toBeGreaterThan(1000); // the page size counts

      // And the largest for real, over HTTP.
      const foodPacks = webOperations().find((d) => JSON.stringify(d).includes('"value":"FoodPacks"'))!;
      const res = await post({ query: print(foodPacks), operationName: 'FoodPacks', variables: { page: 1, pageSize: 100 } });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.foodPacks.items.length).toBeGreaterThan(0);
    });
  });

  describe('HTTP errors raised before GraphQL or the legacy routes run', () => {
    it('answers malformed JSON with 400 on /graphql and in the legacy envelope on /api', async () => {
      const g = await t.http.post('/graphql').set('content-type', 'application/json').send('{"query": "{ me { id } }"');
      expect(g.status).toBe(400);
      expect(g.body.errors[0]).toMatchObject({ message: 'The request body is not valid JSON', extensions: { code: 'BAD_REQUEST' } });

      const legacy = await t.http.post('/api/Authentication/login').set('content-type', 'application/json').send('{"email": ');
      expect(legacy.status).toBe(400);
      expect(legacy.body).toMatchObject({ success: false, message: 'The request body is not valid JSON', data: null });
    });

    it('answers a body over 100 kB with 413 naming the limit', async () => {
      const g = await post({ query: '{ __typename }', variables: { padding: 'x'.repeat(150_000) } });
      expect(g.status).toBe(413);
      expect(g.body.errors[0]).toMatchObject({ message: 'The request body is too large: at most 100 kB', extensions: { code: 'PAYLOAD_TOO_LARGE' } });

      const legacy = await t.http.post('/api/contact').send({ name: 'A', email: 'a@example.ng', subject: 'S', message: 'x'.repeat(150_000) });
      expect(legacy.status).toBe(413);
      expect(legacy.body).toMatchObject({ success: false, message: 'The request body is too large', errors: ['The request body is too large: at most 100 kB'] });
    });

    it('answers 404 for asset paths that climb out of the folder or do not exist', async () => {
      for (const url of ['/assets/..%2f..%2fpackage.json', '/assets/..%2F..%2F..%2Fapi%2Fpackage.json', '/assets/no-such-file.js']) {
        const res = await t.http.get(url);
        expect([url, res.status]).toEqual([url, 404]);
        expect(res.text).not.toMatch(/food-savings|dependencies/);
      }
    });
  });
});

describe('outside production (SQLite)', () => {
  let t: TestSystem;
  const lines: { level: number; msg: string }[] = [];
  let http: ReturnType<typeof request>;
  let stopApp: () => Promise<void>;
  beforeAll(async () => {
    t = await startTestSystem({ database: 'sqlite' });
    // The same app with a logger we can read.
    const sink = new Writable({ write: (chunk, _enc, done) => void (lines.push(JSON.parse(String(chunk))), done()) });
    const app = await createApp({ config: t.system.config, dataSource: t.system.dataSource, services: t.system.services, storage: t.system.storage, log: pino({ level: 'info' }, sink) });
    http = request(app.express);
    stopApp = () => app.stop();
  });
  afterAll(async () => {
    await stopApp();
    await t.stop();
  });

  it('logs refused requests as client errors, not as failures of the server', async () => {
    await http.post('/graphql').set('content-type', 'application/json').send('{nope');
    await http.post('/graphql').send({ query: '{ __typename }', padding: 'x'.repeat(150_000) });
    await http.get('/assets/..%2f..%2fpackage.json');
    await http.post('/api/Authentication/login').set('content-type', 'application/json').send('{nope');
    expect(lines.filter((l) => /refused/.test(l.msg))).toHaveLength(4);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]); // pino: 50 is error, 60 fatal
  });

  it('still suggests field names, for developers', async () => {
    const res = await gql(t.http, 'mutation { createFoodPak { __typename } }');
    expect(res.errors![0].message).toMatch(/Did you mean "createFoodPack"/);
  });

  it('defaults to depth 10, cost 2000 and 15 aliases', () => {
    expect(t.system.config.graphql).toEqual({ maxDepth: 10, maxCost: 2000, maxAliases: 15 });
  });
});
