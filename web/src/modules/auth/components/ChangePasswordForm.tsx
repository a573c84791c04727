import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { PasswordField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { ChangeMyPasswordMutation } from '../graphql/account-operations';
import { validateReset, type Validation } from '../utils/validation';
import { NewPasswordFields, NewPasswordSubmit } from './NewPasswordFields';
import './auth.css';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FAILED = 'Failed to change password';

/** The reset form's checks on the new password, and the current one required. */
export function validateChangePassword(v: ChangePasswordValues): Validation<keyof ChangePasswordValues> {
  const reset = validateReset(v);
  const errors: Validation<keyof ChangePasswordValues>['errors'] = { ...reset.errors };
  if (!v.currentPassword) errors.currentPassword = 'Current password is required';
  const problem = errors.currentPassword ? { title: 'Missing information', message: 'Please enter your current password' } : reset.problem;
  return { errors, problem };
}

/**
 * 'Change Password' on the profile (issue 29): the current password, then a new one under the
 * sign-up rules with the same live checklist; the server checks the current one (wrong tries count
 * like failed sign-ins) and the list of common passwords. Other devices are signed out; this one
 * carries on with the fresh token the answer brings (lib/apollo.ts). A refusal leaves what was typed.
 */
export function ChangePasswordForm() {
  const [open, setOpen] = useState(false);
  const [change, { loading }] = useMutation(ChangeMyPasswordMutation);
  const toast = useToast();

  const submit = async (values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) => {
    try {
      const { data } = await change({ variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } } });
      const result = data?.changeMyPassword;
      if (result?.__typename === 'Ack') {
        toast.success('Password changed', 'Your password has been changed. Other devices have been signed out.');
        helpers.resetForm();
        setOpen(false);
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, FIELDS));
        toast.error(FAILED, result.message);
      }
    } catch (error) {
      helpers.setErrors(toFormErrors(badUserInputFields(error), FIELDS));
      toast.error(FAILED, errorMessage(error) || 'Please check your connection and try again.');
    }
  };

  return (
    <section aria-labelledby="change-password-heading" className="fs-profile-details fs-change-password">
      <h2 id="change-password-heading">Password</h2>
      {!open ? (
        <Button onClick={() => setOpen(true)}>Change Password</Button>
      ) : (
        <Formik<ChangePasswordValues> initialValues={EMPTY} validate={(v) => validateChangePassword(v).errors} onSubmit={submit}>
          <ValidatedForm<ChangePasswordValues> fields={FIELDS} problemOf={(v) => validateChangePassword(v).problem} className="fs-auth-form" aria-label="Change password">
            <PasswordField name="currentPassword" label="Current Password" autoComplete="current-password" required />
            <NewPasswordFields name="newPassword" label="New Password" />
            <NewPasswordSubmit name="newPassword" loading={loading} label="Change Password" busyLabel="Changing..." />
            <Button block size="large" onClick={() => setOpen(false)} disabled={loading}>
              Cancel
            </Button>
          </ValidatedForm>
        </Formik>
      )}
    </section>
  );
}
