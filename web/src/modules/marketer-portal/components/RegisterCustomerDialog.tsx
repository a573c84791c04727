import { useMutation } from '@apollo/client/react';
import { Alert } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { AdminDialog, DialogActions } from '../../ui/admin-list';
import { TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { RegisterReferredCustomerMutation } from '../graphql/operations';
import { CUSTOMER_FORM_FIELDS, EMPTY_CUSTOMER, toRegisterCustomerInput, validateCustomerForm, type CustomerFormValues } from '../utils/portal';

const FAILURE = 'Failed to register customer';
const TITLE = 'Register New Customer';

/**
 * Registers a customer under the marketer's referral code (spec sections 2 and 5). No password is
 * made up and mailed: the customer is e-mailed a link to set their own. A refusal keeps what was
 * typed, shows the server's message and marks its fields.
 */
export function RegisterCustomerDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toast = useToast();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The new customer joins the list and the profile's customer count.
  const [register, { loading }] = useMutation(RegisterReferredCustomerMutation, { refetchQueries: ['MyReferredCustomers', 'MyMarketerProfile'] });

  const close = () => {
    setRefusal(null);
    onClose();
  };

  const refuse = (message: string, helpers: FormikHelpers<CustomerFormValues>, fields: { field: string; message: string }[]) => {
    helpers.setErrors(toFormErrors(fields, CUSTOMER_FORM_FIELDS));
    setRefusal(message);
    toast.error('Error', message);
  };

  const submit = async (values: CustomerFormValues, helpers: FormikHelpers<CustomerFormValues>) => {
    setRefusal(null);
    try {
      const { data } = await register({ variables: { input: toRegisterCustomerInput(values) } });
      const result = data?.registerReferredCustomer;
      if (result?.__typename === 'ReferredCustomer') {
        toast.success('Customer registered successfully', 'We e-mailed them a link to set their own password.');
        close();
      } else if (result?.__typename === 'ErrorResult') {
        refuse(result.message || FAILURE, helpers, result.fieldErrors);
      } else {
        refuse(FAILURE, helpers, []);
      }
    } catch (error) {
      const fields = badUserInputFields(error);
      refuse((fields.length ? errorMessage(error) : undefined) || FAILURE, helpers, fields);
    }
  };

  return (
    <AdminDialog open={open} title={TITLE} busy={loading} onClose={close} width={640} focusFirst="input">
      <Formik<CustomerFormValues> initialValues={EMPTY_CUSTOMER} validate={validateCustomerForm} onSubmit={submit}>
        <ValidatedForm<CustomerFormValues> fields={CUSTOMER_FORM_FIELDS} aria-label={TITLE}>
          <p className="fs-admin-form__note">The customer is linked to your referral code. We e-mail them a link to set their own password.</p>
          {refusal && <Alert type="error" showIcon role="alert" className="fs-mp-refusal" title={refusal} />}
          <div className="fs-admin-form__grid">
            <TextField name="firstName" label="First Name" autoComplete="off" required />
            <TextField name="lastName" label="Last Name" autoComplete="off" required />
            <TextField name="email" label="Email" type="email" inputMode="email" autoComplete="off" required />
            <TextField name="phoneNumber" label="Phone Number" type="tel" inputMode="tel" autoComplete="off" placeholder="0803 123 4567" required />
          </div>
          <TextField name="address" label="Address" autoComplete="off" required multiline rows={2} />
          <DialogActions busy={loading} onCancel={close} label="Register Customer" busyLabel="Registering..." />
        </ValidatedForm>
      </Formik>
    </AdminDialog>
  );
}
