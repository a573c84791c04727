import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Modal } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import type { SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { SelectField } from '../../ui/fields';
import { formatDate, formatNaira } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { MyPendingPlansQuery, MySavingsPlansQuery } from '../graphql/operations';
import { CancelSavingsPlanMutation } from '../graphql/plan-change-operations';
import { latestDueBy } from '../utils/money-fate';
import { RadioChoice } from './RadioChoice';

export interface CancelSavingsPlanDialogProps {
  plan: SavingsPlanFieldsFragment;
  open: boolean;
  onClose: () => void;
}

type Destination = 'refund' | 'plan';

interface CancelValues {
  destination: Destination;
  targetPlanId: string;
}

const FIELDS = ['destination', 'targetPlanId'] as const;

const isOpen = (p: SavingsPlanFieldsFragment) => p.status === 'Active' || p.status === 'AwaitingFirstPayment';

/**
 * 'Cancel plan' on an open plan (issue 26): the amount paid, and where it goes, a refund (card
 * payments back to the card; cash, transfer and POS paid back by the office; 7 to 14 business
 * days) or another of the customer's open plans. The server's refusal is said as it is.
 */
export default function CancelSavingsPlanDialog({ plan, open, onClose }: CancelSavingsPlanDialogProps) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  // The plans the tab has loaded (its first page and any older ones shown): the other open ones can take the money.
  const { data } = useQuery(MySavingsPlansQuery, { variables: { page: 1 }, fetchPolicy: 'cache-first', skip: !open });
  const others = (data?.mySavingsPlans.items ?? []).filter((p) => p.id !== plan.id && isOpen(p));
  const [cancel, { loading }] = useMutation(CancelSavingsPlanMutation, {
    // Done: the tab's lists are fetched again (a refusal changed nothing).
    refetchQueries: (r) => (r.data?.cancelSavingsPlan.__typename === 'PlanCancellation' ? [MySavingsPlansQuery, MyPendingPlansQuery] : []),
  });
  const paid = plan.amountPaidKobo > 0;

  const validate = (values: CancelValues) => (paid && values.destination === 'plan' && !values.targetPlanId ? { targetPlanId: 'Choose the plan the money goes to' } : {});

  const submit = async (values: CancelValues) => {
    setProblem(null);
    const toPlan = paid && values.destination === 'plan';
    try {
      const { data: answer } = await cancel({
        variables: { input: { planId: plan.id, destination: toPlan ? 'plan' : 'refund', targetPlanId: toPlan ? values.targetPlanId : null } },
      });
      const result = answer?.cancelSavingsPlan;
      if (result?.__typename === 'PlanCancellation') {
        const amount = formatNaira(result.amountKobo);
        if (result.amountKobo <= 0) {
          toast.success('Plan cancelled', `Your ${plan.foodPackName} plan was cancelled.`);
        } else if (toPlan) {
          const target = others.find((p) => p.id === (result.movedToPlanId ?? values.targetPlanId));
          toast.success('Plan cancelled', `${amount} moved to your ${target?.foodPackName ?? 'other'} plan.`);
        } else {
          const dueBy = latestDueBy(result.refunds);
          toast.success('Plan cancelled', dueBy ? `Refund of ${amount} promised by ${formatDate(dueBy)}.` : `Refund of ${amount} requested.`);
        }
        onClose();
      } else {
        setProblem(result?.message ?? 'Your plan could not be cancelled. Please try again.');
      }
    } catch {
      setProblem('Your plan could not be cancelled. Please check your connection and try again.');
    }
  };

  const close = () => {
    if (loading) return;
    setProblem(null);
    onClose();
  };

  return (
    <Modal open={open} title={`Cancel your ${plan.foodPackName} plan?`} onCancel={close} closable={!loading} footer={null} destroyOnHidden width={520}>
      <Formik<CancelValues> initialValues={{ destination: 'refund', targetPlanId: '' }} validate={validate} onSubmit={submit}>
        {({ values }) => (
          <ValidatedForm<CancelValues> fields={FIELDS} aria-label="Cancel plan">
            <dl className="fs-plan-facts">
              <div>
                <dt>Amount Paid</dt>
                <dd>{formatNaira(plan.amountPaidKobo)}</dd>
              </div>
              <div>
                <dt>Total Amount</dt>
                <dd>{formatNaira(plan.totalAmountKobo)}</dd>
              </div>
            </dl>
            {paid ? (
              <>
                <RadioChoice<Destination>
                  name="destination"
                  legend={`Where should the ${formatNaira(plan.amountPaidKobo)} you paid go?`}
                  disabled={loading}
                  options={[
                    {
                      value: 'refund',
                      label: 'Refund to me',
                      hint: 'Card payments go back to your card; cash, transfer and POS payments are paid back by our office. Within 7 to 14 business days.',
                    },
                    {
                      value: 'plan',
                      label: 'Move to another plan',
                      hint: others.length > 0 ? 'It is paid into another of your open plans.' : 'You have no other open plan to move it to.',
                    },
                  ]}
                />
                {values.destination === 'plan' && others.length > 0 && (
                  <SelectField
                    name="targetPlanId"
                    label="Move the money to"
                    required
                    disabled={loading}
                    options={[
                      { value: '', label: 'Choose a plan' },
                      ...others.map((p) => ({ value: p.id, label: `${p.foodPackName} (${formatNaira(p.remainingKobo)} left to pay)` })),
                    ]}
                  />
                )}
              </>
            ) : (
              <p>Nothing has been paid on this plan yet: it is simply cancelled.</p>
            )}
            <p>A cancelled plan takes no more payments. This cannot be undone.</p>
            {problem && (
              <p className="fs-field__error" role="alert">
                {problem}
              </p>
            )}
            <div className="fs-plan-form__actions">
              <Button onClick={close} disabled={loading}>
                Keep plan
              </Button>
              <Button
                type="primary"
                danger
                htmlType="submit"
                loading={loading}
                disabled={paid && values.destination === 'plan' && others.length === 0}
              >
                Cancel plan
              </Button>
            </div>
          </ValidatedForm>
        )}
      </Formik>
    </Modal>
  );
}
