import { useMutation } from '@apollo/client/react';
import { Alert } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { RecentPaymentFieldsFragment } from '../../../../../gql/admin/graphql';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../../../lib/graphql-errors';
import { AdminDialog, DialogActions } from '../../../../ui/admin-list';
import { TextField } from '../../../../ui/fields';
import { formatDate, formatNaira } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { ValidatedForm } from '../../../../ui/ValidatedForm';
import { RevertPaymentMutation } from '../graphql/operations';
import { revertSummary, textProblem } from '../utils/manual-payments';
import { forgetPlanFigures } from '../utils/plan-cache';

/** Spec section 4: the confirmation before a payment is taken back. */
export const REVERT_QUESTION = 'Are you sure you want to revert this payment? This action cannot be undone.';

interface RevertValues {
  reason: string;
}

const FIELDS = ['reason'] as const;
const FAILURE = 'Failed to revert payment. Please try again.';

function validate({ reason }: RevertValues): Partial<RevertValues> {
  const problem = textProblem(reason, 'Reason');
  return problem ? { reason: problem } : {};
}

export interface RevertPaymentDialogProps {
  /** The payment to take back; none: the dialog is closed. */
  payment: RecentPaymentFieldsFragment | null;
  onClose: () => void;
}

/**
 * Takes back a manual payment in the books (spec section 4), with a reason for the audit trail:
 * its instalment unpaid again, a completed plan Active again, the marketer's commission on it
 * reversed. Refused once the pack has been dispatched, or when it was already reverted.
 */
export function RevertPaymentDialog({ payment, onClose }: RevertPaymentDialogProps) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [revert, { loading }] = useMutation(RevertPaymentMutation, {
    refetchQueries: ['RecentManualPayments'],
    update: (cache, { data }) => {
      if (data?.revertPayment.__typename === 'RevertedPayment') forgetPlanFigures(cache, { payablePlans: true, revenue: true });
    },
  });

  const submit = async (values: RevertValues, helpers: FormikHelpers<RevertValues>) => {
    if (!payment) return;
    setProblem(null);
    try {
      const { data } = await revert({ variables: { paymentId: payment.paymentId, reason: values.reason.trim() } });
      const result = data?.revertPayment;
      if (result?.__typename === 'RevertedPayment') {
        toast.success('Payment reverted successfully', revertSummary(result));
        onClose();
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
        setProblem(result.message || FAILURE);
      }
    } catch (error) {
      const fields = badUserInputFields(error);
      helpers.setErrors(toFormErrors(fields, FIELDS));
      setProblem(fields.length ? errorMessage(error) || FAILURE : FAILURE);
    }
  };

  return (
    <AdminDialog open={!!payment} title="Revert payment" busy={loading} onClose={onClose} afterClose={() => setProblem(null)} focusFirst="textarea">
      {payment && (
        <Formik<RevertValues> initialValues={{ reason: '' }} validate={validate} onSubmit={submit}>
          <ValidatedForm<RevertValues> fields={FIELDS} aria-label="Revert payment">
            <p>{REVERT_QUESTION}</p>
            <p className="fs-admin-form__note">
              {formatNaira(payment.amountKobo)} from {payment.userFullName} for {payment.foodPackName}
              {payment.paidAt ? `, paid ${formatDate(payment.paidAt)}` : ''}.
            </p>
            {problem && <Alert type="error" showIcon title={problem} className="fs-mp-alert" />}
            <TextField name="reason" label="Reason" required multiline rows={3} placeholder="Why the payment is taken back (3 to 300 characters)" />
            <DialogActions busy={loading} onCancel={onClose} label="Revert" busyLabel="Reverting..." danger />
          </ValidatedForm>
        </Formik>
      )}
    </AdminDialog>
  );
}
