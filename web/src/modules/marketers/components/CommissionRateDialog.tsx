import { useMutation } from '@apollo/client/react';
import { Formik, type FormikHelpers } from 'formik';
import { useId } from 'react';
import type { MarketerFieldsFragment } from '../../../gql/admin/graphql';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { formatDate } from '../../ui/format';
import { AdminDialog, DialogActions } from '../../ui/admin-list';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { SetMarketerCommissionRateMutation } from '../graphql/operations';
import { formatRate, fractionToPercentText, percentToFraction, ratePercentProblem } from '../utils/marketers';
import { PercentField } from './PercentField';

interface RateValues {
  rate: string;
}

const FIELDS = ['rate'] as const;
const FAILURE = 'Failed to update the commission rate. Please try again.';

/**
 * A marketer's commission rate, 0 to 25 % in steps of 0.1 % (spec sections 5 and 9). A change
 * applies to commissions earned after it; commissions already earned keep the rate they were
 * earned at, which is why every rate is kept and listed here.
 */
export function CommissionRateDialog({ marketer, onClose }: { marketer: MarketerFieldsFragment | null; onClose: () => void }) {
  const toast = useToast();
  const historyId = useId();
  const [setRate, { loading }] = useMutation(SetMarketerCommissionRateMutation);

  const submit = async (values: RateValues, helpers: FormikHelpers<RateValues>) => {
    if (!marketer) return;
    try {
      const { data } = await setRate({ variables: { id: marketer.id, rate: percentToFraction(values.rate) } });
      const result = data?.setMarketerCommissionRate;
      if (result?.__typename === 'Marketer') {
        toast.success('Commission rate updated', `${result.name} now earns ${formatRate(result.commissionRate)} on commissions earned from now on.`);
        onClose();
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
        toast.error('Error', result.message || FAILURE);
      }
    } catch (error) {
      const fields = badUserInputFields(error);
      helpers.setErrors(toFormErrors(fields, FIELDS));
      toast.error('Error', fields.length ? errorMessage(error) || FAILURE : FAILURE);
    }
  };

  return (
    <AdminDialog open={!!marketer} title={marketer ? `Commission Rate: ${marketer.name}` : 'Commission Rate'} busy={loading} onClose={onClose} focusFirst="input">
      {marketer && (
        <>
          <p>
            Current rate: <strong>{formatRate(marketer.commissionRate)}</strong>
          </p>
          <Formik<RateValues>
            initialValues={{ rate: fractionToPercentText(marketer.commissionRate) }}
            validate={(v) => {
              const problem = ratePercentProblem(v.rate);
              return problem ? { rate: problem } : {};
            }}
            onSubmit={submit}
          >
            <ValidatedForm<RateValues> fields={FIELDS} aria-label="Change commission rate">
              <PercentField name="rate" label="New Commission Rate" hint="From 0% to 25%, in steps of 0.1%." required />
              <p className="fs-admin-form__note">
                The new rate applies to commissions earned after the change. Commissions already earned keep the rate in effect when they were earned.
              </p>
              <DialogActions busy={loading} onCancel={onClose} label="Save Rate" />
            </ValidatedForm>
          </Formik>
          <h3 id={historyId} className="fs-mk-subheading">
            Rate history
          </h3>
          <ol className="fs-mk-history" aria-labelledby={historyId}>
            {marketer.rateHistory.map((change, i) => (
              <li key={`${change.changedAt}-${i}`}>
                <strong>{formatRate(change.rate)}</strong> from {formatDate(change.changedAt)}
                {change.changedByName ? ` (set by ${change.changedByName})` : ''}
                {i === 0 && <span className="fs-mk-history__current"> (current)</span>}
              </li>
            ))}
          </ol>
        </>
      )}
    </AdminDialog>
  );
}
