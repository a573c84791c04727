import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createApolloClient } from './apollo';
import { useApolloHost } from './apollo-host';

// apollo-host.ts loads the client from here too: one file for the client and its provider.
export { createApolloClient };

/** Apollo for what it wraps. Loaded with it (lazyWithApollo), so the client is made at once. */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={useApolloHost().client(createApolloClient)}>{children}</ApolloProvider>;
}
