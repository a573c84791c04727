import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useId, useRef, useState } from 'react';
import { toFormErrors } from '../../../lib/graphql-errors';
import { AdminDialog, DialogActions, ListFailed, ListNote } from '../../ui/admin-list';
import { TextField } from '../../ui/fields';
import { formatDate } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { AddClosureDayMutation, ClosureDaysQuery, PublicHolidaysQuery, RemoveClosureDayMutation } from '../graphql/operations';
import { lagosToday, REASON_MAX, validateClosureDay, weekdayOf, type ClosureDayValues } from '../utils/deliveries';
import { refusalOf } from '../utils/refusal';
import { DateField } from './form-fields';

const FIELDS = ['day', 'reason'] as const;
const ADD_FAILURE = 'Failed to add the closure day. Please try again.';
const REMOVE_FAILURE = 'Failed to remove the closure day. Please try again.';

const dayText = (day: string) => `${weekdayOf(day)}, ${formatDate(day)}`;

function AddClosureDayForm() {
  const toast = useToast();
  const today = lagosToday();
  const [problem, setProblem] = useState<string | null>(null);
  const [add] = useMutation(AddClosureDayMutation, { refetchQueries: [ClosureDaysQuery] });

  const submit = async (values: ClosureDayValues, helpers: FormikHelpers<ClosureDayValues>) => {
    setProblem(null);
    try {
      const { data } = await add({ variables: { input: { day: values.day, reason: values.reason.trim() } } });
      const result = data?.addClosureDay;
      if (result?.__typename === 'ClosureDay') {
        toast.success('Closure day added', `${dayText(result.day)}: deliveries are not promised or scheduled on it.`);
        helpers.resetForm();
        return;
      }
      helpers.setErrors(toFormErrors(result?.fieldErrors ?? [], FIELDS));
      setProblem(result?.message || ADD_FAILURE);
    } catch (e) {
      const refusal = refusalOf(e, ADD_FAILURE);
      helpers.setErrors(toFormErrors(refusal.fields, FIELDS));
      setProblem(refusal.message);
    }
  };

  return (
    <Formik<ClosureDayValues> initialValues={{ day: '', reason: '' }} validate={(v) => validateClosureDay(v, today)} onSubmit={submit}>
      {({ isSubmitting }) => (
        <ValidatedForm<ClosureDayValues> fields={FIELDS} aria-label="Add a closure day" className="fs-dl-closure-form">
          {problem && <Alert type="error" showIcon title={problem} className="fs-dl-alert" />}
          <div className="fs-dl-closure-form__grid">
            <DateField name="day" label="Day" required min={today} />
            <TextField name="reason" label="Reason" required placeholder={`Why the office is closed (3 to ${REASON_MAX} characters)`} />
          </div>
          <Button type="primary" htmlType="submit" loading={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? 'Adding...' : 'Add closure day'}
          </Button>
        </ValidatedForm>
      )}
    </Formik>
  );
}

function RemoveDialog({ day, onClose, onRemoved }: { day: { day: string; reason: string } | null; onClose: () => void; onRemoved: () => void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove] = useMutation(RemoveClosureDayMutation, { refetchQueries: [ClosureDaysQuery] });

  const confirm = async () => {
    if (!day) return;
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await remove({ variables: { day: day.day } });
      toast.success('Closure day removed', data?.removeClosureDay ? `${dayText(day.day)} is a working day again.` : `${dayText(day.day)} was not a closure day.`);
      onClose();
      onRemoved();
    } catch (e) {
      setProblem(refusalOf(e, REMOVE_FAILURE).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminDialog open={day !== null} title="Remove closure day" busy={busy} onClose={onClose} afterClose={() => setProblem(null)}>
      {day && (
        <>
          <p>
            <strong>{dayText(day.day)}</strong>: {day.reason}
          </p>
          <p>Deliveries can be promised and scheduled on this day again. Promises already made are not changed.</p>
          {problem && <Alert type="error" showIcon title={problem} className="fs-dl-alert" />}
          <DialogActions busy={busy} onCancel={onClose} label="Remove" busyLabel="Removing..." onConfirm={() => void confirm()} danger />
        </>
      )}
    </AdminDialog>
  );
}

function PublicHolidays() {
  const { data, error, refetch } = useQuery(PublicHolidaysQuery);
  const holidays = data?.publicHolidays;
  return (
    <details className="fs-dl-holidays">
      <summary>Public holidays{holidays ? ` (${holidays.length})` : ''}</summary>
      <p className="fs-dl-intro">The Nigerian public holidays the delivery promise already skips. A holiday moved or declared at short notice is added above as a closure day.</p>
      {error && !data ? (
        <ListFailed message="Failed to fetch the public holidays. Please try again." onRetry={refetch} />
      ) : !holidays ? (
        <ListNote>Loading...</ListNote>
      ) : (
        <div className="fs-dl-scroll" role="region" aria-label="Public holidays" tabIndex={0}>
          <table className="fs-dl-table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Holiday</th>
              </tr>
            </thead>
            <tbody>
              {holidays.map((h) => (
                <tr key={`${h.day}-${h.name}`}>
                  <td>{dayText(h.day)}</td>
                  <td>{h.name}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}

/**
 * Closure days: days the office is shut beyond weekends and public holidays (a moved Eid, a
 * stock-take). Deliveries are neither promised nor scheduled on them. Listed from 30 days ago.
 */
export function ClosureDays() {
  const ids = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { data, error, refetch } = useQuery(ClosureDaysQuery, { fetchPolicy: 'cache-and-network' });
  const [removing, setRemoving] = useState<{ day: string; reason: string } | null>(null);
  const days = data?.closureDays;
  const today = lagosToday();

  let list;
  if (error && !data) list = <ListFailed message="Failed to fetch the closure days. Please try again." onRetry={refetch} />;
  else if (!days) list = <ListNote>Loading...</ListNote>;
  else if (days.length === 0) list = <ListNote>No closure days: only weekends and public holidays are skipped.</ListNote>;
  else
    list = (
      <ul className="fs-dl-closures" aria-label="Closure days">
        {days.map((d) => (
          <li key={d.day} className="fs-dl-closure">
            <div>
              <strong>{dayText(d.day)}</strong>
              {d.day < today && <span className="fs-dl-closure__past"> (past)</span>}
              <p>{d.reason}</p>
            </div>
            {/* A day gone by is kept as it was: the promises it moved were made. */}
            {d.day >= today && (
              <Button danger icon={<DeleteOutlined aria-hidden />} onClick={() => setRemoving(d)} aria-label={`Remove closure day ${dayText(d.day)}`}>
                Remove
              </Button>
            )}
          </li>
        ))}
      </ul>
    );

  return (
    <section className="fs-dl-closure-days" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} ref={heading} tabIndex={-1}>
        Closure days
      </h3>
      <p className="fs-dl-intro">Days the office is closed beyond weekends and public holidays: deliveries are not promised or scheduled on them.</p>
      <AddClosureDayForm />
      {list}
      <RemoveDialog day={removing} onClose={() => setRemoving(null)} onRemoved={() => heading.current?.focus()} />
      <PublicHolidays />
    </section>
  );
}
