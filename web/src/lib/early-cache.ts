import type { ApolloClient } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { earlyData } from './early-queries';
import { useSessionStore } from './session';

type Operation = { query: DocumentNode; variables?: Record<string, unknown> };

function operationName(query: Operation['query']): string | undefined {
  const definition = query.definitions.find((d) => d.kind === 'OperationDefinition');
  return definition?.kind === 'OperationDefinition' ? definition.name?.value : undefined;
}

/** Writes the early answers (lib/early-queries.ts) to these operations into Apollo's cache. */
export function writeEarlyAnswers(client: ApolloClient, token: string | null, operations: readonly Operation[]) {
  for (const { query, variables } of operations) {
    const name = operationName(query);
    const data = name && earlyData(name, variables, token);
    if (data) client.writeQuery({ query, variables, data });
  }
}

/**
 * Called first by a signed-in page whose first queries the entry sent early (issue 31): their
 * answers, when in, are in the cache before the page's own queries read it, so the page's first
 * render shows its data (one render, not a spinner and then a second, blocking one).
 */
export function useEarlyAnswers(operations: readonly Operation[]) {
  const client = useApolloClient();
  const session = useSessionStore();
  useState(() => writeEarlyAnswers(client, session.getToken(), operations));
}
