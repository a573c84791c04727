import { useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageSpinner } from '../../ui/PageSpinner';
import { MySavingsPlansQuery } from '../graphql/operations';
import { PlanCard } from './PlanCard';
import './savings-plans.css';

// The modal and its payment code download when Pay is first pressed.
const MakePaymentModal = lazy(() => import('./MakePaymentModal'));

/** The profile's 'Your Savings Plans' tab: the customer's active and completed plans. */
export function SavingsPlansTab() {
  const navigate = useNavigate();
  // A plan paid elsewhere (the webhook, another phone) shows on the next visit without a reload.
  const { data, error, refetch } = useQuery(MySavingsPlansQuery, { fetchPolicy: 'cache-and-network' });
  const [payingId, setPayingId] = useState<string | null>(null);
  const [payOpen, setPayOpen] = useState(false);
  const plans = data?.mySavingsPlans;
  const paying = plans?.find((p) => p.id === payingId);

  const browse = (
    <Button type="primary" onClick={() => navigate('/food-packs')}>
      Browse Food Packs
    </Button>
  );

  let body;
  if (plans && plans.length > 0) {
    body = (
      <div className="fs-plan-grid">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            onPay={(p) => {
              setPayingId(p.id);
              setPayOpen(true);
            }}
          />
        ))}
      </div>
    );
  } else if (plans) {
    body = (
      <div className="fs-state">
        <h3>No Active Savings Plans</h3>
        <p>Choose a food pack and save for it in small daily, weekly or monthly payments.</p>
        {browse}
      </div>
    );
  } else if (error) {
    body = (
      <div className="fs-state fs-state--error" role="alert">
        <p>Failed to fetch savings plans. Please check your connection and try again.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  } else {
    body = <PageSpinner label="Loading your savings plans" />;
  }

  return (
    <section aria-labelledby="savings-heading" className="fs-savings">
      <div className="fs-savings__header">
        <h2 id="savings-heading">Your Savings Plans</h2>
        {plans && plans.length > 0 && browse}
      </div>
      {body}
      {paying && (
        <Suspense fallback={<PageSpinner overlay label="Opening payment" />}>
          <MakePaymentModal plan={paying} open={payOpen} onClose={() => setPayOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
