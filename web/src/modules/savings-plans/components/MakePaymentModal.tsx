import { useMutation } from '@apollo/client/react';
import { Button, Modal, Progress, Radio } from 'antd';
import { useEffect } from 'react';
import type { PaymentPreference, SavingsPlanFieldsFragment } from '../../../gql/graphql';
import { formatDate, formatNaira } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { PayAllOverdueMutation, PayNextInstalmentMutation, SetPaymentPreferenceMutation } from '../graphql/operations';
import { PAYMENT_TOAST_KEY, usePaymentFlow } from '../hooks/usePaymentFlow';
import { paymentLabel, PREFERENCE_OPTIONS } from '../utils/plans';
import { ArrivalPreview } from './ArrivalPreview';
import { FineCalculator } from './LateFines';
import { PaymentProblem } from './PaymentProblem';
import { ScheduleList } from './ScheduleList';
import './savings-plans.css';

export interface MakePaymentModalProps {
  plan: SavingsPlanFieldsFragment;
  open: boolean;
  onClose: () => void;
  /** 'overdue': every overdue instalment in one checkout (payAllOverdue); else the next instalment. */
  mode?: 'next' | 'overdue';
}

/**
 * 'Make Payment' for an existing plan (spec section 2): what is due now, the progress, the
 * schedule with paid rows struck through, the payment preference; then the next instalment is
 * paid through the gateway and confirmed by the server.
 */
export default function MakePaymentModal({ plan, open, onClose, mode = 'next' }: MakePaymentModalProps) {
  const toast = useToast();
  const flow = usePaymentFlow();
  const [payNext] = useMutation(PayNextInstalmentMutation);
  const [payOverdue] = useMutation(PayAllOverdueMutation);
  const [setPreference, { loading: savingPreference }] = useMutation(SetPaymentPreferenceMutation);
  const processing = flow.phase === 'processing';
  const paid = plan.amountPaidKobo;
  const total = plan.totalAmountKobo;
  const due = plan.nextDue;
  const overdue = mode === 'overdue' ? plan.overdue : null;

  const { reset } = flow;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  const pay = () =>
    flow.pay({
      pack: { id: plan.foodPackId, name: plan.foodPackName, priceKobo: total },
      begin: async () =>
        mode === 'overdue' ? (await payOverdue({ variables: { planId: plan.id } })).data?.payAllOverdue : (await payNext({ variables: { planId: plan.id } })).data?.payNextInstalment,
      onRefused: (error) => {
        if (error.errorCode === 'NO_PENDING_PAYMENTS') toast.info('No pending payments found', mode === 'overdue' ? 'No instalment of this plan is overdue now.' : 'Every instalment of this plan is paid.', { key: PAYMENT_TOAST_KEY });
        else toast.error('Failed to process payment', error.message, { key: PAYMENT_TOAST_KEY });
      },
      cancelledMessage: 'Your payment was not made. You can try again at any time.',
      onConfirmed: (confirmation) => {
        const done = confirmation.plan.status === 'Completed' ? ' Your pack is fully paid: we will be in touch about delivery.' : '';
        toast.success('Payment Successful!', `${formatNaira(confirmation.payment.amountKobo)} paid for ${confirmation.plan.foodPackName}.${done}`, {
          key: PAYMENT_TOAST_KEY,
        });
        onClose();
      },
    });

  const changePreference = async (preference: PaymentPreference) => {
    try {
      const { data } = await setPreference({ variables: { planId: plan.id, preference } });
      const result = data?.setPaymentPreference;
      if (result?.__typename === 'SavingsPlan') {
        toast.success('Payment preference updated', preference === 'automatic' ? 'We will charge your saved card on each due date.' : 'You will pay each instalment yourself.');
      } else if (result?.__typename === 'ErrorResult') {
        toast.error('Failed to update payment preference', result.message);
      }
    } catch {
      toast.error('Failed to update payment preference', 'Please check your connection and try again.');
    }
  };

  return (
    <Modal open={open} title="Make Payment" onCancel={() => flow.requestClose(onClose)} footer={null} destroyOnHidden width={520}>
      <div className="fs-plan-form">
        <div className="fs-plan-pack">
          <div>
            <h3 className="fs-plan-pack__name">{plan.foodPackName}</h3>
            {overdue && due ? (
              <p className="fs-plan-pack__facts">
                {overdue.count} overdue instalments, the oldest due {formatDate(due.dueDate)}: one payment, credited oldest first
              </p>
            ) : due && (
              <p className="fs-plan-pack__facts">
                Instalment {due.sequence} of {plan.instalmentCount} · due {formatDate(due.dueDate)}
                {due.status === 'Overdue' && <span className="fs-schedule__status fs-schedule__status--overdue">Overdue</span>}
              </p>
            )}
          </div>
        </div>

        <dl className="fs-plan-facts">
          {overdue ? (
            <div>
              <dt>All Overdue ({overdue.count} instalments)</dt>
              <dd>{formatNaira(overdue.amountDueKobo)}</dd>
            </div>
          ) : (
            <div>
              <dt>{paymentLabel(plan.frequency)}</dt>
              <dd>{formatNaira(due ? due.amountDueKobo : plan.instalmentAmountKobo)}</dd>
            </div>
          )}
          <div>
            <dt>Total Progress</dt>
            <dd>
              {formatNaira(paid)} / {formatNaira(total + plan.finesKobo)}
            </dd>
          </div>
        </dl>
        <Progress percent={plan.progressPercent} aria-label={`${plan.foodPackName}: ${plan.progressPercent}% paid`} />
        <FineCalculator warning={plan.fineWarning} />
        <ArrivalPreview planId={plan.id} amountKobo={(overdue ?? due)?.amountDueKobo ?? 0} arrivesAround={plan.arrival?.arrivesAround ?? null} />

        <h4 className="fs-plan-form__heading">Payment Schedule</h4>
        <ScheduleList
          label="Payment schedule"
          rows={plan.schedules.map((s) => ({ key: s.id, dueDate: s.dueDate, amountKobo: s.amountKobo, status: s.status, fineKobo: s.fineKobo, kind: s.kind }))}
        />

        <fieldset className="fs-choice" disabled={processing || savingPreference}>
          <legend className="fs-choice__legend">Payment Preference</legend>
          <Radio.Group
            value={plan.paymentPreference}
            onChange={(e) => void changePreference(e.target.value as PaymentPreference)}
            className="fs-choice__options"
          >
            {PREFERENCE_OPTIONS.map((o) => (
              <Radio key={o.value} value={o.value} className="fs-choice__option">
                <span className="fs-choice__label">{o.label}</span>
                <span className="fs-choice__hint">{o.hint}</span>
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>

        <PaymentProblem text={flow.phase === 'error' ? flow.problem : null} />

        <div className="fs-plan-form__actions">
          <Button onClick={() => flow.requestClose(onClose)}>Cancel</Button>
          <Button type="primary" onClick={() => void pay()} loading={processing} aria-busy={processing || undefined} disabled={mode === 'overdue' ? !overdue : !due}>
            {processing ? 'Processing...' : 'Proceed to Payment'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
