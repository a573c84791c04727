import type { ApolloServerPlugin } from '@apollo/server';
import { unavailability } from '../common/db';
import type { GraphQLContext } from './context';

/**
 * Logs unexpected errors with the request's logger (so the line carries the request id), and
 * stamps that id on every INTERNAL_SERVER_ERROR the client receives, so support can find it.
 * A response carrying SERVICE_UNAVAILABLE (the database or Redis is down) is sent as a 503.
 */
export function errorLoggingPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ contextValue, errors }) {
          for (const err of errors) {
            const code = err.extensions?.code;
            if (unavailability(err.originalError)) contextValue.log?.warn({ err: err.originalError, path: err.path }, 'graphql request failed: a dependency is down');
            else if (!code || code === 'INTERNAL_SERVER_ERROR') contextValue.log?.error({ err: err.originalError ?? err, path: err.path }, 'graphql error');
          }
        },
        async willSendResponse({ contextValue, response }) {
          if (response.body.kind !== 'single') return;
          const down = response.body.singleResult.errors?.find((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE');
          if (down) {
            // An honest status for clients and load balancers, and when to try again.
            response.http.status = 503;
            response.http.headers.set('retry-after', String(down.extensions?.retryAfterSeconds ?? 5));
          }
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
