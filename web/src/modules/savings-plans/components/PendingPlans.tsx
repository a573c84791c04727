import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { Button } from '../../ui/Button';
import { lazyWithAntd } from '../../ui/lazy-with-antd';
import { MyPendingPlansQuery } from '../graphql/operations';

// Its buttons and confirmation use antd: downloaded only when a plan is waiting.
const PendingPlanList = lazyWithAntd(() => import('./PendingPlanList'));

/**
 * Plans started whose first payment never came (a checkout closed, a card declined), to resume or
 * cancel (PendingPlanList.tsx). Nothing is shown when there are none.
 */
export function PendingPlans() {
  const { data, error, refetch } = useQuery(MyPendingPlansQuery, { fetchPolicy: 'cache-and-network' });
  const plans = data?.myPendingPlans;
  if (!plans) {
    if (error) {
      return (
        <div className="fs-pending fs-state--error" role="alert">
          <p>Failed to fetch plans waiting for payment.</p>
          <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
        </div>
      );
    }
    return (
      <p className="fs-pending__loading" role="status">
        Checking for plans waiting for payment…
      </p>
    );
  }
  if (!plans.length) return null;
  return (
    <Suspense fallback={<p className="fs-pending__loading" role="status">Loading plans waiting for payment…</p>}>
      <PendingPlanList plans={plans} refetch={refetch} />
    </Suspense>
  );
}
