import type { ApolloCache } from '@apollo/client';

/** What a plan started, or a payment recorded or reverted, changes on the console's other tabs. */
const PLAN_FIGURES = ['adminSavingsPlans', 'planSchedule', 'defaulters', 'defaulterDetails', 'arrearsAgeing'] as const;

/**
 * Drops the cached lists and figures the change made wrong (those on screen are fetched again,
 * the others when next shown). `payablePlans`: the plans still being paid, when this tab does not
 * refetch them itself; `revenue`: the dashboard's figures, when money moved.
 */
export function forgetPlanFigures(cache: ApolloCache, opts: { payablePlans: boolean; revenue: boolean }): void {
  const fields: string[] = [...PLAN_FIGURES];
  if (opts.payablePlans) fields.push('payablePlans');
  if (opts.revenue) fields.push('dashboardMetrics');
  for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
