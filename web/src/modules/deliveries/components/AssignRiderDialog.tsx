import { useMutation } from '@apollo/client/react';
import { Alert } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { toFormErrors } from '../../../lib/graphql-errors';
import { AdminDialog, DialogActions } from '../../ui/admin-list';
import { SelectField } from '../../ui/fields';
import { formatDate } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { AssignRiderMutation, DeliveriesQuery } from '../graphql/operations';
import type { Delivery } from '../utils/deliveries';
import { refusalOf } from '../utils/refusal';
import { useRiders } from './useRiders';
import { formatPhone } from '../../ui/phone';

export interface AssignRiderDialogProps {
  delivery: Delivery | null;
  onClose: () => void;
}

interface Values {
  riderId: string;
}

const FIELDS = ['riderId'] as const;
const FAILURE = 'Failed to assign the rider. Please try again.';

function AssignForm({ delivery, onClose, busy, onBusy }: { delivery: Delivery; onClose: () => void; busy: boolean; onBusy: (b: boolean) => void }) {
  const toast = useToast();
  const riders = useRiders();
  const [problem, setProblem] = useState<string | null>(null);
  const [assign] = useMutation(AssignRiderMutation, { refetchQueries: [DeliveriesQuery] });

  const submit = async ({ riderId }: Values, helpers: FormikHelpers<Values>) => {
    setProblem(null);
    onBusy(true);
    try {
      const { data } = await assign({ variables: { fulfilmentId: delivery.id, riderId } });
      const result = data?.assignRider;
      if (result?.__typename === 'Delivery') {
        toast.success('Rider assigned', `${result.rider?.name ?? 'The rider'} takes ${delivery.customerName}'s ${delivery.packName}.`);
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

  const options = [{ value: '', label: riders.loading ? 'Loading riders...' : 'Choose a rider' }, ...riders.list.map((r) => ({ value: r.id, label: `${r.name} (${formatPhone(r.phoneNumber)})` }))];
  return (
    <>
      <p>
        <strong>{delivery.customerName}</strong>: {delivery.packName}, scheduled for {formatDate(delivery.scheduledFor)}
        {delivery.rider ? ` with ${delivery.rider.name}` : ''}.
      </p>
      {problem && <Alert type="error" showIcon title={problem} className="fs-dl-alert" />}
      {riders.failed && <Alert type="error" showIcon title="The riders could not be loaded. Close and try again." className="fs-dl-alert" />}
      <Formik<Values> initialValues={{ riderId: delivery.rider?.id ?? '' }} validate={(v) => (v.riderId ? {} : { riderId: 'Choose a rider' })} onSubmit={submit}>
        <ValidatedForm<Values> fields={FIELDS} aria-label="Assign rider">
          <SelectField name="riderId" label="Rider" options={options} required />
          <DialogActions busy={busy} onCancel={onClose} label="Assign rider" busyLabel="Assigning..." />
        </ValidatedForm>
      </Formik>
    </>
  );
}

/** A rider for a scheduled delivery (or another one), before it leaves. */
export function AssignRiderDialog({ delivery, onClose }: AssignRiderDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog open={delivery !== null} title="Assign rider" busy={busy} onClose={onClose} focusFirst="select">
      {delivery && <AssignForm delivery={delivery} onClose={onClose} busy={busy} onBusy={setBusy} />}
    </AdminDialog>
  );
}
