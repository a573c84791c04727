import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useState } from 'react';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../../../lib/graphql-errors';
import { ListFailed, ListNote } from '../../../../ui/admin-list';
import { TextField } from '../../../../ui/fields';
import { formatDate, formatNaira } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { ValidatedForm } from '../../../../ui/ValidatedForm';
import { reasonProblem } from '../../utils/reason';
import { AdminCustomerBankTransfersQuery, AdminRefundCustomerCreditMutation } from '../graphql/operations';

interface CreditRefundValues {
  amountNaira: string;
  reason: string;
}

const FIELDS = ['amountNaira', 'reason'] as const;
const FAILURE = 'Failed to record the refund. Please try again.';

function validate(balanceKobo: number) {
  return ({ amountNaira, reason }: CreditRefundValues): Partial<CreditRefundValues> => {
    const errors: Partial<CreditRefundValues> = {};
    const naira = Number(amountNaira);
    if (!/^\d+$/.test(amountNaira.trim()) || naira < 1) errors.amountNaira = 'Enter a whole number of naira';
    else if (naira * 100 > balanceKobo) errors.amountNaira = `At most ${formatNaira(balanceKobo)}`;
    const problem = reasonProblem(reason);
    if (problem) errors.reason = problem;
    return errors;
  };
}

/**
 * The customer's own account number and credit (issue 27), in a plan's schedule: the account, the
 * balance with its latest transfers, and recording a refund of credit paid back by hand.
 */
export function CustomerCredit({ userId }: { userId: string }) {
  const headingId = useId();
  const toast = useToast();
  const { data, error, loading, refetch } = useQuery(AdminCustomerBankTransfersQuery, { variables: { userId }, fetchPolicy: 'network-only' });
  const [refund, { loading: refunding }] = useMutation(AdminRefundCustomerCreditMutation, { refetchQueries: [AdminCustomerBankTransfersQuery] });
  const [refusal, setRefusal] = useState<string | null>(null);
  const view = data?.bankTransfersOf;

  const submit = async (values: CreditRefundValues, helpers: FormikHelpers<CreditRefundValues>) => {
    setRefusal(null);
    try {
      const { data: answer } = await refund({ variables: { input: { userId, amountKobo: Number(values.amountNaira) * 100, reason: values.reason.trim() } } });
      const result = answer?.refundCustomerCredit;
      if (result?.__typename === 'BankTransfers') {
        toast.success('Refund recorded', `The customer's credit is now ${formatNaira(result.creditBalanceKobo)}.`);
        helpers.resetForm();
      } else if (result?.__typename === 'ErrorResult') {
        setRefusal(result.message || FAILURE);
      }
    } catch (e) {
      const fields = badUserInputFields(e);
      helpers.setErrors(toFormErrors(fields.map((f) => (f.field === 'amountKobo' ? { ...f, field: 'amountNaira' } : f)), FIELDS));
      setRefusal(fields.length ? errorMessage(e) || FAILURE : FAILURE);
    }
  };

  let body;
  if (view) {
    const account = view.account;
    body = (
      <>
        <p>
          {account?.status === 'assigned'
            ? `Own account number: ${account.bankName} ${account.accountNumber} (${account.accountName}).`
            : account?.status === 'failed'
              ? `Own account number: not assigned (${account.failureReason ?? 'failed'}).`
              : account
                ? 'Own account number: requested, not yet assigned.'
                : 'No own account number yet.'}{' '}
          Credit: <strong>{formatNaira(view.creditBalanceKobo)}</strong>.
        </p>
        {view.transfers.length > 0 && (
          <ul className="fs-sp-payments">
            {view.transfers.slice(0, 5).map((t) => (
              <li key={t.reference}>
                Transfer of {formatNaira(t.amountKobo)} on {formatDate(t.paidAt ?? t.createdAt)}
                {t.creditedKobo > 0 && `, ${formatNaira(t.creditedKobo)} to credit`} ({t.reference})
              </li>
            ))}
          </ul>
        )}
        {view.creditBalanceKobo > 0 && (
          <>
            <p>Pay the credit back to the customer&apos;s bank account by hand, then record it here with the payout&apos;s reference.</p>
            {refusal && (
              <p className="fs-sp-alert" role="alert">
                {refusal}
              </p>
            )}
            <Formik<CreditRefundValues> initialValues={{ amountNaira: '', reason: '' }} validate={validate(view.creditBalanceKobo)} onSubmit={submit}>
              <ValidatedForm<CreditRefundValues> fields={FIELDS} aria-label="Record a credit refund">
                <TextField name="amountNaira" label="Amount paid back (₦)" required inputMode="numeric" />
                <TextField name="reason" label="Reason and payout reference" multiline rows={2} required placeholder="3 to 300 characters" />
                <Button type="primary" htmlType="submit" loading={refunding} aria-busy={refunding || undefined}>
                  {refunding ? 'Recording...' : 'Record credit refund'}
                </Button>
              </ValidatedForm>
            </Formik>
          </>
        )}
      </>
    );
  } else if (error && !loading) {
    body = <ListFailed message="Failed to fetch the customer's credit. Please try again." onRetry={refetch} />;
  } else {
    body = <ListNote>Loading...</ListNote>;
  }

  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="fs-sp-subheading">
        Bank transfers and credit
      </h3>
      {body}
    </section>
  );
}
