import { useMutation, useQuery } from '@apollo/client/react';
import { Alert } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { AdminPlanRowFieldsFragment } from '../../../../../gql/admin/graphql';
import { submitForm } from '../../../../../lib/graphql-errors';
import { AdminDialog, DialogActions } from '../../../../ui/admin-list';
import { SelectField, TextField } from '../../../../ui/fields';
import { formatDate, formatNaira } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { ValidatedForm } from '../../../../ui/ValidatedForm';
import { RadioChoice } from '../../../components/RadioChoice';
import { reasonProblem } from '../../utils/reason';
import '../../components/reason-dialog.css';
import { CancelSavingsPlanMutation } from '../../../graphql/plan-change-operations';
import { AdminCustomerPlansQuery, AdminSavingsPlansQuery } from '../graphql/operations';

export interface CancelPlanDialogProps {
  plan: AdminPlanRowFieldsFragment | null;
  onClose: () => void;
}

type Destination = 'refund' | 'plan';

interface CancelValues {
  reason: string;
  destination: Destination;
  targetPlanId: string;
}

const FIELDS = ['reason', 'destination', 'targetPlanId'] as const;
const FAILURE = 'Failed to cancel savings plan. Please try again.';

/** The last promised day of a cancellation's refunds (YYYY-MM-DD), or null. */
const latestDueBy = (lines: readonly { dueBy?: string | null }[]) => lines.reduce<string | null>((l, r) => (r.dueBy && (!l || r.dueBy > l) ? r.dueBy : l), null);

function CancelForm({ plan, busy, onBusy, onClose }: { plan: AdminPlanRowFieldsFragment; busy: boolean; onBusy: (busy: boolean) => void; onClose: () => void }) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [cancel] = useMutation(CancelSavingsPlanMutation, { refetchQueries: [AdminSavingsPlansQuery] });
  const paid = plan.amountPaidKobo > 0;
  // The same customer's other open plans: found by their phone number, kept when it matches exactly.
  const customer = useQuery(AdminCustomerPlansQuery, { variables: { search: plan.userPhoneNumber }, skip: !paid, fetchPolicy: 'network-only' });
  const others = (customer.data?.adminSavingsPlans.items ?? []).filter(
    (p) => p.id !== plan.id && p.userPhoneNumber === plan.userPhoneNumber && (p.status === 'Active' || p.status === 'AwaitingFirstPayment'),
  );

  const validate = (values: CancelValues) => {
    const errors: Partial<Record<keyof CancelValues, string>> = {};
    const reason = reasonProblem(values.reason);
    if (reason) errors.reason = reason;
    if (paid && values.destination === 'plan' && !values.targetPlanId) errors.targetPlanId = 'Choose the plan the money moves to';
    return errors;
  };

  const submit = (values: CancelValues, helpers: FormikHelpers<CancelValues>) => {
    const toPlan = paid && values.destination === 'plan';
    return submitForm(
      async () => {
        const { data } = await cancel({
          variables: { input: { planId: plan.id, reason: values.reason.trim(), destination: toPlan ? 'plan' : 'refund', targetPlanId: toPlan ? values.targetPlanId : null } },
        });
        const result = data?.cancelSavingsPlan;
        if (result?.__typename !== 'PlanCancellation') return result;
        const amount = formatNaira(result.amountKobo);
        let fate = 'Nothing had been paid.';
        if (result.amountKobo > 0 && toPlan) {
          fate = `${amount} moved to their ${others.find((p) => p.id === (result.movedToPlanId ?? values.targetPlanId))?.foodPackName ?? 'other'} plan.`;
        } else if (result.amountKobo > 0) {
          const dueBy = latestDueBy(result.refunds);
          fate = dueBy ? `Refund of ${amount} promised by ${formatDate(dueBy)}.` : `Refund of ${amount} started.`;
        }
        toast.success('Savings plan cancelled', `${plan.userFullName}'s ${plan.foodPackName} plan was cancelled. ${fate}`);
        onClose();
        return 'done';
      },
      { setErrors: helpers.setErrors, fields: FIELDS, setProblem, busy: onBusy, failure: FAILURE },
    );
  };

  let targets;
  if (customer.loading) targets = <p role="status">Finding the customer&apos;s other plans...</p>;
  else if (customer.error) targets = <p role="alert">Failed to fetch the customer&apos;s other plans. Close the dialog and try again.</p>;
  else if (others.length === 0) targets = <p role="status">{plan.userFullName} has no other open plan to move the money to.</p>;
  else {
    targets = (
      <SelectField
        name="targetPlanId"
        label="Move the money to"
        required
        options={[
          { value: '', label: 'Choose a plan' },
          ...others.map((p) => ({ value: p.id, label: `${p.foodPackName} (${formatNaira(p.totalAmountKobo - p.amountPaidKobo)} left to pay)` })),
        ]}
      />
    );
  }

  return (
    <>
      <p>
        <strong>{plan.userFullName}</strong>: {plan.foodPackName}
      </p>
      <p>
        Amount paid: <strong>{formatNaira(plan.amountPaidKobo)}</strong>. The plan is cancelled: no further payments are taken, and its instalments and payments
        are kept on record. The customer is e-mailed.
      </p>
      {problem && <Alert type="error" showIcon title={problem} className="fs-reason-dialog__alert" />}
      <Formik<CancelValues> initialValues={{ reason: '', destination: 'refund', targetPlanId: '' }} validate={validate} onSubmit={submit}>
        {({ values }) => (
          <ValidatedForm<CancelValues> fields={FIELDS} aria-label="Cancel savings plan">
            <TextField name="reason" label="Reason" required multiline rows={3} placeholder="Why is this plan cancelled? (3 to 300 characters)" />
            {paid && (
              <RadioChoice<Destination>
                name="destination"
                legend="Where the money paid goes"
                disabled={busy}
                options={[
                  { value: 'refund', label: 'Refund to the customer', hint: 'Card payments through Paystack; cash, transfer and POS become refunds owed, paid out by the office. 7 to 14 business days.' },
                  { value: 'plan', label: 'Move to another of their plans' },
                ]}
              />
            )}
            {paid && values.destination === 'plan' && targets}
            <DialogActions busy={busy} onCancel={onClose} cancelLabel="Keep plan" label="Cancel plan" busyLabel="Cancelling..." danger />
          </ValidatedForm>
        )}
      </Formik>
    </>
  );
}

/**
 * 'Cancel plan', for a plan that has received money (money is never destroyed, so it is not
 * deleted): a required reason, audited by the server, and where the money goes: refunded, or
 * moved to another open plan of the same customer.
 */
export function CancelPlanDialog({ plan, onClose }: CancelPlanDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog open={plan !== null} title="Cancel savings plan" busy={busy} onClose={onClose} focusFirst="textarea">
      {plan !== null && <CancelForm plan={plan} busy={busy} onBusy={setBusy} onClose={onClose} />}
    </AdminDialog>
  );
}
