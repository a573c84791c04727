import { Tabs } from 'antd';
import { useId } from 'react';
import { CreatePlanForm } from './components/CreatePlanForm';
import { RecentPayments } from './components/RecentPayments';
import { UpdatePaymentForm } from './components/UpdatePaymentForm';
import './components/manual-payments.css';

/**
 * The admin console's Manual Payments tab (spec section 2, issue 14): 'Create New Plan' starts a
 * plan for a customer who saves in cash; 'Update Payment' records money received outside
 * Paystack against an instalment, with the payments recorded last and their Revert.
 */
export function ManualPaymentsTab() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="fs-mp">
      <div className="fs-admin-section__header">
        <h2 id={headingId}>Manual Payments</h2>
      </div>
      <Tabs
        items={[
          { key: 'create', label: 'Create New Plan', children: <CreatePlanForm /> },
          {
            key: 'update',
            label: 'Update Payment',
            children: (
              <>
                <UpdatePaymentForm />
                <RecentPayments />
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
