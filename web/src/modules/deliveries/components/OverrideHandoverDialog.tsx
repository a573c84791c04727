import { useMutation } from '@apollo/client/react';
import { Alert } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { toFormErrors } from '../../../lib/graphql-errors';
import { AdminDialog, DialogActions } from '../../ui/admin-list';
import { TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { DeliveriesQuery, OverrideHandoverMutation } from '../graphql/operations';
import { reasonProblem, REASON_MAX, stateLabel, type Delivery } from '../utils/deliveries';
import { refusalOf } from '../utils/refusal';

export interface OverrideHandoverDialogProps {
  delivery: Delivery | null;
  onClose: () => void;
  /** Handed over: the delivery as it is now. */
  onDone?: (delivery: Delivery) => void;
}

interface Values {
  reason: string;
}

const FIELDS = ['reason'] as const;
const FAILURE = 'Failed to complete the handover. Please try again.';

function OverrideForm({ delivery, onClose, onDone, busy, onBusy }: { delivery: Delivery; onClose: () => void; onDone?: (d: Delivery) => void; busy: boolean; onBusy: (b: boolean) => void }) {
  const toast = useToast();
  const [problem, setProblem] = useState<string | null>(null);
  const [override] = useMutation(OverrideHandoverMutation, { refetchQueries: [DeliveriesQuery] });

  const submit = async ({ reason }: Values, helpers: FormikHelpers<Values>) => {
    setProblem(null);
    onBusy(true);
    try {
      const { data } = await override({ variables: { input: { fulfilmentId: delivery.id, reason: reason.trim() } } });
      const result = data?.overrideHandover;
      if (result?.__typename === 'Delivery') {
        toast.success('Handover completed', `${delivery.customerName}'s ${delivery.packName}: ${stateLabel(result.state)}.`);
        onDone?.(result);
        onClose();
      } else {
        helpers.setErrors(toFormErrors(result?.fieldErrors ?? [], FIELDS));
        setProblem(result?.message || FAILURE);
      }
    } catch (e) {
      const refusal = refusalOf(e, FAILURE);
      helpers.setErrors(toFormErrors(refusal.fields, FIELDS));
      setProblem(refusal.message);
    } finally {
      onBusy(false);
    }
  };

  return (
    <>
      <p>
        <strong>{delivery.customerName}</strong>: {delivery.packName}
      </p>
      <p>Too many wrong codes were entered, so the code no longer works. Hand the pack over only once you are sure who the customer is, and say how you checked: the reason is kept in the audit trail.</p>
      {problem && <Alert type="error" showIcon title={problem} className="fs-dl-alert" />}
      <Formik<Values> initialValues={{ reason: '' }} validate={({ reason }) => (reasonProblem(reason) ? { reason: reasonProblem(reason) } : {})} onSubmit={submit}>
        <ValidatedForm<Values> fields={FIELDS} aria-label="Override handover">
          <TextField name="reason" label="Reason" required multiline rows={3} placeholder={`How did you confirm who the customer is? (3 to ${REASON_MAX} characters)`} />
          <DialogActions busy={busy} onCancel={onClose} label="Hand over" busyLabel="Handing over..." />
        </ValidatedForm>
      </Formik>
    </>
  );
}

/** 'Override handover', for a handover locked by wrong codes: a required reason, audited by the server. */
export function OverrideHandoverDialog({ delivery, onClose, onDone }: OverrideHandoverDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog open={delivery !== null} title="Override handover" busy={busy} onClose={onClose} focusFirst="textarea">
      {delivery && <OverrideForm delivery={delivery} onClose={onClose} onDone={onDone} busy={busy} onBusy={setBusy} />}
    </AdminDialog>
  );
}
