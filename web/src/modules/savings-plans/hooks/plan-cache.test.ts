import { InMemoryCache } from '@apollo/client';
import { apiPlan, type PlanOptions } from '../../../../test/savings-fixtures';
import type { SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { PLANS_PAGE_SIZE } from '../components/SavingsPlansTab';
import { MySavingsPlansQuery, SavingsPlanFields } from '../graphql/operations';
import { addPlanToList } from './plan-cache';

/** The fixture's plan as the generated types have it (the fixture types its enums as strings). */
const plan = (options: PlanOptions) => apiPlan(options) as unknown as SavingsPlanFieldsFragment & { __typename: 'SavingsPlan' };

const page = (items: ReturnType<typeof plan>[], pageNumber: number, totalCount: number) => ({
  mySavingsPlans: { __typename: 'SavingsPlanPage' as const, items, totalCount, page: pageNumber, pageSize: PLANS_PAGE_SIZE },
});

/** A cache holding the tab's first page (two plans of three) and, as fetchMore leaves it, the second. */
function cacheWithPages() {
  const cache = new InMemoryCache();
  const [older, old] = [plan({ id: 'older' }), plan({ id: 'old' })];
  cache.writeQuery({ query: MySavingsPlansQuery, variables: { page: 1 }, data: page([old, older], 1, 3) });
  cache.writeQuery({ query: MySavingsPlansQuery, variables: { page: 2, pageSize: PLANS_PAGE_SIZE }, data: page([plan({ id: 'oldest' })], 2, 3) });
  return cache;
}

const shown = (cache: InMemoryCache, pageNumber = 1) => cache.readQuery({ query: MySavingsPlansQuery, variables: { page: pageNumber, pageSize: PLANS_PAGE_SIZE } })!.mySavingsPlans;

describe('the cached plan list', () => {
  it('takes a newly paid plan on top of the first page, once, counted in the total', () => {
    const cache = cacheWithPages();
    cache.writeFragment({ fragment: SavingsPlanFields, fragmentName: 'SavingsPlanFields', data: plan({ id: 'new', foodPackName: 'New Pack' }) });

    addPlanToList(cache, 'new');
    addPlanToList(cache, 'new');
    expect(shown(cache).items.map((p) => p.id)).toEqual(['new', 'old', 'older']);
    expect(shown(cache).totalCount).toBe(4);
    expect(shown(cache, 2).items.map((p) => p.id)).toEqual(['oldest']);
  });

  it('updates a paid plan where it is, without moving it', () => {
    const cache = cacheWithPages();
    cache.writeFragment({ fragment: SavingsPlanFields, fragmentName: 'SavingsPlanFields', data: plan({ id: 'older', paidCount: 3 }) });

    addPlanToList(cache, 'older');
    expect(shown(cache).items.map((p) => [p.id, p.amountPaidKobo])).toEqual([
      ['old', 1_500_000],
      ['older', 2_250_000],
    ]);
    expect(shown(cache).totalCount).toBe(3);
  });
});
