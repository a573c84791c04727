import type { ApolloClient } from '@apollo/client';
import { createContext, useContext } from 'react';
import type { ApolloOptions, createApolloClient } from './apollo';

/**
 * The app's one Apollo client, made the first time something needs it: the public pages never
 * do, so they never download Apollo (lib/public-data.ts). Everything else reaches Apollo through a
 * lazily loaded part (modules/ui/lazy-with-antd.tsx, lazyWithApollo) or asks the host to load it.
 */
export interface ApolloHost {
  /** The client, made now if need be by code that has Apollo loaded already (lib/WithApollo.tsx). */
  client(create: typeof createApolloClient): ApolloClient;
  /** The client, loading Apollo first if need be. */
  load(): Promise<ApolloClient>;
  /** The client if it has been made already. */
  made(): ApolloClient | null;
}

/** `client` (tests) is used as it is; otherwise one is made from `options` when first needed. */
export function createApolloHost(options: ApolloOptions, client: ApolloClient | null = null): ApolloHost {
  const host: ApolloHost = {
    client: (create) => (client ??= create(options)),
    load: async () => client ?? host.client((await import('./WithApollo')).createApolloClient),
    made: () => client,
  };
  return host;
}

const ApolloHostContext = createContext<ApolloHost | null>(null);
export const ApolloHostProvider = ApolloHostContext.Provider;

export function useApolloHost(): ApolloHost {
  const host = useContext(ApolloHostContext);
  if (!host) throw new Error('useApolloHost must be used inside AppProviders');
  return host;
}
