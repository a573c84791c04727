import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

/** Depth is checked while validating; cost needs the variables, so it is checked once the operation is known. */
export function depthRule(maxDepth: number) {
  return depthLimit(maxDepth);
}

export function costLimitPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let cost: number;
          try {
            cost = getComplexity({
              schema,
              query: document,
              operationName: request.operationName,
              variables: request.variables,
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch {
            return; // bad variables: execution reports them as BAD_USER_INPUT, naming the field
          }
          if (cost > maxCost) {
            throw new GraphQLError(`Query is too expensive: cost ${cost}, limit ${maxCost}`, {
              extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
