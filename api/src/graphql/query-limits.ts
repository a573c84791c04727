import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type DocumentNode, type GraphQLSchema, type SelectionSetNode, type ValidationRule } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

export interface QueryLimits {
  maxDepth: number;
  maxCost: number;
  maxAliases: number;
}

/**
 * Selections counted with every fragment spread expanded. Far above any real operation (the web's
 * have a few dozen), it stops fragment fan-out (A spreads B twice, B spreads C twice, ...) before
 * the depth rule expands it.
 */
export const MAX_SELECTIONS = 5_000;

/**
 * What Apollo needs to enforce the limits. With `maxRecursiveSelections` set, Apollo runs
 * `validationRules` in a second pass, only once graphql-js's own rules (NoFragmentCycles,
 * KnownFragmentNames, ...) and the selection count have passed: the custom rules assume a
 * valid document (graphql-depth-limit overflows the stack on a fragment cycle).
 */
export function queryLimits(schema: GraphQLSchema, limits: QueryLimits) {
  return {
    maxRecursiveSelections: MAX_SELECTIONS,
    validationRules: [depthLimit(limits.maxDepth), maxAliasesRule(limits.maxAliases)],
    costPlugin: costLimitPlugin(schema, limits.maxCost),
  };
}

/** Refuses an operation with more than `max` aliases, counting those inside fragments each time they are spread. */
export function maxAliasesRule(max: number): ValidationRule {
  return (context) => {
    const perFragment = new Map<string, number>();
    const count = (set: SelectionSetNode | undefined): number => {
      let n = 0;
      for (const s of set?.selections ?? []) {
        if (s.kind === Kind.FIELD) n += (s.alias ? 1 : 0) + count(s.selectionSet);
        else if (s.kind === Kind.INLINE_FRAGMENT) n += count(s.selectionSet);
        else n += fragmentAliases(s.name.value);
      }
      return n;
    };
    const fragmentAliases = (name: string): number => {
      if (!perFragment.has(name)) {
        perFragment.set(name, 0); // runs after NoFragmentCycles, but never loop regardless
        perFragment.set(name, count(context.getFragment(name)?.selectionSet));
      }
      return perFragment.get(name)!;
    };
    return {
      OperationDefinition(operation) {
        const aliases = count(operation.selectionSet);
        if (aliases > max) {
          context.reportError(new GraphQLError(`Too many aliases: ${aliases} in one operation, at most ${max} are allowed`, { nodes: [operation] }));
        }
      },
    };
  };
}

/** `__typename` costs nothing: it reads no data, and Apollo Client adds it to every selection the web sends. */
const typenameIsFree: ComplexityEstimator = ({ field }) => (field.name === '__typename' ? 0 : undefined);

/** The operation's cost: 1 a field, times the page size under paged fields (see graphql/complexity.ts). */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operationName?: string | null, variables?: Record<string, unknown>): number {
  return getComplexity({
    schema,
    query: document,
    operationName: operationName ?? undefined,
    variables,
    estimators: [typenameIsFree, fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
}

/** Cost needs the variables (page sizes may be variables), so it is checked once the operation is known. */
export function costLimitPlugin(schema: GraphQLSchema, maxCost: number): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let cost: number;
          try {
            cost = operationCost(schema, document, request.operationName, request.variables);
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
