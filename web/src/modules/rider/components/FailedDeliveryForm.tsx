import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useRef } from 'react';
import { badUserInputFields } from '../../../lib/graphql-errors';
import { TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { RecordFailedDeliveryMutation } from '../graphql/operations';
import { followDeliveryOnRound, REASON_MAX, REASON_MIN } from '../utils/round-cache';

interface ReasonValues {
  reason: string;
}

const FIELDS = ['reason'] as const;

function validate({ reason }: ReasonValues) {
  const why = reason.trim().replace(/\s+/g, ' ');
  if (!why) return { reason: 'Say why the pack could not be delivered' };
  // The server's own rule and words (fulfilment.service readReason).
  if (why.length < REASON_MIN) return { reason: 'Say why, in a few words' };
  if (why.length > REASON_MAX) return { reason: `At most ${REASON_MAX} characters` };
  return {};
}

export interface FailedDeliveryFormProps {
  stopId: string;
  customerName: string;
  onCancel: () => void;
}

/** 'Could not deliver': why (required); the pack goes back to the office to be booked again. */
export function FailedDeliveryForm({ stopId, customerName, onCancel }: FailedDeliveryFormProps) {
  const toast = useToast();
  const [record] = useMutation(RecordFailedDeliveryMutation);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.querySelector<HTMLElement>('textarea')?.focus(), []);

  const submit = async (values: ReasonValues, helpers: FormikHelpers<ReasonValues>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await record({
        variables: { input: { fulfilmentId: stopId, reason: values.reason.trim() } },
        update: (cache, { data: d }) => {
          if (d?.recordFailedDelivery.__typename === 'Delivery') followDeliveryOnRound(cache, d.recordFailedDelivery);
        },
      });
      const result = data?.recordFailedDelivery;
      if (result?.__typename === 'Delivery') {
        toast.info('Failed delivery recorded', `Bring ${customerName}'s pack back to the office: it will be booked again.`);
      } else if (result) {
        const onField = result.fieldErrors.find((f) => f.field === 'reason');
        if (onField) helpers.setErrors({ reason: onField.message });
        else helpers.setStatus(result.message);
      }
    } catch (error) {
      const onField = badUserInputFields(error).find((f) => f.field === 'reason');
      if (onField) helpers.setErrors({ reason: onField.message });
      else helpers.setStatus('It could not be recorded. Please check your connection and try again.');
    }
  };

  return (
    <Formik<ReasonValues> initialValues={{ reason: '' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting, status }) => (
        <ValidatedForm<ReasonValues> fields={FIELDS} aria-label={`Could not deliver to ${customerName}`} className="fs-stop__form">
          <div ref={box}>
            <TextField name="reason" label="Why could it not be delivered?" hint="E.g. nobody at home, phone switched off, wrong address." multiline rows={2} required disabled={isSubmitting} maxLength={REASON_MAX} />
          </div>
          {typeof status === 'string' && (
            <p className="fs-field__error" role="alert">
              {status}
            </p>
          )}
          <div className="fs-stop__actions">
            <Button onClick={onCancel} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button danger htmlType="submit" loading={isSubmitting}>
              Record failed delivery
            </Button>
          </div>
        </ValidatedForm>
      )}
    </Formik>
  );
}
