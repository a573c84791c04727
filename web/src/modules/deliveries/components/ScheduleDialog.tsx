import { useMutation } from '@apollo/client/react';
import { Alert } from 'antd';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { toFormErrors } from '../../../lib/graphql-errors';
import { AdminDialog, DialogActions } from '../../ui/admin-list';
import { SelectField } from '../../ui/fields';
import { formatDate } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { DeliveriesQuery, ScheduleDeliveriesMutation } from '../graphql/operations';
import { count, lagosToday, scheduleWindow, toScheduleInput, validateSchedule, weekdayOf, type Delivery, type ScheduleValues } from '../utils/deliveries';
import { refusalOf } from '../utils/refusal';
import { DateField } from './form-fields';
import { useRiders } from './useRiders';
import { formatPhone } from '../../ui/phone';

export interface ScheduleDialogProps {
  /** What to schedule; null: the dialog is closed. */
  deliveries: readonly Delivery[] | null;
  onClose: () => void;
  /** Scheduled: the selection is done with. */
  onScheduled: () => void;
}

const FIELDS = ['date', 'riderId'] as const;
const FAILURE = 'Failed to schedule the deliveries. Please try again.';

/** 'Wednesday, Dec 2, 2026' under the date: the day a person means is the one they see. */
function DayHint() {
  const { values } = useFormikContext<ScheduleValues>();
  const weekday = weekdayOf(values.date);
  return weekday ? `${weekday}, ${formatDate(values.date)}` : 'A working day, from today to 60 days ahead';
}

function ScheduleForm({ deliveries, onClose, onScheduled, busy, onBusy }: { deliveries: readonly Delivery[]; onClose: () => void; onScheduled: () => void; busy: boolean; onBusy: (b: boolean) => void }) {
  const toast = useToast();
  const today = lagosToday();
  const range = scheduleWindow(today);
  const riders = useRiders();
  const [problem, setProblem] = useState<string | null>(null);
  const [schedule] = useMutation(ScheduleDeliveriesMutation, { refetchQueries: [DeliveriesQuery] });

  const submit = async (values: ScheduleValues, helpers: FormikHelpers<ScheduleValues>) => {
    setProblem(null);
    onBusy(true);
    try {
      await schedule({ variables: { input: toScheduleInput(values, deliveries.map((d) => d.id)) } });
      const rider = riders.list.find((r) => r.id === values.riderId);
      toast.success('Deliveries scheduled', `${count(deliveries.length, 'delivery', 'deliveries')} for ${weekdayOf(values.date)}, ${formatDate(values.date)}${rider ? ` with ${rider.name}` : ''}.`);
      onScheduled();
      onClose();
    } catch (e) {
      // All or none: nothing was scheduled. Said in the dialog, with the choices kept.
      const refusal = refusalOf(e, FAILURE);
      helpers.setErrors(toFormErrors(refusal.fields, FIELDS));
      setProblem(refusal.message);
    } finally {
      onBusy(false);
    }
  };

  const options = [{ value: '', label: riders.loading ? 'Loading riders...' : 'No rider yet' }, ...riders.list.map((r) => ({ value: r.id, label: `${r.name} (${formatPhone(r.phoneNumber)})` }))];
  return (
    <>
      <p>
        {count(deliveries.length, 'delivery', 'deliveries')}: {deliveries.map((d) => d.customerName).join(', ')}
      </p>
      {problem && <Alert type="error" showIcon title={problem} className="fs-dl-alert" />}
      <Formik<ScheduleValues> initialValues={{ date: '', riderId: '' }} validate={(v) => validateSchedule(v, today)} onSubmit={submit}>
        <ValidatedForm<ScheduleValues> fields={FIELDS} aria-label="Schedule deliveries">
          <DateField name="date" label="Delivery day" required min={range.min} max={range.max} hint={<DayHint />} />
          <SelectField name="riderId" label="Rider" options={options} />
          {riders.failed && <p className="fs-admin-form__note">The riders could not be loaded: schedule now and assign a rider later, or close and try again.</p>}
          {!riders.loading && !riders.failed && riders.list.length === 0 && (
            <p className="fs-admin-form__note">No dispatchers yet: give a user the Dispatcher role in the Users tab.</p>
          )}
          <DialogActions busy={busy} onCancel={onClose} label="Schedule" busyLabel="Scheduling..." />
        </ValidatedForm>
      </Formik>
    </>
  );
}

/** 'Schedule' for the selected deliveries: a working day from today to 60 days ahead, and a rider if chosen. All or none. */
export function ScheduleDialog({ deliveries, onClose, onScheduled }: ScheduleDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog open={deliveries !== null} title="Schedule deliveries" busy={busy} onClose={onClose} focusFirst="input">
      {deliveries && <ScheduleForm deliveries={deliveries} onClose={onClose} onScheduled={onScheduled} busy={busy} onBusy={setBusy} />}
    </AdminDialog>
  );
}
