import { useMutation } from '@apollo/client/react';
import { Button } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useRef } from 'react';
import { TextField } from '../../ui/fields';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { HandOverPackMutation } from '../graphql/operations';
import { CODE_LENGTH, codeDigits, followDeliveryOnRound, lockHandover } from '../utils/round-cache';

interface CodeValues {
  code: string;
}

const FIELDS = ['code'] as const;

function validate({ code }: CodeValues) {
  const digits = codeDigits(code);
  if (!digits) return { code: "Enter the customer's 6-digit code" };
  if (digits.length !== CODE_LENGTH) return { code: `The code has ${CODE_LENGTH} digits` };
  return {};
}

export interface HandoverFormProps {
  stopId: string;
  customerName: string;
}

/**
 * At the door: the customer reads out their 6-digit code once the pack is in their hands. A wrong
 * code says how many tries are left (the code stays, to correct); the 5th locks the handover.
 */
export function HandoverForm({ stopId, customerName }: HandoverFormProps) {
  const toast = useToast();
  const [handOver] = useMutation(HandOverPackMutation);
  const box = useRef<HTMLDivElement>(null);
  /** Back to the code, selected, to type again; its label and the message are said with it. */
  const refocus = () =>
    requestAnimationFrame(() => {
      const input = box.current?.querySelector<HTMLInputElement>('input');
      input?.focus();
      input?.select();
    });

  const submit = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    try {
      const { data } = await handOver({
        variables: { input: { fulfilmentId: stopId, code: codeDigits(values.code) } },
        update: (cache, { data: d }) => {
          const result = d?.handOverPack;
          if (result?.__typename === 'Delivery') followDeliveryOnRound(cache, result);
          else if (result?.errorCode === 'HANDOVER_LOCKED') lockHandover(cache, stopId);
        },
      });
      const result = data?.handOverPack;
      if (result?.__typename === 'Delivery') {
        toast.success('Pack handed over', `${customerName} has the pack.`);
      } else if (result && result.errorCode !== 'HANDOVER_LOCKED') {
        helpers.setErrors({ code: result.message });
        refocus();
      }
    } catch {
      helpers.setErrors({ code: 'The code could not be checked. Please check your connection and try again.' });
      refocus();
    }
  };

  return (
    <Formik<CodeValues> initialValues={{ code: '' }} validate={validate} onSubmit={submit}>
      {({ isSubmitting }) => (
        <ValidatedForm<CodeValues> fields={FIELDS} aria-label={`Handover code for ${customerName}`} className="fs-stop__form">
          <div ref={box}>
            <TextField
              name="code"
              label="Customer's handover code"
              hint="Ask for it once the pack is in the customer's hands."
              inputMode="numeric"
              autoComplete="one-time-code"
              required
            />
          </div>
          <Button type="primary" htmlType="submit" loading={isSubmitting} block size="large">
            Confirm handover
          </Button>
        </ValidatedForm>
      )}
    </Formik>
  );
}
