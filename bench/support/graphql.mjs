// GraphQL over HTTP as the web app sends it, for benchmarks driving a started server.

/** The operation's `data`; a GraphQL error throws. */
export async function gql(server, query, variables, token) {
  const res = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(`GraphQL: ${JSON.stringify(body.errors)}`);
  return body.data;
}
