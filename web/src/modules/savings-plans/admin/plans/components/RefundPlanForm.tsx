import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../../../lib/graphql-errors';
import { TextField } from '../../../../ui/fields';
import { formatNaira } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { ValidatedForm } from '../../../../ui/ValidatedForm';
import { AdminPlanScheduleQuery, AdminRefundPlanMutation, AdminSavingsPlansQuery } from '../graphql/operations';
import { reasonProblem } from '../../utils/reason';

interface RefundValues {
  reason: string;
}

const FIELDS = ['reason'] as const;
const FAILURE = 'Failed to refund the plan. Please try again.';

function validate({ reason }: RefundValues): Partial<RefundValues> {
  const problem = reasonProblem(reason);
  return problem ? { reason: problem } : {};
}

/**
 * Refunding a completed plan, inside its schedule (spec section 1: within 48 hours of delivery,
 * processed in 7 to 14 business days). When the server says it cannot be refunded now, why.
 */
export function RefundPlanForm({ planId, problem }: { planId: string; problem: string | null }) {
  const headingId = useId();
  const toast = useToast();
  const [refund, { loading }] = useMutation(AdminRefundPlanMutation, { refetchQueries: [AdminPlanScheduleQuery, AdminSavingsPlansQuery] });
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (values: RefundValues, helpers: FormikHelpers<RefundValues>) => {
    setRefusal(null);
    try {
      const { data } = await refund({ variables: { planId, reason: values.reason.trim() } });
      const result = data?.refundPlan;
      if (result?.__typename === 'PlanRefund') {
        const cards = result.refunds.filter((r) => r.channel === 'card').length;
        toast.success('Refund started', `${formatNaira(result.totalKobo)} is going back to the customer${cards ? ' (card payments through Paystack, in 7 to 14 business days)' : ''}. They have been e-mailed.`);
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
        setRefusal(result.message || FAILURE);
      }
    } catch (e) {
      const fields = badUserInputFields(e);
      helpers.setErrors(toFormErrors(fields, FIELDS));
      setRefusal(fields.length ? errorMessage(e) || FAILURE : FAILURE);
    }
  };

  return (
    <section className="fs-sp-refund" aria-labelledby={headingId}>
      <h3 id={headingId} className="fs-sp-subheading">
        Refund
      </h3>
      {problem ? (
        <p>{problem}.</p>
      ) : (
        <>
          <p>Every payment is given back: card payments to the card through Paystack, cash, transfer and POS payments by the same channel (pay them back by hand). The plan is cancelled and the customer is e-mailed.</p>
          {refusal && (
            <p className="fs-sp-alert" role="alert">
              {refusal}
            </p>
          )}
          <Formik<RefundValues> initialValues={{ reason: '' }} validate={validate} onSubmit={submit}>
            <ValidatedForm<RefundValues> fields={FIELDS} aria-label="Refund savings plan">
              <TextField name="reason" label="Reason for the refund" multiline rows={2} required placeholder="3 to 300 characters" />
              <Button type="primary" danger htmlType="submit" loading={loading} aria-busy={loading || undefined}>
                {loading ? 'Refunding...' : 'Refund plan'}
              </Button>
            </ValidatedForm>
          </Formik>
        </>
      )}
    </section>
  );
}
