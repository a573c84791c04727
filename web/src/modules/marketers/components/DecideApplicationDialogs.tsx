import { useMutation } from '@apollo/client/react';
import { Formik, type FormikHelpers } from 'formik';
import type { MarketerApplicationFieldsFragment } from '../../../gql/admin/graphql';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { AdminDialog, DialogActions, useResultAction } from '../../ui/admin-list';
import { TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { DecideMarketerApplicationMutation } from '../graphql/operations';

/**
 * What a decision changes: the applications (and the pending count), and on approval the
 * marketers list, which gains the new marketer.
 */
export const AFTER_DECISION = ['MarketerApplications', 'PendingApplicationCount', 'Marketers'];

export interface DecideApplicationDialogProps {
  /** The application to decide; none: the dialog is closed. */
  application: MarketerApplicationFieldsFragment | null;
  onClose: () => void;
}

const APPROVE_FAILURE = 'Failed to approve the application. Please try again.';
const DECLINE_FAILURE = 'Failed to decline the application. Please try again.';

/** Approve: a confirmation, then the applicant becomes a marketer at the default 10 % rate. */
export function ApproveApplicationDialog({ application, onClose }: DecideApplicationDialogProps) {
  const toast = useToast();
  const run = useResultAction(APPROVE_FAILURE);
  const [decide, { loading }] = useMutation(DecideMarketerApplicationMutation, { refetchQueries: AFTER_DECISION });

  const approve = async () => {
    if (!application) return;
    const result = await run(async () => (await decide({ variables: { id: application.id, approve: true, reason: null } })).data?.decideMarketerApplication, 'MarketerApplication');
    if (!result) return;
    toast.success('Application approved', `${result.name} is now a marketer, with a referral link at the default 10% rate.`);
    onClose();
  };

  return (
    <AdminDialog open={!!application} title="Approve application?" busy={loading} onClose={onClose}>
      {application && (
        <>
          <p>
            Approve <strong>{application.name}</strong> as a marketer? They get the Marketer role and a referral link at the default 10 % rate.
          </p>
          <DialogActions busy={loading} onCancel={onClose} label="Approve" busyLabel="Approving..." onConfirm={() => void approve()} />
        </>
      )}
    </AdminDialog>
  );
}

interface DeclineValues {
  reason: string;
}

const DECLINE_FIELDS = ['reason'] as const;
export const REASON_MAX = 500;

function validateDecline({ reason }: DeclineValues): Partial<DeclineValues> {
  const text = reason.trim();
  if (!text) return { reason: 'Please give a reason for declining' };
  if (text.length > REASON_MAX) return { reason: `The reason must be at most ${REASON_MAX} characters` };
  return {};
}

/** Decline: a reason is required; the applicant sees it and may apply again. */
export function DeclineApplicationDialog({ application, onClose }: DecideApplicationDialogProps) {
  const toast = useToast();
  const [decide, { loading }] = useMutation(DecideMarketerApplicationMutation, { refetchQueries: AFTER_DECISION });

  const submit = async (values: DeclineValues, helpers: FormikHelpers<DeclineValues>) => {
    if (!application) return;
    try {
      const { data } = await decide({ variables: { id: application.id, approve: false, reason: values.reason.trim() } });
      const result = data?.decideMarketerApplication;
      if (result?.__typename === 'MarketerApplication') {
        toast.success('Application declined', `${result.name}'s application was declined. They can see the reason and apply again.`);
        onClose();
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, DECLINE_FIELDS));
        toast.error('Error', result.message || DECLINE_FAILURE);
      }
    } catch (error) {
      const fields = badUserInputFields(error);
      helpers.setErrors(toFormErrors(fields, DECLINE_FIELDS));
      toast.error('Error', fields.length ? errorMessage(error) || DECLINE_FAILURE : DECLINE_FAILURE);
    }
  };

  return (
    <AdminDialog open={!!application} title={application ? `Decline ${application.name}?` : 'Decline application'} busy={loading} onClose={onClose} focusFirst="textarea">
      {application && (
        <Formik<DeclineValues> initialValues={{ reason: '' }} validate={validateDecline} onSubmit={submit}>
          <ValidatedForm<DeclineValues> fields={DECLINE_FIELDS} aria-label="Decline application">
            <p className="fs-admin-form__note">
              {application.name} ({application.companyName}) will see this reason on their profile and may apply again.
            </p>
            <TextField name="reason" label="Reason" multiline rows={4} required />
            <DialogActions busy={loading} onCancel={onClose} label="Decline" busyLabel="Declining..." danger />
          </ValidatedForm>
        </Formik>
      )}
    </AdminDialog>
  );
}
