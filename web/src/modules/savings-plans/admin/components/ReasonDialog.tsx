import { Alert } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState, type ReactNode } from 'react';
import { badUserInputFields, errorMessage, toFormErrors, type FieldMessage } from '../../../../lib/graphql-errors';
import { AdminDialog, DialogActions } from '../../../ui/admin-list';
import { TextField } from '../../../ui/fields';
import { ValidatedForm } from '../../../ui/ValidatedForm';
import { reasonProblem } from '../utils/reason';
import './reason-dialog.css';

/** The server's refusal (an ErrorResult): its message, and messages for fields (the reason's is shown on it). */
export interface ReasonRefusal {
  message?: string | null;
  fieldErrors?: readonly FieldMessage[] | null;
}

/** What `send` found: 'done' (the caller has said so; the dialog closes), the server's refusal, or nothing. */
export type ReasonAnswer = 'done' | ReasonRefusal | null | undefined;

export interface ReasonDialogProps<T> {
  /** What the reason is for; none: the dialog is closed. */
  subject: T | null;
  /** The dialog's title, and the name of its form. */
  title: string;
  /** What is about to happen, above the reason. */
  intro: (subject: T) => ReactNode;
  /** The reason's hint, e.g. 'Why is this plan cancelled? (3 to 300 characters)'. */
  placeholder: string;
  /** A text area instead of one line. */
  multiline?: boolean;
  /** The main button and what it says while the request runs, e.g. 'Revert' and 'Reverting...'. */
  action: string;
  busyAction: string;
  /** The button that leaves without doing it ('Cancel' unless set). */
  cancelLabel?: string;
  /** The action cannot be undone: a red button, and the dialog starts on Cancel. */
  danger?: boolean;
  /** Said when the request failed, or the server refused without a message. */
  failure: string;
  /** Sends the reason (trimmed). Toasts and follow-ups on success are the caller's, before answering 'done'. */
  send: (subject: T, reason: string) => Promise<ReasonAnswer>;
  onClose: () => void;
  /** Called once the dialog has closed (so focus can move). */
  afterClose?: () => void;
}

interface ReasonValues {
  reason: string;
}

const FIELDS = ['reason'] as const;

function validate({ reason }: ReasonValues): Partial<ReasonValues> {
  const problem = reasonProblem(reason);
  return problem ? { reason: problem } : {};
}

type ReasonFormProps<T> = Omit<ReasonDialogProps<T>, 'subject' | 'afterClose'> & { subject: T; busy: boolean; onBusy: (busy: boolean) => void };

function ReasonForm<T>({ subject, title, intro, placeholder, multiline, action, busyAction, cancelLabel, danger, failure, send, onClose, busy, onBusy }: ReasonFormProps<T>) {
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: ReasonValues, helpers: FormikHelpers<ReasonValues>) => {
    setProblem(null);
    onBusy(true);
    try {
      const answer = await send(subject, values.reason.trim());
      if (answer === 'done') {
        onClose();
      } else if (answer) {
        // Said in the dialog, next to what was typed (kept), e.g. PLAN_CLOSED: completed meanwhile.
        helpers.setErrors(toFormErrors(answer.fieldErrors ?? [], FIELDS));
        setProblem(answer.message || failure);
      }
    } catch (e) {
      const fields = badUserInputFields(e);
      helpers.setErrors(toFormErrors(fields, FIELDS));
      setProblem(fields.length ? errorMessage(e) || failure : failure);
    } finally {
      onBusy(false);
    }
  };

  return (
    <>
      {intro(subject)}
      {problem && <Alert type="error" showIcon title={problem} className="fs-reason-dialog__alert" />}
      <Formik<ReasonValues> initialValues={{ reason: '' }} validate={validate} onSubmit={submit}>
        <ValidatedForm<ReasonValues> fields={FIELDS} aria-label={title}>
          <TextField name="reason" label="Reason" required multiline={multiline} rows={3} placeholder={placeholder} />
          <DialogActions busy={busy} onCancel={onClose} cancelLabel={cancelLabel} label={action} busyLabel={busyAction} danger={danger} />
        </ValidatedForm>
      </Formik>
    </>
  );
}

/**
 * An admin action that needs a reason for the audit trail (cancelling a plan, waiving a fine,
 * reverting a payment): the reason is required and checked as the server checks it (3 to 300
 * characters once trimmed); a refusal or a failed request is said in the dialog with the reason
 * kept, to be sent again; it cannot be dismissed while the request runs, and closes once done.
 */
export function ReasonDialog<T>({ subject, afterClose, ...form }: ReasonDialogProps<T>) {
  const [busy, setBusy] = useState(false);
  return (
    <AdminDialog open={subject !== null} title={form.title} busy={busy} onClose={form.onClose} focusFirst={form.multiline ? 'textarea' : 'input'} afterClose={afterClose}>
      {subject !== null && <ReasonForm<T> {...form} subject={subject} busy={busy} onBusy={setBusy} />}
    </AdminDialog>
  );
}
