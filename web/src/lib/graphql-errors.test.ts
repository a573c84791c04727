import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { errorCodes, errorMessage } from './graphql-errors';

/** What the API answers while its database is down: 503, Retry-After, a GraphQL error body. */
const UNAVAILABLE_BODY = JSON.stringify({
  errors: [{ message: 'The service is temporarily unavailable. Please try again in a moment.', extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 } }],
});

async function queryAgainst(status: number, body: string): Promise<unknown> {
  const fetch = async () =>
    ({
      ok: status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json; charset=utf-8' : null) },
      text: async () => body,
    }) as unknown as Response;
  const client = new ApolloClient({ link: new HttpLink({ uri: '/graphql', fetch }), cache: new InMemoryCache() });
  try {
    // parse(), not a gql tag: codegen would add a tagged test document to the app's operations.
    await client.query({ query: parse('query Packs { featuredFoodPacks { id } }') });
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('errors from a 503', () => {
  it("shows the server's own message and code, not 'Response not successful'", async () => {
    const error = await queryAgainst(503, UNAVAILABLE_BODY);
    expect(errorMessage(error)).toBe('The service is temporarily unavailable. Please try again in a moment.');
    expect(errorCodes(error)).toEqual(['SERVICE_UNAVAILABLE']);
  });

  it('falls back to a plain message when a proxy in between answered 503 with HTML', async () => {
    const error = await queryAgainst(503, '<html>Service Unavailable</html>');
    expect(errorMessage(error)).toBe('The service is temporarily unavailable. Please try again in a moment.');
  });
});
