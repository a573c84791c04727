import { useMutation } from '@apollo/client/react';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import type { MyPendingPlansQuery as MyPendingPlansData } from '../../../gql/graphql';
import { formatNaira } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { CancelPendingPlanMutation, ResumePlanPaymentMutation } from '../graphql/operations';
import { PAYMENT_TOAST_KEY, usePaymentFlow } from '../hooks/usePaymentFlow';
import { frequencyLabel } from '../utils/plans';
import { PaymentProblem } from './PaymentProblem';

type PendingPlan = MyPendingPlansData['myPendingPlans'][number];

/**
 * The plans waiting for their first payment (PendingPlans.tsx), each with 'Resume payment' (its
 * first instalment's checkout again, through the server's checkout rules) and 'Cancel' (it stops
 * counting towards the 3 plans that may wait at once, so another can be started at once). Uses
 * antd: downloaded only when there is such a plan.
 */
export default function PendingPlanList({ plans, refetch }: { plans: readonly PendingPlan[]; refetch: () => Promise<unknown> }) {
  const toast = useToast();
  const flow = usePaymentFlow();
  const [resume] = useMutation(ResumePlanPaymentMutation);
  const [cancel] = useMutation(CancelPendingPlanMutation);
  // The plan whose payment was last started: its button spins while it runs, its problem shows under it.
  const [resumingId, setResumingId] = useState<string | null>(null);
  const [cancellingId, setCancellingId] = useState<string | null>(null);
  const again = () => void refetch().catch(() => undefined);

  const pay = (plan: PendingPlan) => {
    setResumingId(plan.id);
    void flow.pay({
      pack: { id: plan.foodPackId, name: plan.foodPackName, priceKobo: plan.totalAmountKobo },
      begin: async () => (await resume({ variables: { planId: plan.id } })).data?.resumePlanPayment,
      onRefused: (refused) => {
        toast.error('Failed to process payment', refused.message, { key: PAYMENT_TOAST_KEY });
        again();
      },
      cancelledMessage: 'Your plan has not started. You can resume the payment or cancel the plan at any time.',
      onConfirmed: (confirmation) => {
        toast.success('Savings Plan Started!', `${formatNaira(confirmation.payment.amountKobo)} paid for ${confirmation.plan.foodPackName}.`, { key: PAYMENT_TOAST_KEY });
        again();
      },
    });
  };

  const cancelPlan = async (plan: PendingPlan) => {
    setCancellingId(plan.id);
    try {
      const { data: answer } = await cancel({ variables: { planId: plan.id } });
      const result = answer?.cancelPendingPlan;
      if (result?.__typename === 'SavingsPlan') toast.success('Plan cancelled', `${plan.foodPackName} was cancelled. You can start another plan now.`);
      else toast.error('Failed to cancel plan', result?.message ?? 'Please try again.');
      again();
    } catch {
      toast.error('Failed to cancel plan', 'Please check your connection and try again.');
    } finally {
      setCancellingId(null);
    }
  };

  const busy = flow.phase === 'processing';
  return (
    <section className="fs-pending" aria-labelledby="pending-heading">
      <h3 id="pending-heading">Waiting for your first payment</h3>
      <p className="fs-pending__note">A plan starts once its first payment is in. Resume the payment, or cancel a plan you no longer want: unpaid plans also lapse a day after they are started.</p>
      <ul className="fs-pending__list">
        {plans.map((plan) => (
          <li key={plan.id} className="fs-pending__item" aria-label={plan.foodPackName}>
            <div className="fs-pending__facts">
              <strong>{plan.foodPackName}</strong>
              <span>
                {formatNaira(plan.totalAmountKobo)} · {frequencyLabel(plan.frequency)}, {plan.instalmentCount} payments · first payment {formatNaira(plan.nextDue?.amountDueKobo ?? 0)}
              </span>
            </div>
            <div className="fs-pending__actions">
              <Button type="primary" onClick={() => pay(plan)} loading={busy && resumingId === plan.id} disabled={busy && resumingId !== plan.id}>
                Resume payment
              </Button>
              <Popconfirm
                title="Cancel this plan?"
                description="Nothing has been paid on it. You can start another plan at once."
                okText="Cancel plan"
                cancelText="Keep it"
                // Thumb-sized on a phone, like every other action here.
                okButtonProps={{ className: 'fs-touch-button' }}
                cancelButtonProps={{ className: 'fs-touch-button' }}
                onConfirm={() => cancelPlan(plan)}
              >
                <Button loading={cancellingId === plan.id} disabled={busy}>
                  Cancel
                </Button>
              </Popconfirm>
            </div>
            {resumingId === plan.id && <PaymentProblem text={flow.phase === 'error' ? flow.problem : null} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
