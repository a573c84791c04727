import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import type { ConfirmPaymentMutation, PaymentCheckoutFieldsFragment, ErrorResultFieldsFragment } from '../../../gql/graphql';
import { trackBeginCheckout, trackPurchase, type TrackedPack } from '../../../lib/tracking';
import { useToast } from '../../ui/toast';
import { ConfirmPaymentMutation as ConfirmPayment, PaymentsConfigQuery } from '../graphql/operations';
import { usePaymentGateway } from './gateway';
import { addPlanToList } from './plan-cache';
import { PAYMENT_TOAST_KEY, SAVE_REFERENCE_SECONDS, SAVE_REFERENCE_TITLE, saveReferenceText } from './payment-texts';

/** The payment modals' states (spec section 4). */
export type PaymentPhase = 'idle' | 'processing' | 'success' | 'error';

export type Confirmation = Extract<ConfirmPaymentMutation['confirmPayment'], { __typename: 'PaymentConfirmation' }>;

/** What the mutation that opens a checkout answered: a checkout, or a refusal. */
export type CheckoutStart = ({ __typename: 'PaymentCheckout' } & PaymentCheckoutFieldsFragment) | ({ __typename: 'ErrorResult' } & ErrorResultFieldsFragment);

export const PAYMENT_ERROR_TITLE = 'Payment Error';
export const PAYMENT_ERROR_TEXT = "We couldn't start the payment process. Please try again or contact support if the issue persists.";
// Shared with usePaymentReturn, which the profile's first screen runs without the rest of this hook.
export { PAYMENT_TOAST_KEY, SAVE_REFERENCE_SECONDS, SAVE_REFERENCE_TITLE, saveReferenceText } from './payment-texts';
export interface PayRequest {
  /** Runs the mutation that opens a checkout (startSavingsPlan or payNextInstalment). Throws on a network failure. */
  begin: () => Promise<CheckoutStart | undefined>;
  /** The pack, for the checkout and purchase events. */
  pack: TrackedPack;
  /** A refusal from `begin` (the flow is idle again); field errors belong in the form. */
  onRefused: (error: ErrorResultFieldsFragment) => void;
  /** The description of the 'Payment Cancelled' toast. */
  cancelledMessage: string;
  /** The server has credited the payment. */
  onConfirmed: (confirmation: Confirmation) => void;
}

export interface PaymentFlow {
  phase: PaymentPhase;
  /** What went wrong, shown in the modal as 'Payment Error' (phase error). */
  problem: string | null;
  pay: (request: PayRequest) => Promise<void>;
  /** Close, unless a payment is under way: then a 'Please Wait' toast (spec section 4). */
  requestClose: (close: () => void) => void;
  /** Back to idle with nothing shown (a modal opened again). */
  reset: () => void;
}

/**
 * One payment from start to confirmation, for both payment modals: open the checkout on the
 * server, hand it to the gateway, and have the server verify and credit the reference. The
 * confirmed plan comes back whole, so the cached list and cards update without a refetch.
 */
export function usePaymentFlow(): PaymentFlow {
  const client = useApolloClient();
  const gateway = usePaymentGateway();
  const toast = useToast();
  const [confirm] = useMutation(ConfirmPayment);
  const [phase, setPhase] = useState<PaymentPhase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  // Whether a payment is under way, read by callbacks made before the phase changed (a close
  // request while the checkout is open) and guarding against a second start.
  const busy = useRef(false);

  const fail = useCallback((text: string) => {
    busy.current = false;
    setProblem(text);
    setPhase('error');
  }, []);

  const pay = useCallback(
    async ({ begin, pack, onRefused, cancelledMessage, onConfirmed }: PayRequest) => {
      if (busy.current) return;
      busy.current = true;
      setProblem(null);
      setPhase('processing');

      let reference: string;
      // The checkout window went away without saying how it ended: the server decides, and "not paid" is a cancel.
      let unsure: boolean;
      try {
        const { data: config } = await client.query({ query: PaymentsConfigQuery });
        const started = await begin();
        if (!config || !started) return fail(PAYMENT_ERROR_TEXT);
        if (started.__typename === 'ErrorResult') {
          if (started.errorCode === 'PAYMENT_PROVIDER_ERROR') return fail(started.message || PAYMENT_ERROR_TEXT);
          busy.current = false;
          setPhase('idle');
          onRefused(started);
          return;
        }
        trackBeginCheckout(pack, started.amountKobo);
        const outcome = await gateway.openCheckout({
          accessCode: started.accessCode,
          authorizationUrl: started.authorizationUrl,
          reference: started.reference,
          publicKey: config.paymentsConfig.publicKey,
          useStandIn: config.paymentsConfig.useStandIn,
        });
        if (outcome.status === 'cancelled') {
          busy.current = false;
          setPhase('idle');
          toast.warning('Payment Cancelled', cancelledMessage, { key: PAYMENT_TOAST_KEY });
          return;
        }
        reference = outcome.reference;
        // Only Paystack's own "paid" is sure; a window closed or come back may be a cancel.
        unsure = outcome.status !== 'success';
      } catch (error) {
        console.warn('payment could not start', error);
        toast.error('Failed to process payment', PAYMENT_ERROR_TEXT, { key: PAYMENT_TOAST_KEY });
        return fail(PAYMENT_ERROR_TEXT);
      }

      // The provider took the payment: from here on, a failure must leave the customer the reference.
      const keepReference = () => {
        toast.error(SAVE_REFERENCE_TITLE, saveReferenceText(reference), { key: PAYMENT_TOAST_KEY, duration: SAVE_REFERENCE_SECONDS });
        fail(saveReferenceText(reference));
      };
      toast.info('Processing payment', 'Please wait while we confirm your payment.', { key: PAYMENT_TOAST_KEY });
      try {
        const { data } = await confirm({
          variables: { reference },
          update: (cache, { data: answer }) => {
            if (answer?.confirmPayment.__typename === 'PaymentConfirmation') addPlanToList(cache, answer.confirmPayment.plan.id);
          },
        });
        const result = data?.confirmPayment;
        if (result?.__typename === 'PaymentConfirmation') {
          busy.current = false;
          trackPurchase(pack, result.payment.amountKobo, result.reference);
          setPhase('success');
          onConfirmed(result);
        } else if (result?.__typename === 'ErrorResult' && (result.errorCode === 'PAYMENT_NOT_SUCCESSFUL' || result.errorCode === 'PAYMENT_DECLINED')) {
          busy.current = false;
          setPhase('idle');
          // Spec section 8: a declined card is 'Failed to process payment'; a checkout the customer
          // left (cancelled, or closed without paying) is 'Payment Cancelled'.
          if (result.errorCode === 'PAYMENT_NOT_SUCCESSFUL' && unsure) toast.warning('Payment Cancelled', cancelledMessage, { key: PAYMENT_TOAST_KEY });
          else toast.error('Failed to process payment', result.message, { key: PAYMENT_TOAST_KEY });
        } else {
          keepReference();
        }
      } catch (error) {
        console.warn('payment could not be confirmed', error);
        keepReference();
      }
    },
    [client, gateway, toast, confirm, fail],
  );

  const requestClose = useCallback(
    (close: () => void) => {
      if (busy.current) toast.warning('Please Wait', 'Your payment is being processed.', { key: 'please-wait' });
      else close();
    },
    [toast],
  );

  const reset = useCallback(() => {
    if (busy.current) return;
    setProblem(null);
    setPhase('idle');
  }, []);

  return { phase, problem, pay, requestClose, reset };
}
