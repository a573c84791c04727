import { useMutation } from '@apollo/client/react';
import { Formik, type FormikHelpers } from 'formik';
import type { MarketerFieldsFragment } from '../../../gql/admin/graphql';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { TextField } from '../../ui/fields';
import { AdminDialog, DialogActions } from '../../ui/admin-list';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { CreateMarketerMutation, UpdateMarketerMutation } from '../graphql/operations';
import {
  EMPTY_MARKETER,
  MARKETER_FORM_FIELDS,
  marketerFormValues,
  toCreateMarketerInput,
  toUpdateMarketerInput,
  validateMarketerForm,
  type MarketerFormValues,
} from '../utils/marketers';
import { PercentField } from './PercentField';

export interface MarketerFormDialogProps {
  open: boolean;
  /** The marketer to edit; none: Add Marketer. */
  marketer: MarketerFieldsFragment | null;
  onClose: () => void;
}

const CREATE_FAILURE = 'Failed to create marketer. Please try again.';
const UPDATE_FAILURE = 'Failed to update marketer. Please try again.';

/**
 * Add Marketer (the creation fields of spec section 3) and Edit. A new account gets no password:
 * its owner is e-mailed a link to set one; an existing account with the e-mail becomes a marketer
 * and keeps its password. The rate is set here on creation only; later changes go through the
 * commission dialog, which keeps the history. Server messages land on their fields, input stays.
 */
export function MarketerFormDialog({ open, marketer, onClose }: MarketerFormDialogProps) {
  const toast = useToast();
  // A new marketer appears on the first page of the list: fetch it again.
  const [create, created] = useMutation(CreateMarketerMutation, { refetchQueries: ['Marketers'] });
  const [update, updated] = useMutation(UpdateMarketerMutation);
  const saving = created.loading || updated.loading;
  const editing = !!marketer;
  const failure = editing ? UPDATE_FAILURE : CREATE_FAILURE;

  const submit = async (values: MarketerFormValues, helpers: FormikHelpers<MarketerFormValues>) => {
    try {
      const result = marketer
        ? (await update({ variables: { id: marketer.id, input: toUpdateMarketerInput(values) } })).data?.updateMarketer
        : (await create({ variables: { input: toCreateMarketerInput(values) } })).data?.createMarketer;
      if (result?.__typename === 'Marketer') {
        if (marketer) toast.success('Marketer updated', `${result.name}'s details were saved.`);
        else
          toast.success(
            'Marketer created',
            `${result.name} is now a marketer. A link to set their password was e-mailed to ${result.email} (an existing account keeps its password). No password is sent by e-mail.`,
          );
        onClose();
      } else if (result?.__typename === 'ErrorResult') {
        helpers.setErrors(toFormErrors(result.fieldErrors, MARKETER_FORM_FIELDS));
        toast.error('Error', result.message || failure);
      }
    } catch (error) {
      const fields = badUserInputFields(error);
      helpers.setErrors(toFormErrors(fields, MARKETER_FORM_FIELDS));
      toast.error('Error', fields.length ? errorMessage(error) || failure : failure);
    }
  };

  const title = editing ? 'Edit Marketer' : 'Add Marketer';
  return (
    <AdminDialog open={open} title={title} busy={saving} onClose={onClose} width={640} focusFirst="input">
      <Formik<MarketerFormValues>
        initialValues={marketer ? marketerFormValues(marketer) : EMPTY_MARKETER}
        validate={(values) => validateMarketerForm(values, { withRate: !editing })}
        onSubmit={submit}
      >
        <ValidatedForm<MarketerFormValues> fields={MARKETER_FORM_FIELDS} aria-label={title}>
          <div className="fs-admin-form__grid">
            <TextField name="firstName" label="First Name" autoComplete="off" required />
            <TextField name="lastName" label="Last Name" autoComplete="off" required />
            <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="off" required />
            <TextField name="phoneNumber" label="Phone Number" type="tel" inputMode="tel" autoComplete="off" required />
            <TextField name="companyName" label="Company Name" autoComplete="off" />
            <TextField name="address" label="Address" autoComplete="off" />
            <TextField name="city" label="City" autoComplete="off" />
            <TextField name="state" label="State" autoComplete="off" />
            <TextField name="postalCode" label="Postal Code" autoComplete="off" />
            <TextField name="country" label="Country" autoComplete="off" />
            <TextField name="website" label="Website" autoComplete="off" placeholder="www.example.ng" />
            <TextField name="socialMediaHandle" label="Social Media Handle" autoComplete="off" placeholder="@handle" />
          </div>
          {!editing && (
            <>
              <PercentField name="commissionRate" label="Commission Rate" hint="From 0% to 25%, in steps of 0.1%." required />
              <p className="fs-admin-form__note">
                A new account gets an e-mail with a link to set its own password; no password is sent by e-mail. An existing account with this e-mail becomes a marketer and keeps its password.
              </p>
            </>
          )}
          <DialogActions busy={saving} onCancel={onClose} label={editing ? 'Save Changes' : 'Add Marketer'} />
        </ValidatedForm>
      </Formik>
    </AdminDialog>
  );
}
