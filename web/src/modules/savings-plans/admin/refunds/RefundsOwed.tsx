import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Checkbox } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { RefundOwedFieldsFragment } from '../../../../gql/admin/graphql';
import { submitForm } from '../../../../lib/graphql-errors';
import { AdminDialog, DialogActions } from '../../../ui/admin-list';
import { SelectField, TextField } from '../../../ui/fields';
import { formatDate, formatNaira } from '../../../ui/format';
import { PageSpinner } from '../../../ui/PageSpinner';
import { useToast } from '../../../ui/toast';
import { ValidatedForm } from '../../../ui/ValidatedForm';
import { RecordRefundPayoutMutation, RefundsOwedQuery } from './graphql/operations';
import './refunds.css';

type Refund = RefundOwedFieldsFragment;

const CHANNELS = [
  { value: 'cash', label: 'Cash' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'pos', label: 'POS' },
] as const;

/** A payment channel in words ('bank_transfer' -> 'Bank transfer'). */
export function channelLabel(channel: string): string {
  if (channel === 'card') return 'Card (Paystack)';
  return CHANNELS.find((c) => c.value === channel)?.label ?? channel.replace(/_/g, ' ');
}

/** A refund's state in words for the console. */
export function refundStatusLabel(status: string): string {
  if (status === 'owed') return 'Owed (pay out by hand)';
  if (status === 'needs-attention') return 'Needs attention';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

interface PayoutValues {
  channel: string;
  reference: string;
}

const FIELDS = ['channel', 'reference'] as const;
const FAILURE = 'Failed to record the payout. Please try again.';

function validatePayout(values: PayoutValues) {
  const errors: Partial<PayoutValues> = {};
  if (!values.channel) errors.channel = 'Channel is required';
  const reference = values.reference.trim();
  if (!reference) errors.reference = 'Reference is required';
  else if (reference.length > 100) errors.reference = 'Reference must be at most 100 characters';
  return errors;
}

function PayoutForm({ refund, busy, onBusy, onClose }: { refund: Refund; busy: boolean; onBusy: (busy: boolean) => void; onClose: () => void }) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [record] = useMutation(RecordRefundPayoutMutation, { refetchQueries: [RefundsOwedQuery] });

  const submit = (values: PayoutValues, helpers: FormikHelpers<PayoutValues>) =>
    submitForm(
      async () => {
        const { data } = await record({ variables: { refundId: refund.id, channel: values.channel, reference: values.reference.trim() } });
        const result = data?.recordRefundPayout;
        if (result?.__typename !== 'RefundOwed') return result;
        toast.success('Payout recorded', `${formatNaira(refund.amountKobo)} paid back to ${refund.customerName} (${channelLabel(values.channel)}, ${values.reference.trim()}).`);
        onClose();
        return 'done';
      },
      { setErrors: helpers.setErrors, fields: FIELDS, setProblem, busy: onBusy, failure: FAILURE },
    );

  return (
    <>
      <p>
        <strong>{refund.customerName}</strong>: {formatNaira(refund.amountKobo)} owed back on the {refund.packName} plan
        {refund.dueBy ? `, due by ${formatDate(refund.dueBy)}` : ''}.
      </p>
      {problem && <Alert type="error" showIcon title={problem} className="fs-refunds__alert" />}
      <Formik<PayoutValues> initialValues={{ channel: '', reference: '' }} validate={validatePayout} onSubmit={submit}>
        <ValidatedForm<PayoutValues> fields={FIELDS} aria-label="Record payout">
          <SelectField name="channel" label="Paid back by" required options={[{ value: '', label: 'Choose a channel' }, ...CHANNELS]} />
          <TextField name="reference" label="Reference" required maxLength={100} placeholder="Transfer reference, receipt or POS slip number" />
          <DialogActions busy={busy} onCancel={onClose} label="Record payout" busyLabel="Recording..." />
        </ValidatedForm>
      </Formik>
    </>
  );
}

function RefundItem({ refund, onPayOut }: { refund: Refund; onPayOut: (refund: Refund) => void }) {
  return (
    <li className={refund.overdue ? 'fs-refunds__item fs-refunds__item--overdue' : 'fs-refunds__item'}>
      <h4 className="fs-refunds__name">
        {refund.customerName}
        {refund.overdue && <span className="fs-refunds__overdue">Overdue</span>}
      </h4>
      <dl className="fs-refunds__facts">
        <div>
          <dt>Pack</dt>
          <dd>{refund.packName}</dd>
        </div>
        <div>
          <dt>Amount</dt>
          <dd>{formatNaira(refund.amountKobo)}</dd>
        </div>
        <div>
          <dt>Channel</dt>
          <dd>{channelLabel(refund.channel)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{refundStatusLabel(refund.status)}</dd>
        </div>
        <div>
          <dt>Due by</dt>
          <dd>{refund.dueBy ? formatDate(refund.dueBy) : '-'}</dd>
        </div>
      </dl>
      {refund.status === 'owed' && (
        <Button onClick={() => onPayOut(refund)} aria-label={`Record payout to ${refund.customerName} (${formatNaira(refund.amountKobo)})`}>
          Record payout
        </Button>
      )}
    </li>
  );
}

/**
 * 'Refunds owed' (issue 26): refunds not yet processed, the longest waiting first (those past
 * their promised day marked Overdue, or alone with 'Overdue only'); a refund owed by hand takes
 * 'Record payout' (the channel and reference the office paid it back with).
 */
export function RefundsOwed() {
  const [overdueOnly, setOverdueOnly] = useState(false);
  const [paying, setPaying] = useState<Refund | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, previousData, loading, error, refetch } = useQuery(RefundsOwedQuery, { variables: { overdueOnly }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const refunds = (data ?? previousData)?.refundsOwed;

  let body;
  if (refunds && refunds.length > 0) {
    body = (
      <ul className="fs-refunds__list" aria-label="Refunds owed" aria-busy={loading || undefined}>
        {refunds.map((r) => (
          <RefundItem key={r.id} refund={r} onPayOut={setPaying} />
        ))}
      </ul>
    );
  } else if (refunds) {
    body = <p role="status">{overdueOnly ? 'No refund is overdue.' : 'No refund is owed.'}</p>;
  } else if (error) {
    body = (
      <div role="alert">
        <p>Failed to fetch the refunds owed. Please try again.</p>
        <Button onClick={() => void refetch().catch(() => undefined)}>Try Again</Button>
      </div>
    );
  } else {
    body = <PageSpinner label="Loading the refunds owed" />;
  }

  return (
    <section aria-labelledby="refunds-owed-heading" className="fs-refunds">
      <h3 id="refunds-owed-heading">Refunds owed</h3>
      <p className="fs-refunds__note">Promised within 7 to 14 business days of the cancellation. Card refunds follow Paystack; cash, transfer and POS refunds are paid out by the office and recorded here.</p>
      <Checkbox checked={overdueOnly} onChange={(e) => setOverdueOnly(e.target.checked)} className="fs-refunds__filter">
        Overdue only
      </Checkbox>
      {body}
      <AdminDialog open={paying !== null} title="Record payout" busy={busy} onClose={() => setPaying(null)} focusFirst="select">
        {paying && <PayoutForm refund={paying} busy={busy} onBusy={setBusy} onClose={() => setPaying(null)} />}
      </AdminDialog>
    </section>
  );
}
