import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Modal } from 'antd';
import { Formik, type FormikHelpers } from 'formik';
import { useEffect, useMemo, type ReactNode } from 'react';
import { badUserInputFields, errorMessage, toFormErrors } from '../../../lib/graphql-errors';
import { LateFinePolicyQuery, PLAN_POLICY, lateFineRule } from '../../../lib/refund-policy';
import { useSession } from '../../../lib/session';
import { formatNaira } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { ValidatedForm } from '../../ui/ValidatedForm';
import { PaymentsConfigQuery, StartSavingsPlanMutation } from '../graphql/operations';
import { usePaymentGateway } from '../hooks/gateway';
import { PAYMENT_TOAST_KEY, usePaymentFlow, type CheckoutStart } from '../hooks/usePaymentFlow';
import type { FulfilmentMethod, PaymentPreference } from '@api/modules/savings-plan/domain/plan-rules';
import type { PaymentFrequency } from '@api/modules/savings-plan/domain/schedule';
import { addressFromProfile, deliveryAddressErrors, type DeliveryAddressValues } from '../utils/delivery-address';
import { FREQUENCIES, frequencyLabel, months, paymentLabel, PREFERENCE_OPTIONS, previewSchedule } from '../utils/plans';
import { DeliveryAddressFields } from './DeliveryAddressFields';
import { PaymentProblem } from './PaymentProblem';
import { PickupOffice } from './PickupOffice';
import { RadioChoice } from './RadioChoice';
import { ScheduleList } from './ScheduleList';
import './savings-plans.css';

export interface StartSavingsPack {
  id: string;
  name: string;
  /** The pack's price in kobo. */
  priceKobo: number;
  durationMonths: number;
  imageUrl?: string | null;
}

export interface StartSavingsPlanModalProps {
  pack: StartSavingsPack;
  open: boolean;
  onClose: () => void;
  /** The first payment is confirmed and the plan is active (after the 'Savings Plan Started!' toast). */
  onStarted?: (planId: string) => void;
  /** What the pack holds, in full (the food-packs feature's list, composed by the page): folded under the pack's summary. */
  contents?: ReactNode;
  /** How many items `contents` lists. */
  itemCount?: number;
}

interface StartValues extends DeliveryAddressValues {
  frequency: PaymentFrequency;
  preference: PaymentPreference;
  method: FulfilmentMethod;
}

const FIELDS = ['frequency', 'preference', 'method', 'street', 'landmark', 'area'] as const;
/** The server names nested input fields by path; its `address` is the street. */
const SERVER_FIELDS: Record<string, (typeof FIELDS)[number]> = {
  'fulfilment.address': 'street',
  'fulfilment.landmark': 'landmark',
  'fulfilment.area': 'area',
  'fulfilment.method': 'method',
};

const METHODS = [
  { value: 'delivery', label: 'Delivery', hint: 'Free within Lagos.' },
  { value: 'pickup', label: 'Pickup', hint: 'Collect it from our office.' },
] as const;

/** A delivery needs a Lagos address (street, landmark, area), checked by the server's rules; a pickup none. */
function validate(values: StartValues) {
  return values.method === 'delivery' ? deliveryAddressErrors(values) : {};
}

/**
 * 'Set Up Your Savings Plan' (spec section 2): frequency, the amount per period and the schedule
 * it gives, payment preference, delivery or pickup, the terms; then the first instalment is paid
 * and the plan starts. Its states are those of usePaymentFlow; while paying it cannot be closed.
 */
export default function StartSavingsPlanModal({ pack, open, onClose, onStarted, contents, itemCount }: StartSavingsPlanModalProps) {
  const { user } = useSession();
  const toast = useToast();
  const flow = usePaymentFlow();
  const gateway = usePaymentGateway();
  const [start] = useMutation(StartSavingsPlanMutation);
  const { data: config } = useQuery(PaymentsConfigQuery, { skip: !open });
  // The late-fine cap as the server states it (the rule's default until read).
  const { data: finePolicy } = useQuery(LateFinePolicyQuery, { skip: !open });
  const useStandIn = config?.paymentsConfig.useStandIn;

  const { reset } = flow;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  useEffect(() => {
    if (useStandIn !== undefined) gateway.preload(useStandIn);
  }, [gateway, useStandIn]);

  const initialValues = useMemo<StartValues>(
    () => ({ frequency: 'monthly', preference: 'manual', method: 'delivery', ...addressFromProfile(user?.address) }),
    [user?.address],
  );
  const processing = flow.phase === 'processing';

  const submit = (values: StartValues, helpers: FormikHelpers<StartValues>) =>
    flow.pay({
      pack: { id: pack.id, name: pack.name, priceKobo: pack.priceKobo },
      begin: async (): Promise<CheckoutStart | undefined> => {
        const input = {
          foodPackId: pack.id,
          frequency: values.frequency,
          preference: values.preference,
          fulfilment:
            values.method === 'delivery'
              ? { method: values.method, address: values.street.trim(), landmark: values.landmark.trim(), area: values.area }
              : { method: values.method },
        };
        try {
          return (await start({ variables: { input } })).data?.startSavingsPlan;
        } catch (error) {
          const fields = badUserInputFields(error);
          if (!fields.length) throw error;
          return { __typename: 'ErrorResult', errorCode: 'VALIDATION', message: errorMessage(error) ?? 'Please check the form.', fieldErrors: fields };
        }
      },
      onRefused: (error) => {
        const fields = error.fieldErrors.map((f) => ({ field: SERVER_FIELDS[f.field] ?? f.field, message: f.message }));
        helpers.setErrors(toFormErrors(fields, FIELDS));
        toast.error('Failed to create savings plan', error.message, { key: PAYMENT_TOAST_KEY });
      },
      cancelledMessage: 'Your savings plan will not be activated until the first payment is made.',
      onConfirmed: (confirmation) => {
        toast.success('Savings Plan Started!', `Your ${confirmation.plan.foodPackName} plan is active: ${formatNaira(confirmation.plan.amountPaidKobo)} paid.`, {
          key: PAYMENT_TOAST_KEY,
        });
        onClose();
        onStarted?.(confirmation.plan.id);
      },
    });

  return (
    <Modal
      open={open}
      title="Set Up Your Savings Plan"
      onCancel={() => flow.requestClose(onClose)}
      footer={null}
      destroyOnHidden
      width={560}
    >
      <Formik<StartValues> initialValues={initialValues} validate={validate} onSubmit={submit}>
        {({ values }) => {
          const preview = previewSchedule(pack, values.frequency);
          const instalments = preview.ok ? preview.instalments : [];
          const first = instalments[0];
          const last = instalments[instalments.length - 1];
          return (
            <ValidatedForm<StartValues> fields={FIELDS} aria-label="Set up your savings plan" className="fs-plan-form">
              <div className="fs-plan-pack">
                {pack.imageUrl && <img src={pack.imageUrl} alt="" width={72} height={72} loading="lazy" className="fs-plan-pack__image" />}
                <div>
                  <h3 className="fs-plan-pack__name">{pack.name}</h3>
                  <p className="fs-plan-pack__facts">
                    {formatNaira(pack.priceKobo)} · {months(pack.durationMonths)}
                  </p>
                </div>
              </div>
              {contents && (
                <details className="fs-plan-pack__contents">
                  <summary>What&apos;s included{itemCount ? ` (${itemCount} item${itemCount === 1 ? '' : 's'})` : ''}</summary>
                  {contents}
                </details>
              )}

              <RadioChoice<PaymentFrequency>
                name="frequency"
                legend="Payment Frequency"
                options={FREQUENCIES.map((f) => ({ value: f, label: frequencyLabel(f) }))}
                disabled={processing}
              />

              <div className="fs-plan-amount" aria-live="polite">
                {first && last ? (
                  <>
                    <p>
                      <span className="fs-plan-amount__label">{paymentLabel(values.frequency)}</span>{' '}
                      <strong className="fs-plan-amount__value">{formatNaira(first.amountKobo)}</strong>
                    </p>
                    <p className="fs-plan-amount__more">
                      {instalments.length === 1 ? 'One payment, made today.' : `${instalments.length} payments`}
                      {instalments.length > 1 && last.amountKobo !== first.amountKobo && `; the last is ${formatNaira(last.amountKobo)}`}
                      {instalments.length > 1 && '. The first is paid today.'}
                    </p>
                  </>
                ) : (
                  <p className="fs-field__error">{!preview.ok && preview.message}</p>
                )}
              </div>

              {preview.ok && (
                <>
                  <h4 className="fs-plan-form__heading">Payment Schedule</h4>
                  <ScheduleList
                    label="Payment schedule"
                    rows={instalments.map((i) => ({ key: i.sequence, dueDate: i.dueDate, amountKobo: i.amountKobo }))}
                  />
                </>
              )}

              <RadioChoice<PaymentPreference> name="preference" legend="Payment Preference" options={PREFERENCE_OPTIONS} disabled={processing} />
              <RadioChoice<FulfilmentMethod> name="method" legend="How would you like to receive your pack?" options={METHODS} disabled={processing} />
              {/* Hidden, not emptied: switching back and forth keeps what was typed. */}
              {values.method === 'delivery' ? (
                <fieldset className="fs-choice fs-address" disabled={processing}>
                  <legend className="fs-choice__legend">Delivery address (Lagos)</legend>
                  <DeliveryAddressFields disabled={processing} />
                </fieldset>
              ) : (
                <PickupOffice />
              )}

              <div className="fs-note fs-plan-terms" role="note">
                <strong>Important:</strong>
                <ul>
                  <li>{lateFineRule(finePolicy?.lateFinePolicy.capPercent)}</li>
                  <li>{PLAN_POLICY.changePack}</li>
                  <li>Delivery within Lagos is free, 3 to 5 working days after your final payment.</li>
                  <li>{PLAN_POLICY.cancel}</li>
                  <li>{PLAN_POLICY.afterDelivery}</li>
                </ul>
              </div>

              <PaymentProblem text={flow.phase === 'error' ? flow.problem : null} />

              <div className="fs-plan-form__actions">
                <Button onClick={() => flow.requestClose(onClose)}>Cancel</Button>
                <Button type="primary" htmlType="submit" loading={processing} aria-busy={processing || undefined} disabled={!preview.ok}>
                  {processing ? 'Processing...' : 'Proceed to Payment'}
                </Button>
              </div>
            </ValidatedForm>
          );
        }}
      </Formik>
    </Modal>
  );
}
