import { ApolloServer } from '@apollo/server';
import { buildSchema } from 'graphql';
import { queryLimits } from './query-limits';

/** A schema that nests without end, which the app's does not (yet): the depth limit is what stops it. */
const schema = buildSchema(`
  type Query { node: Node }
  type Node { id: ID next: Node }
`);

async function errorsOf(query: string): Promise<string[]> {
  const limits = queryLimits(schema, { maxDepth: 10, maxCost: 2000, maxAliases: 15 });
  const server = new ApolloServer({ schema, maxRecursiveSelections: limits.maxRecursiveSelections, validationRules: limits.validationRules, plugins: [limits.costPlugin] });
  await server.start();
  try {
    const { body } = await server.executeOperation({ query });
    return body.kind === 'single' ? (body.singleResult.errors ?? []).map((e) => e.message) : [];
  } finally {
    await server.stop();
  }
}

/** `id` selected `depth` levels down: { node { next { ... id } } }. */
const nested = (depth: number) => `{ node { ${'next { '.repeat(depth - 1)}id ${'} '.repeat(depth)}}`;

describe('query limits', () => {
  it('allows 10 levels and refuses 11', async () => {
    expect(await errorsOf(nested(10))).toEqual([]);
    expect(await errorsOf(nested(11))).toEqual(["'' exceeds maximum operation depth of 10"]);
  });

  it('counts depth through fragments', async () => {
    const query = `{ node { next { ...Deep } } } fragment Deep on Node { next { next { next { next { next { next { next { next { next { id } } } } } } } } } }`;
    expect(await errorsOf(query)).toEqual(["'' exceeds maximum operation depth of 10"]);
  });

  it('leaves a fragment cycle to graphql-js, which names it (the depth rule would overflow the stack)', async () => {
    expect(await errorsOf('{ node { ...A } } fragment A on Node { next { ...B } } fragment B on Node { next { ...A } }')).toEqual([
      'Cannot spread fragment "A" within itself via "B".',
    ]);
  });
});
