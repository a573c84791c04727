import type { ApolloCache, Reference } from '@apollo/client';
import type { MySavingsPlansQuery } from '../../../gql/graphql';

/** A cached page of 'Your Savings Plans' as the cache stores it: the plans are references. */
interface CachedPlanPage {
  items: readonly Reference[];
  totalCount: number;
  page: number;
}

/**
 * A plan that has just been paid for the first time joins the cached 'Your Savings Plans' lists
 * (those starting at page 1, newest first) without fetching them again. The plan itself is
 * already in the cache, from the confirmation that returned it. A list not cached yet is fetched
 * when it is first shown. Older plans are paid from their cards, so a plan not listed yet can
 * only be the new one.
 */
export function addPlanToList(cache: ApolloCache, planId: string): void {
  const ref = cache.identify({ __typename: 'SavingsPlan', id: planId });
  if (!ref) return;
  cache.modify<{ mySavingsPlans: CachedPlanPage }>({
    fields: {
      mySavingsPlans(existing, { toReference }) {
        const page = existing as CachedPlanPage | undefined;
        if (!page || page.page !== 1 || page.items.some((p) => p.__ref === ref)) return existing;
        const added = toReference(ref);
        return added ? { ...page, items: [added, ...page.items], totalCount: page.totalCount + 1 } : existing;
      },
    },
  });
}

/**
 * The next page of plans added under those shown ('Show older plans'); the list still starts at
 * the first page, with the latest total. A plan started meanwhile moves the others down, so the
 * next page may repeat one already shown: it is left out.
 */
export function mergePlanPages(shown: MySavingsPlansQuery, next: MySavingsPlansQuery): MySavingsPlansQuery {
  const ids = new Set(shown.mySavingsPlans.items.map((p) => p.id));
  return {
    mySavingsPlans: {
      ...shown.mySavingsPlans,
      totalCount: next.mySavingsPlans.totalCount,
      items: [...shown.mySavingsPlans.items, ...next.mySavingsPlans.items.filter((p) => !ids.has(p.id))],
    },
  };
}

/**
 * A pack's new method or address, said in its plan's cached `fulfilment` too (the card reads the
 * method from it), without fetching the plans again.
 */
export function followPackOnPlan(
  cache: ApolloCache,
  pack: { planId: string; method: 'delivery' | 'pickup'; street: string | null; landmark: string | null; area: string | null; state: string },
): void {
  cache.modify<{ fulfilment: Record<string, unknown> }>({
    id: cache.identify({ __typename: 'SavingsPlan', id: pack.planId }),
    fields: {
      fulfilment: (existing) => ({ ...existing, method: pack.method, address: pack.street, landmark: pack.landmark, area: pack.area, status: pack.state }),
    },
  });
}
