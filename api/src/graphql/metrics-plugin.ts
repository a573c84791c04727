import { performance } from 'node:perf_hooks';
import type { ApolloServerPlugin } from '@apollo/server';
import { metrics } from '../common/metrics';

/** Distinct operation names kept as labels; later new names are counted as '(other)'. */
export const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/**
 * Times every GraphQL operation into `food_savings_graphql_operation_duration_seconds`, by
 * operation name and outcome: 'invalid' (did not parse or validate: named '(invalid)', whatever
 * it claimed), 'error' (the response carries errors) or 'ok' (expected business failures are
 * values, so they are 'ok'). Unnamed operations are '(anonymous)'. Names are chosen by callers, so
 * the set is bounded: the first MAX_OPERATION_NAMES names seen since start keep their own series.
 */
export function metricsPlugin(): ApolloServerPlugin {
  const names = new Set<string>();
  const label = (name: string | null | undefined): string => {
    if (!name) return '(anonymous)';
    if (names.has(name)) return name;
    if (!OPERATION_NAME.test(name) || names.size >= MAX_OPERATION_NAMES) return '(other)';
    names.add(name);
    return name;
  };
  return {
    async requestDidStart() {
      const started = performance.now();
      let resolved = false;
      return {
        async didResolveOperation() {
          resolved = true;
        },
        async willSendResponse({ operationName, errors, response }) {
          const failed = !!errors?.length || (response.body.kind === 'single' && !!response.body.singleResult.errors?.length);
          const outcome = !resolved ? 'invalid' : failed ? 'error' : 'ok';
          metrics.graphqlDuration.observe({ operation: resolved ? label(operationName) : '(invalid)', outcome }, (performance.now() - started) / 1000);
        },
      };
    },
  };
}
