import { useMutation } from '@apollo/client/react';
import { Button, Space } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { AdminPlanRowFieldsFragment } from '../../../../../gql/admin/graphql';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../../../lib/graphql-errors';
import { AdminDialog } from '../../../../ui/admin-list';
import { TextField } from '../../../../ui/fields';
import { useToast } from '../../../../ui/toast';
import { ValidatedForm } from '../../../../ui/ValidatedForm';
import { AdminCancelPlanMutation, AdminSavingsPlansQuery } from '../graphql/operations';
import { reasonProblem } from '../utils/plans';

export interface CancelPlanDialogProps {
  plan: AdminPlanRowFieldsFragment | null;
  onClose: () => void;
}

interface CancelValues {
  reason: string;
}

const FIELDS = ['reason'] as const;
const FAILURE = 'Failed to cancel savings plan. Please try again.';

function validate({ reason }: CancelValues): Partial<CancelValues> {
  const problem = reasonProblem(reason);
  return problem ? { reason: problem } : {};
}

function CancelForm({ plan, onClose, onBusy }: { plan: AdminPlanRowFieldsFragment; onClose: () => void; onBusy: (busy: boolean) => void }) {
  const toast = useToast();
  const [cancel, { loading }] = useMutation(AdminCancelPlanMutation, { refetchQueries: [AdminSavingsPlansQuery] });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: CancelValues, helpers: FormikHelpers<CancelValues>) => {
    setProblem(null);
    onBusy(true);
    try {
      const { data } = await cancel({ variables: { planId: plan.id, reason: values.reason.trim() } });
      const result = data?.cancelPlan;
      if (result?.__typename === 'AdminSavingsPlan') {
        toast.success('Savings plan cancelled', `${plan.userFullName}'s ${plan.foodPackName} plan was cancelled. Its instalments and payments are kept.`);
        onClose();
      } else if (result?.__typename === 'ErrorResult') {
        // Said in the dialog, next to what was typed (kept), e.g. PLAN_CLOSED: completed meanwhile.
        helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
        setProblem(result.message || FAILURE);
      }
    } catch (e) {
      const fields = badUserInputFields(e);
      helpers.setErrors(toFormErrors(fields, FIELDS));
      setProblem(fields.length ? errorMessage(e) || FAILURE : FAILURE);
    } finally {
      onBusy(false);
    }
  };

  return (
    <>
      <p>
        <strong>{plan.userFullName}</strong>: {plan.foodPackName}
      </p>
      <p>
        This plan has received money, so it cannot be deleted. It will be cancelled instead: no further payments are taken, and its instalments and
        payments are kept on record.
      </p>
      {problem && (
        <p className="fs-sp-alert" role="alert">
          {problem}
        </p>
      )}
      <Formik<CancelValues> initialValues={{ reason: '' }} validate={validate} onSubmit={submit}>
        <ValidatedForm<CancelValues> fields={FIELDS} aria-label="Cancel savings plan">
          <TextField name="reason" label="Reason" multiline rows={3} required placeholder="Why is this plan cancelled? (3 to 300 characters)" />
          <Space wrap className="fs-admin-form__actions">
            <Button onClick={onClose} disabled={loading}>
              Keep plan
            </Button>
            <Button type="primary" danger htmlType="submit" loading={loading} aria-busy={loading || undefined}>
              {loading ? 'Cancelling...' : 'Cancel plan'}
            </Button>
          </Space>
        </ValidatedForm>
      </Formik>
    </>
  );
}

/**
 * 'Cancel plan', for a plan that has received money (money is never destroyed, so it is not
 * deleted): a required reason, audited by the server. Refusals are shown in the dialog with the
 * reason kept; it cannot be dismissed while the request runs.
 */
export function CancelPlanDialog({ plan, onClose }: CancelPlanDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog open={!!plan} title="Cancel savings plan" busy={busy} onClose={onClose} focusFirst="textarea">
      {plan && <CancelForm plan={plan} onClose={onClose} onBusy={setBusy} />}
    </AdminDialog>
  );
}
