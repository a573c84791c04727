import type { ComplexityEstimator } from 'graphql-query-complexity';

/**
 * TypeGraphQL `complexity` for a paged list field: the field itself plus what is selected under
 * it once per row, for as many rows as the page-size argument asks (its default when absent,
 * never more than the service returns). Read by graphql-query-complexity's fieldExtensionsEstimator.
 */
export function pagedCost(sizeArg: string, sizes: { default: number; max: number }): ComplexityEstimator {
  return ({ args, childComplexity }) => {
    const asked = Number(args[sizeArg] ?? sizes.default);
    const rows = Number.isInteger(asked) ? Math.min(Math.max(asked, 1), sizes.max) : sizes.max;
    return 1 + rows * childComplexity;
  };
}

/** The same for a list of known size without a page-size argument. */
export function fixedListCost(rows: number): ComplexityEstimator {
  return ({ childComplexity }) => 1 + rows * childComplexity;
}
