import { Formik } from 'formik';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { useAnonymousMutation } from '../../../lib/public-data';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { ResetPasswordMutation } from '../graphql/operations';
import { validateReset, type ResetValues } from '../utils/validation';
import { NewPasswordFields, NewPasswordSubmit } from './NewPasswordFields';
import './auth.css';

const FIELDS = ['newPassword', 'confirmPassword'] as const;

export interface ResetPasswordFormProps {
  email: string;
  token: string;
  onSuccess: () => void;
}

/** New password for the e-mail and token of a reset link (spec sections 2 and 5). */
export function ResetPasswordForm({ email, token, onSuccess }: ResetPasswordFormProps) {
  const [resetPassword, { loading }] = useAnonymousMutation(ResetPasswordMutation);
  const toast = useToast();

  const fail = (message?: string) => toast.error('Failed to reset password', message || 'The password reset link is invalid or has expired.');

  return (
    <Formik<ResetValues>
      initialValues={{ newPassword: '', confirmPassword: '' }}
      validate={(v) => validateReset(v).errors}
      onSubmit={async (values, helpers) => {
        try {
          const result = (await resetPassword({ input: { email, token, newPassword: values.newPassword } })).resetPassword;
          if (result?.__typename === 'Ack') {
            toast.success('Password reset successful', 'You can now log in with your new password.');
            onSuccess();
          } else if (result?.__typename === 'ErrorResult') {
            // A password the server refused (e.g. a common one) is named on its field.
            helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
            fail(result.message);
          }
        } catch (error) {
          helpers.setErrors(toFormErrors(badUserInputFields(error), FIELDS));
          fail(errorMessage(error));
        }
      }}
    >
      <ValidatedForm<ResetValues> fields={FIELDS} problemOf={(v) => validateReset(v).problem} className="fs-auth-form" aria-label="Set a new password">
        <NewPasswordFields name="newPassword" label="New Password" />
        <NewPasswordSubmit name="newPassword" loading={loading} label="Reset Password" busyLabel="Resetting..." />
      </ValidatedForm>
    </Formik>
  );
}
