import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef } from 'react';
import type { PackHandoverFieldsFragment } from '../../../gql/pack/graphql';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { ChangeDeliveryAddressMutation } from '../graphql/pack-operations';
import { followPackOnPlan } from '../hooks/plan-cache';
import { ADDRESS_FIELDS, addressLine, deliveryAddressErrors, type DeliveryAddressValues } from '../utils/delivery-address';
import { DeliveryAddressFields } from './DeliveryAddressFields';

export interface ChangeAddressFormProps {
  pack: PackHandoverFieldsFragment;
  /** Saved (with the pack as it now is) or cancelled. */
  onDone: (saved: boolean) => void;
}

/** The server names the argument's fields 'street' or, from input validation, 'address.street'. */
const fieldOf = (field: string) => field.replace(/^address\./, '');

/**
 * 'Change address' on a pack not yet dispatched (or 'Deliver it instead' on a pickup): the same
 * three parts as when the plan started. A refusal puts the server's words on the field they are
 * about, or above the buttons; what was typed stays.
 */
export function ChangeAddressForm({ pack, onDone }: ChangeAddressFormProps) {
  const toast = useToast();
  const [change] = useMutation(ChangeDeliveryAddressMutation);
  const firstField = useRef<HTMLDivElement>(null);
  useEffect(() => firstField.current?.querySelector<HTMLElement>('input')?.focus(), []);

  const initialValues: DeliveryAddressValues = { street: pack.street ?? '', landmark: pack.landmark ?? '', area: pack.area ?? '' };

  const submit = async (values: DeliveryAddressValues, helpers: FormikHelpers<DeliveryAddressValues>) => {
    helpers.setStatus(undefined);
    const address = { street: values.street.trim(), landmark: values.landmark.trim(), area: values.area };
    let refusal: { message: string; fields: { field: string; message: string }[] };
    try {
      const { data } = await change({
        variables: { planId: pack.planId, address },
        update: (cache, { data: d }) => {
          if (d?.changeDeliveryAddress.__typename === 'PackHandover') followPackOnPlan(cache, d.changeDeliveryAddress);
        },
      });
      const result = data?.changeDeliveryAddress;
      if (result?.__typename === 'PackHandover') {
        toast.success('Address changed', `We deliver your pack to ${addressLine(result)}.`);
        onDone(true);
        return;
      }
      refusal = { message: result?.message ?? 'The address could not be changed.', fields: result?.fieldErrors ?? [] };
    } catch (error) {
      const fields = badUserInputFields(error);
      refusal = fields.length
        ? { message: errorMessage(error) ?? 'Please check the address.', fields }
        : { message: 'The address could not be changed. Please check your connection and try again.', fields: [] };
    }
    const errors = toFormErrors(
      refusal.fields.map((f) => ({ field: fieldOf(f.field), message: f.message })),
      ADDRESS_FIELDS,
    );
    helpers.setErrors(errors);
    // A message no field carries is said above the buttons.
    if (!Object.values(errors).includes(refusal.message)) helpers.setStatus(refusal.message);
  };

  return (
    <Formik<DeliveryAddressValues> initialValues={initialValues} validate={deliveryAddressErrors} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <ValidatedForm<DeliveryAddressValues> fields={ADDRESS_FIELDS} aria-label={pack.method === 'pickup' ? 'Deliver it instead' : 'Change address'} className="fs-pack-form">
          <div ref={firstField}>
            <DeliveryAddressFields disabled={isSubmitting} />
          </div>
          {typeof status === 'string' && (
            <p className="fs-field__error" role="alert">
              {status}
            </p>
          )}
          <div className="fs-plan-form__actions">
            <Button onClick={() => onDone(false)} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={isSubmitting}>
              Save address
            </Button>
          </div>
        </ValidatedForm>
      )}
    </Formik>
  );
}
