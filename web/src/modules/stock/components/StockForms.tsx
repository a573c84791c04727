import { useMutation } from '@apollo/client/react';
import { Alert } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { PackStockFieldsFragment } from '../../../gql/admin/graphql';
import { toFormErrors } from '../../../lib/graphql-errors';
import { DialogActions } from '../../ui/admin-list';
import { SelectField, TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { refusalOf } from '../../deliveries/utils/refusal';
import { AdjustStockMutation, RecordStockReceivedMutation } from '../graphql/operations';
import {
  ADJUST_FIELDS,
  availabilityLabel,
  DIRECTION_OPTIONS,
  RECEIVED_FIELDS,
  REASON_MAX,
  REASON_MIN,
  signedQuantity,
  typedCount,
  validateAdjust,
  validateReceived,
  type AdjustValues,
  type ReceivedValues,
} from '../utils/stock';

type Pack = PackStockFieldsFragment;

interface FormProps {
  pack: Pack;
  /** Closes the dialog (after a save, or on Cancel). */
  onDone: () => void;
  onBusy: (busy: boolean) => void;
}

const RECEIVE_FAILURE = 'Failed to record the stock received. Please try again.';
const ADJUST_FAILURE = 'Failed to adjust the stock. Please try again.';

const figuresText = (p: Pack) => `${p.onHand} on hand, ${p.reserved} reserved: ${availabilityLabel(p.available).toLowerCase()}.`;

/** Answers every mutation's way: the pack's figures (toasted), or a refusal (said in the form, on its fields). */
function useStockSubmit<V>(fields: readonly string[], failure: string, onDone: () => void, onBusy: (busy: boolean) => void) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (send: () => Promise<{ __typename?: string } | null | undefined>, helpers: FormikHelpers<V>, title: string) => {
    setProblem(null);
    onBusy(true);
    try {
      const result = (await send()) as (Pack & { __typename: 'PackStock' }) | { __typename: 'ErrorResult'; message: string; fieldErrors: { field: string; message: string }[] } | null | undefined;
      if (result?.__typename === 'PackStock') {
        toast.success(title, `${result.name}: ${figuresText(result)}`);
        onDone();
        return;
      }
      helpers.setErrors(toFormErrors(result?.__typename === 'ErrorResult' ? result.fieldErrors : [], fields) as never);
      setProblem((result?.__typename === 'ErrorResult' && result.message) || failure);
    } catch (e) {
      const refusal = refusalOf(e, failure);
      helpers.setErrors(toFormErrors(refusal.fields, fields) as never);
      setProblem(refusal.message);
    } finally {
      onBusy(false);
    }
  };
  return { problem, run };
}

/** Packs delivered by a supplier: how many, and a note (the delivery note, the supplier). */
export function RecordReceivedForm({ pack, onDone, onBusy }: FormProps) {
  const [send] = useMutation(RecordStockReceivedMutation);
  const { problem, run } = useStockSubmit<ReceivedValues>(RECEIVED_FIELDS, RECEIVE_FAILURE, onDone, onBusy);
  const submit = (v: ReceivedValues, helpers: FormikHelpers<ReceivedValues>) =>
    run(
      async () => (await send({ variables: { input: { foodPackId: pack.foodPackId, quantity: typedCount(v.quantity), note: v.note.trim() || null } } })).data?.recordStockReceived,
      helpers,
      'Stock received recorded',
    );
  return (
    <Formik<ReceivedValues> initialValues={{ quantity: '', note: '' }} validate={validateReceived} onSubmit={submit}>
      {({ isSubmitting }) => (
        <ValidatedForm<ReceivedValues> fields={RECEIVED_FIELDS} aria-label={`Record stock received for ${pack.name}`} className="fs-stock-form">
          {problem && <Alert type="error" showIcon title={problem} className="fs-stock-alert" />}
          <TextField name="quantity" label="Packs received" required inputMode="numeric" autoComplete="off" />
          <TextField name="note" label="Note (optional)" placeholder="Delivery note number, supplier" maxLength={REASON_MAX} />
          <DialogActions busy={isSubmitting} onCancel={onDone} label="Record received" busyLabel="Recording..." />
        </ValidatedForm>
      )}
    </Formik>
  );
}

/** A correction after a count: added or taken away, with the reason (required, audited). */
export function AdjustStockForm({ pack, onDone, onBusy }: FormProps) {
  const [send] = useMutation(AdjustStockMutation);
  const { problem, run } = useStockSubmit<AdjustValues>(ADJUST_FIELDS, ADJUST_FAILURE, onDone, onBusy);
  const submit = (v: AdjustValues, helpers: FormikHelpers<AdjustValues>) =>
    run(async () => (await send({ variables: { input: { foodPackId: pack.foodPackId, quantity: signedQuantity(v), reason: v.reason.trim() } } })).data?.adjustStock, helpers, 'Stock adjusted');
  return (
    <Formik<AdjustValues> initialValues={{ direction: 'remove', quantity: '', reason: '' }} validate={validateAdjust} onSubmit={submit}>
      {({ isSubmitting }) => (
        <ValidatedForm<AdjustValues> fields={ADJUST_FIELDS} aria-label={`Adjust stock of ${pack.name}`} className="fs-stock-form">
          {problem && <Alert type="error" showIcon title={problem} className="fs-stock-alert" />}
          <SelectField name="direction" label="Change" options={DIRECTION_OPTIONS} required />
          <TextField name="quantity" label="Packs" required inputMode="numeric" autoComplete="off" />
          <TextField name="reason" label="Reason" required placeholder={`Why (${REASON_MIN} to ${REASON_MAX} characters): "2 damaged by rain"`} maxLength={REASON_MAX} />
          <DialogActions busy={isSubmitting} onCancel={onDone} label="Adjust stock" busyLabel="Saving..." />
        </ValidatedForm>
      )}
    </Formik>
  );
}
