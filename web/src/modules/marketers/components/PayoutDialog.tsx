import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Space } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { MarketerFieldsFragment } from '../../../gql/admin/graphql';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { AdminDialog, ListFailed, ListNote } from '../../ui/admin-list';
import { TextField } from '../../ui/fields';
import { formatNaira } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { MarketerCommissionsQuery, RecordCommissionPayoutMutation } from '../graphql/operations';
import './applications.css';

export interface PayoutDialogProps {
  /** The marketer to pay; none: the dialog is closed. */
  marketer: MarketerFieldsFragment | null;
  onClose: () => void;
}

interface PayoutValues {
  reference: string;
  note: string;
}

const FIELDS = ['reference', 'note'] as const;
export const REFERENCE_MAX = 100;
const FAILURE = 'Failed to record the payout. Please try again.';
const LOAD_FAILURE = 'Failed to fetch the commission balance. Please try again.';
export const NOTHING_TO_PAY = 'Nothing to pay yet';

function validate({ reference }: PayoutValues): Partial<PayoutValues> {
  const text = reference.trim();
  if (!text) return { reference: 'Payment reference is required' };
  if (text.length > REFERENCE_MAX) return { reference: `The reference must be at most ${REFERENCE_MAX} characters` };
  return {};
}

function PayoutForm({ marketer, onClose, onBusy }: { marketer: MarketerFieldsFragment; onClose: () => void; onBusy: (busy: boolean) => void }) {
  const toast = useToast();
  // A fresh balance every time: commissions are approved and reversed while the dialog is closed.
  const { data, error, refetch, loading: loadingSummary } = useQuery(MarketerCommissionsQuery, { variables: { id: marketer.id }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const [record, { loading }] = useMutation(RecordCommissionPayoutMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const summary = data?.marketerCommissions;

  if (!summary) {
    if (error && !loadingSummary) return <ListFailed message={LOAD_FAILURE} onRetry={refetch} />;
    return <ListNote>Loading...</ListNote>;
  }
  const payable = summary.approvedKobo;
  const nothingToPay = payable <= 0;

  const submit = async (values: PayoutValues, helpers: FormikHelpers<PayoutValues>) => {
    setProblem(null);
    onBusy(true);
    try {
      const { data: answer } = await record({
        variables: { marketerId: marketer.id, amountKobo: payable, reference: values.reference.trim(), note: values.note.trim() || null },
      });
      const result = answer?.recordCommissionPayout;
      if (result?.__typename === 'CommissionPayout') {
        toast.success('Payout recorded', `${formatNaira(result.amountKobo)} paid to ${marketer.name}`);
        onClose();
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
        setProblem(result.message || FAILURE);
        toast.error('Error', result.message || FAILURE);
        // The balance moved since the dialog opened: show the new one; what was typed stays.
        if (result.errorCode === 'AMOUNT_CHANGED' || result.errorCode === 'NOTHING_TO_PAY') await refetch().catch(() => undefined);
      }
    } catch (e) {
      const fields = badUserInputFields(e);
      helpers.setErrors(toFormErrors(fields, FIELDS));
      const message = fields.length ? errorMessage(e) || FAILURE : FAILURE;
      setProblem(message);
      toast.error('Error', message);
    } finally {
      onBusy(false);
    }
  };

  return (
    <>
      <dl className="fs-mk-totals" aria-label="Commission balance">
        <div>
          <dt>Pending</dt>
          <dd>{formatNaira(summary.pendingKobo)}</dd>
        </div>
        <div>
          <dt>Approved (to pay now)</dt>
          <dd>{formatNaira(summary.approvedKobo)}</dd>
        </div>
        <div>
          <dt>Paid</dt>
          <dd>{formatNaira(summary.paidKobo)}</dd>
        </div>
      </dl>
      <p className="fs-mk-payable" role="status">
        {nothingToPay ? (
          <>
            <strong>{NOTHING_TO_PAY}</strong>
            <br />
            Commissions become payable once approved; pending ones are not paid.
          </>
        ) : (
          <>
            Amount to pay: <strong>{formatNaira(payable)}</strong>
            <br />
            Every approved commission is included. Pay this amount to {marketer.name}, then record it here.
          </>
        )}
      </p>
      {problem && (
        <p className="fs-mk-alert" role="alert">
          {problem}
        </p>
      )}
      <Formik<PayoutValues> initialValues={{ reference: '', note: '' }} validate={validate} onSubmit={submit}>
        <ValidatedForm<PayoutValues> fields={FIELDS} aria-label="Record payout">
          <TextField name="reference" label="Payment Reference" autoComplete="off" placeholder="e.g. bank transfer reference" required disabled={nothingToPay} />
          <TextField name="note" label="Note (optional)" multiline rows={2} disabled={nothingToPay} />
          <Space wrap className="fs-admin-form__actions">
            <Button onClick={onClose} disabled={loading}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" disabled={nothingToPay || loadingSummary} loading={loading} aria-busy={loading || undefined}>
              {loading ? 'Recording...' : nothingToPay ? NOTHING_TO_PAY : `Record payout of ${formatNaira(payable)}`}
            </Button>
          </Space>
        </ValidatedForm>
      </Formik>
    </>
  );
}

/**
 * 'Record payout' (issue 13): the marketer's commission balance and, once the admin has paid them
 * outside the app, a record of it. The payout covers every approved commission; its amount is the
 * approved balance (read-only) and the server refuses it if the balance moved meanwhile.
 */
export function PayoutDialog({ marketer, onClose }: PayoutDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog open={!!marketer} title={marketer ? `Record payout: ${marketer.name}` : 'Record payout'} busy={busy} onClose={onClose} focusFirst="input:not([disabled])">
      {marketer && <PayoutForm marketer={marketer} onClose={onClose} onBusy={setBusy} />}
    </AdminDialog>
  );
}
