import { useMutation } from '@apollo/client/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { useSession } from '../../../lib/session';
import { SelectField, TextField } from '../../ui/fields';
import { AdminDialog, DialogActions } from '../../ui/admin-list';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { CreateUserMutation, UpdateUserMutation } from '../graphql/operations';
import { EMPTY_USER, ROLE_NOTES, ROLES, STATUSES, toCreateUserInput, toUpdateUserInput, USER_FORM_FIELDS, userFormValues, validateUserForm, type UserFormValues } from '../utils/users';
import type { AdminUserRow } from './types';

export interface UserFormDialogProps {
  open: boolean;
  /** The user to edit; none: Add User. */
  user: AdminUserRow | null;
  onClose: () => void;
}

/** What the chosen role lets the person do, when there is something to say (a Dispatcher is a rider). */
function RoleNote() {
  const { values } = useFormikContext<UserFormValues>();
  const note = ROLE_NOTES[values.role];
  return <div aria-live="polite">{note && <p className="fs-admin-form__note">{note}</p>}</div>;
}

/** The lists to refresh after a change (by operation name: only those on screen are fetched again). */
export const USER_LISTS = ['AdminUsers', 'UsersWithoutPlans'];

/**
 * Add User and Edit User (spec section 2, issue 11). A new account gets no password: the person is
 * e-mailed a link to set their own. The server's field messages land on the fields, and what was
 * typed stays, so a refused e-mail can be corrected without typing the rest again.
 */
export function UserFormDialog({ open, user, onClose }: UserFormDialogProps) {
  const toast = useToast();
  const { user: me, updateUser } = useSession();
  const [create, created] = useMutation(CreateUserMutation, { refetchQueries: USER_LISTS });
  const [update, updated] = useMutation(UpdateUserMutation, { refetchQueries: USER_LISTS });
  const saving = created.loading || updated.loading;
  const editing = !!user;
  const failure = editing ? 'Failed to update user. Please try again.' : 'Failed to create user. Please try again.';

  const submit = async (values: UserFormValues, helpers: FormikHelpers<UserFormValues>) => {
    try {
      const result = user
        ? (await update({ variables: { id: user.id, input: toUpdateUserInput(values) } })).data?.updateUser
        : (await create({ variables: { input: toCreateUserInput(values) } })).data?.createUser;
      if (result?.__typename === 'AdminUser') {
        // An admin who edits their own account sees the change in the header at once.
        if (result.id === me?.id) updateUser(result);
        if (user) toast.success('User updated', `${result.fullName}'s details were saved.`);
        else if (result.status === 'Active') toast.success('User created', `${result.fullName} will receive an e-mail with a link to set their password.`);
        // The server invites only accounts created Active.
        else toast.success('User created', `${result.fullName} was created as suspended: no e-mail was sent.`);
        onClose();
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, USER_FORM_FIELDS));
        toast.error('Error', result.message || failure);
      }
    } catch (error) {
      helpers.setErrors(toFormErrors(badUserInputFields(error), USER_FORM_FIELDS));
      toast.error('Error', badUserInputFields(error).length ? errorMessage(error) || failure : failure);
    }
  };

  const title = editing ? 'Edit User' : 'Add User';
  return (
    <AdminDialog open={open} title={title} busy={saving} onClose={onClose} width={600} focusFirst="input, select">
      <Formik<UserFormValues> initialValues={user ? userFormValues(user) : EMPTY_USER} validate={validateUserForm} onSubmit={submit}>
        <ValidatedForm<UserFormValues> fields={USER_FORM_FIELDS} aria-label={title}>
          <div className="fs-admin-form__grid">
            <TextField name="firstName" label="First Name" autoComplete="off" required />
            <TextField name="lastName" label="Last Name" autoComplete="off" required />
            <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="off" required />
            <TextField name="phoneNumber" label="Phone Number" type="tel" inputMode="tel" autoComplete="off" required />
          </div>
          <TextField name="address" label="Address" autoComplete="off" multiline rows={2} />
          <div className="fs-admin-form__grid">
            <SelectField name="role" label="Role" options={ROLES} required />
            {!editing && <SelectField name="status" label="Status" options={STATUSES} required />}
          </div>
          <RoleNote />
          {!editing && <p className="fs-admin-form__note">They will get an e-mail with a link to set their own password. No password is sent by e-mail.</p>}
          <DialogActions busy={saving} onCancel={onClose} label={editing ? 'Save Changes' : 'Create User'} />
        </ValidatedForm>
      </Formik>
    </AdminDialog>
  );
}
