import type { ApolloCache } from '@apollo/client';

/**
 * A plan that has just been paid for the first time joins the cached 'Your Savings Plans' list
 * (newest first) without fetching the list again. The plan itself is already in the cache, from
 * the confirmation that returned it. A list not cached yet is fetched when it is first shown.
 */
export function addPlanToList(cache: ApolloCache, planId: string): void {
  const ref = cache.identify({ __typename: 'SavingsPlan', id: planId });
  if (!ref) return;
  cache.modify({
    fields: {
      mySavingsPlans(existing: readonly { __ref: string }[] = [], { toReference }) {
        if (existing.some((p) => p.__ref === ref)) return existing;
        const added = toReference(ref);
        return added ? [added, ...existing] : existing;
      },
    },
  });
}
