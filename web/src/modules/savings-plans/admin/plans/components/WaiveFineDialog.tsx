import { useMutation } from '@apollo/client/react';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import type { AdminLateFineFieldsFragment } from '../../../../../gql/admin/graphql';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../../../lib/graphql-errors';
import { AdminDialog, DialogActions } from '../../../../ui/admin-list';
import { TextField } from '../../../../ui/fields';
import { formatDate } from '../../../../ui/format';
import { useToast } from '../../../../ui/toast';
import { ValidatedForm } from '../../../../ui/ValidatedForm';
import { AdminPlanScheduleQuery, AdminSavingsPlansQuery, AdminWaiveLateFineMutation } from '../graphql/operations';
import { fineName, reasonProblem } from '../utils/plans';

/** What the schedule says once a fine is waived. */
export interface WaivedFine {
  monthIndex: number;
  amountKobo: number;
  /** Paid beyond the plan's new total: to be paid back to the customer by hand. */
  refundKobo: number;
}

export interface WaiveFineDialogProps {
  fine: AdminLateFineFieldsFragment | null;
  customerName: string;
  onClose: () => void;
  onWaived: (waived: WaivedFine) => void;
  /** Called once the dialog has closed (so focus can move). */
  afterClose?: () => void;
}

interface WaiveValues {
  reason: string;
}

const FIELDS = ['reason'] as const;
const FAILURE = 'Failed to waive the late fine. Please try again.';

function validate({ reason }: WaiveValues): Partial<WaiveValues> {
  const problem = reasonProblem(reason);
  return problem ? { reason: problem } : {};
}

function WaiveForm({ fine, customerName, onClose, onWaived, onBusy }: Omit<WaiveFineDialogProps, 'fine' | 'afterClose'> & { fine: AdminLateFineFieldsFragment; onBusy: (busy: boolean) => void }) {
  const toast = useToast();
  // Fetched again only once waived: the schedule's amounts and totals change, and the plan may be completed.
  const [waive, { loading }] = useMutation(AdminWaiveLateFineMutation, {
    refetchQueries: ({ data }) => (data?.waiveLateFine.__typename === 'WaivedLateFine' ? [AdminPlanScheduleQuery, AdminSavingsPlansQuery] : []),
  });
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: WaiveValues, helpers: FormikHelpers<WaiveValues>) => {
    setProblem(null);
    onBusy(true);
    try {
      const { data } = await waive({ variables: { fineId: fine.id, reason: values.reason.trim() } });
      const result = data?.waiveLateFine;
      if (result?.__typename === 'WaivedLateFine') {
        toast.success('Late fine waived', `The ${fineName(fine)} is no longer owed by ${customerName}.`);
        onWaived({ monthIndex: fine.monthIndex, amountKobo: fine.amountKobo, refundKobo: result.refundKobo });
        onClose();
      } else if (result?.__typename === 'ErrorResult') {
        // Said in the dialog, next to what was typed (kept), e.g. PLAN_CLOSED: completed meanwhile.
        helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
        setProblem(result.message || FAILURE);
      }
    } catch (e) {
      const fields = badUserInputFields(e);
      helpers.setErrors(toFormErrors(fields, FIELDS));
      setProblem(fields.length ? errorMessage(e) || FAILURE : FAILURE);
    } finally {
      onBusy(false);
    }
  };

  return (
    <>
      <p>
        <strong>{customerName}</strong>: the {fineName(fine)}, applied {formatDate(fine.fineDate)}.
      </p>
      <p>The fine will no longer be owed: its part of the schedule goes, and anything already paid toward it counts toward the rest of the plan.</p>
      {problem && (
        <p className="fs-sp-alert" role="alert">
          {problem}
        </p>
      )}
      <Formik<WaiveValues> initialValues={{ reason: '' }} validate={validate} onSubmit={submit}>
        <ValidatedForm<WaiveValues> fields={FIELDS} aria-label="Waive late fine">
          {/* One line, as the server keeps it (it refuses line breaks). */}
          <TextField name="reason" label="Reason" required placeholder="Why is this fine waived? (3 to 300 characters)" />
          <DialogActions busy={loading} onCancel={onClose} label="Waive fine" busyLabel="Waiving..." />
        </ValidatedForm>
      </Formik>
    </>
  );
}

/**
 * 'Waive' on a late fine in the schedule: a required reason (3 to 300 characters, as the server
 * checks), audited by the server. A refusal is shown in the dialog with the reason kept; it cannot
 * be dismissed while the request runs.
 */
export function WaiveFineDialog({ fine, customerName, onClose, onWaived, afterClose }: WaiveFineDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog open={!!fine} title="Waive late fine" busy={busy} onClose={onClose} focusFirst="input" afterClose={afterClose}>
      {fine && <WaiveForm fine={fine} customerName={customerName} onClose={onClose} onWaived={onWaived} onBusy={setBusy} />}
    </AdminDialog>
  );
}
