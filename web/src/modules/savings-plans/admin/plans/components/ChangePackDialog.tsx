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
import { reasonProblem } from '../../utils/reason';
import '../../components/reason-dialog.css';
import { ChangePlanPackMutation, PackChangePreviewQuery } from '../../../graphql/plan-change-operations';
import { AdminChangePackChoicesQuery, AdminSavingsPlansQuery } from '../graphql/operations';

export interface ChangePackDialogProps {
  plan: AdminPlanRowFieldsFragment | null;
  onClose: () => void;
}

interface ChangeValues {
  foodPackId: string;
  reason: string;
}

const FIELDS = ['foodPackId', 'reason'] as const;
const FAILURE = 'Failed to change the pack. Please try again.';

/** A pack can be changed before half the goal is paid, on a plan still open (spec section 1). */
export const canChangePack = (p: AdminPlanRowFieldsFragment) => (p.status === 'Active' || p.status === 'AwaitingFirstPayment') && p.amountPaidKobo * 2 < p.totalAmountKobo;

function Preview({ planId, foodPackId }: { planId: string; foodPackId: string }) {
  const { data, loading, error } = useQuery(PackChangePreviewQuery, { variables: { planId, foodPackId }, fetchPolicy: 'network-only' });
  const result = data?.packChangePreview;
  if (loading) return <p role="status">Working out the new plan...</p>;
  if (error || !result) return <p role="alert">Failed to work out the new plan. Please try again.</p>;
  if (result.__typename === 'ErrorResult') return <p role="alert">{result.message}</p>;
  return (
    <section aria-label="The new plan" className="fs-admin-change-pack">
      <p>
        {result.foodPackName} at today&apos;s price, {formatNaira(result.priceKobo)}: {formatNaira(result.carriedKobo)} carried over, {formatNaira(result.remainingKobo)} left to pay, ending{' '}
        {formatDate(result.endDate)}.
      </p>
      <ol aria-label="New instalments">
        {result.instalments.map((i) => (
          <li key={i.sequence}>
            {formatDate(i.dueDate)}: {formatNaira(i.amountKobo)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function ChangeForm({ plan, busy, onBusy, onClose }: { plan: AdminPlanRowFieldsFragment; busy: boolean; onBusy: (busy: boolean) => void; onClose: () => void }) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const packs = useQuery(AdminChangePackChoicesQuery);
  const [change] = useMutation(ChangePlanPackMutation, { refetchQueries: [AdminSavingsPlansQuery] });
  const choices = (packs.data?.foodPacks.items ?? []).filter((p) => p.id !== plan.foodPackId);

  const validate = (values: ChangeValues) => {
    const errors: Partial<ChangeValues> = {};
    if (!values.foodPackId) errors.foodPackId = 'Choose the new pack';
    const reason = reasonProblem(values.reason);
    if (reason) errors.reason = reason;
    return errors;
  };

  const submit = (values: ChangeValues, helpers: FormikHelpers<ChangeValues>) =>
    submitForm(
      async () => {
        const { data } = await change({ variables: { input: { planId: plan.id, foodPackId: values.foodPackId, reason: values.reason.trim() } } });
        const result = data?.changePlanPack;
        if (result?.__typename !== 'SavingsPlan') return result;
        toast.success('Pack changed', `${plan.userFullName}'s plan is now for the ${result.foodPackName}; what was paid was carried over.`);
        onClose();
        return 'done';
      },
      { setErrors: helpers.setErrors, fields: FIELDS, setProblem, busy: onBusy, failure: FAILURE },
    );

  return (
    <>
      <p>
        <strong>{plan.userFullName}</strong>: {plan.foodPackName}, {formatNaira(plan.amountPaidKobo)} of {formatNaira(plan.totalAmountKobo)} paid.
      </p>
      {problem && <Alert type="error" showIcon title={problem} className="fs-reason-dialog__alert" />}
      {packs.error && !packs.data && <p role="alert">Failed to fetch the food packs. Close the dialog and try again.</p>}
      <Formik<ChangeValues> initialValues={{ foodPackId: '', reason: '' }} validate={validate} onSubmit={submit}>
        {({ values }) => (
          <ValidatedForm<ChangeValues> fields={FIELDS} aria-label="Change pack">
            <SelectField
              name="foodPackId"
              label="New pack"
              required
              disabled={packs.loading}
              options={[{ value: '', label: packs.loading ? 'Loading the packs...' : 'Choose a pack' }, ...choices.map((p) => ({ value: p.id, label: `${p.name} (${formatNaira(p.priceKobo)})` }))]}
            />
            {values.foodPackId && <Preview planId={plan.id} foodPackId={values.foodPackId} />}
            <TextField name="reason" label="Reason" required multiline rows={3} placeholder="Why is the pack changed? (3 to 300 characters)" />
            <DialogActions busy={busy} onCancel={onClose} cancelLabel="Keep pack" label="Change pack" busyLabel="Changing..." />
          </ValidatedForm>
        )}
      </Formik>
    </>
  );
}

/** 'Change pack' for a customer (issue 26): the new pack, the server's preview, and a reason (audited). */
export function ChangePackDialog({ plan, onClose }: ChangePackDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog open={plan !== null} title="Change pack" busy={busy} onClose={onClose} focusFirst="select">
      {plan !== null && <ChangeForm plan={plan} busy={busy} onBusy={setBusy} onClose={onClose} />}
    </AdminDialog>
  );
}
