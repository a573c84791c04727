import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from './context';

/**
 * Logs unexpected errors with the request's logger (so the line carries the request id), and
 * stamps that id on every INTERNAL_SERVER_ERROR the client receives, so support can find it.
 */
export function errorLoggingPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }) {
          for (const err of errors) {
            const code = err.extensions?.code;
            if (!code || code === 'INTERNAL_SERVER_ERROR') contextValue.log?.error({ err: err.originalError ?? err, path: err.path }, 'graphql error');
          }
        },
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single') return;
          for (const err of response.body.singleResult.errors ?? []) {
            if (err.extensions?.code === 'INTERNAL_SERVER_ERROR') {
              (err as { extensions: Record<string, unknown> }).extensions = { ...err.extensions, requestId: contextValue.requestId };
            }
          }
        },
      };
    },
  };
}
