import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../ui/Button';
import { lazyWithAntd } from '../../ui/lazy-with-antd';
import { PageSpinner } from '../../ui/PageSpinner';
import { MyBankAccountQuery, MySavingsPlansQuery } from '../graphql/operations';
import { mergePlanPages } from '../hooks/plan-cache';
import { PendingPlans } from './PendingPlans';
import { PlanCard } from './PlanCard';
import './savings-plans.css';

// The modal and its payment code download when Pay is first pressed.
const MakePaymentModal = lazyWithAntd(() => import('./MakePaymentModal'));

const focusTitle = (title: HTMLHeadingElement | null) => title?.focus();

/**
 * The latest plans shown first; 'Show older plans' adds as many again. The query states it as a
 * literal (MySavingsPlans' `pageSize: 6`), so the server's cost check knows the page is small.
 */
export const PLANS_PAGE_SIZE = 6;

export interface SavingsPlansTabProps {
  /** The customer's reminder channels (Personal Details): each plan card says which reminders it gets. */
  reminderChannels?: { email: boolean; sms: boolean };
}

/**
 * The profile's 'Your Savings Plans' tab: plans waiting for their first payment (resume or cancel),
 * then the customer's active and completed plans, newest first.
 */
export function SavingsPlansTab({ reminderChannels }: SavingsPlansTabProps = {}) {
  const navigate = useNavigate();
  // ?plan=…: the plan a customer is sent to after its first payment (issue 29), drawn out and focused (so scrolled to).
  const [params] = useSearchParams();
  const highlightId = params.get('plan');
  // A plan paid elsewhere (the webhook, another phone) shows on the next visit without a reload.
  const { data, error, refetch, fetchMore, networkStatus } = useQuery(MySavingsPlansQuery, {
    variables: { page: 1 },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // The customer's own account number (issue 27): each open plan names it as the one account to pay into.
  const bank = useQuery(MyBankAccountQuery, { fetchPolicy: 'cache-and-network' }).data?.myBankAccount;
  const payInto = bank?.status === 'assigned' && bank.accountNumber ? { bankName: bank.bankName ?? '', accountNumber: bank.accountNumber, accountName: bank.accountName ?? '' } : null;
  const [payingId, setPayingId] = useState<string | null>(null);
  const [payOpen, setPayOpen] = useState(false);
  // 'overdue': the modal pays every overdue instalment in one checkout.
  const [payMode, setPayMode] = useState<'next' | 'overdue'>('next');
  const [moreFailed, setMoreFailed] = useState(false);
  // The first plan a 'Show older plans' added: its title takes the focus as it appears, where reading goes on.
  const [firstAddedId, setFirstAddedId] = useState<string | null>(null);
  const list = data?.mySavingsPlans;
  const plans = list?.items;
  const paying = plans?.find((p) => p.id === payingId);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const showOlder = async () => {
    if (!plans || loadingMore) return;
    setMoreFailed(false);
    const shown = new Set(plans.map((p) => p.id));
    try {
      // Pages are counted from the newest: a plan started since the first page may be repeated, never skipped.
      const { data: more } = await fetchMore({ variables: { page: Math.floor(plans.length / PLANS_PAGE_SIZE) + 1 }, updateQuery: (prev, { fetchMoreResult }) => mergePlanPages(prev, fetchMoreResult) });
      const added = more?.mySavingsPlans.items.find((p) => !shown.has(p.id));
      if (added) setFirstAddedId(added.id);
    } catch {
      setMoreFailed(true);
    }
  };

  const browse = (
    <Button type="primary" onClick={() => navigate('/food-packs')}>
      Browse Food Packs
    </Button>
  );

  let body;
  if (list && plans && plans.length > 0) {
    body = (
      <>
        <div className="fs-plan-grid">
          {plans.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              headingRef={plan.id === firstAddedId || plan.id === highlightId ? focusTitle : undefined}
              highlighted={plan.id === highlightId}
              reminderChannels={reminderChannels}
              payInto={payInto}
              onPay={(p) => {
                setPayingId(p.id);
                setPayMode('next');
                setPayOpen(true);
              }}
              onPayOverdue={(p) => {
                setPayingId(p.id);
                setPayMode('overdue');
                setPayOpen(true);
              }}
            />
          ))}
        </div>
        <div className="fs-plans-more">
          <p role="status">{list.totalCount > plans.length ? `Showing your latest ${plans.length} of ${list.totalCount} plans` : ''}</p>
          {moreFailed && (
            <p className="fs-plans-more__error" role="alert">
              Failed to fetch older plans. Please check your connection and try again.
            </p>
          )}
          {list.totalCount > plans.length && (
            <Button onClick={() => void showOlder()} loading={loadingMore}>
              Show older plans
            </Button>
          )}
        </div>
      </>
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
      <PendingPlans />
      {body}
      {paying && (
        <Suspense fallback={<PageSpinner overlay label="Opening payment" />}>
          <MakePaymentModal plan={paying} open={payOpen} mode={payMode} onClose={() => setPayOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
