import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CHECKOUT_POPUP_NAME } from '../../../lib/payment-gateway';
import { formatNaira } from '../../ui/format';
import { useToast } from '../../ui/toast';
import { ConfirmPaymentMutation } from '../graphql/operations';
import { PAYMENT_TOAST_KEY, SAVE_REFERENCE_SECONDS, SAVE_REFERENCE_TITLE, saveReferenceText } from './payment-texts';

/** What the checkout adds to the address when it sends the customer back. */
const RETURN_PARAMS = ['reference', 'trxref'];

/** References already confirmed by this page, so a re-render (or StrictMode) never asks twice. */
const handled = new Set<string>();

/**
 * The checkout sent this page back with `?reference=…` (the redirect fallback, or a checkout opened
 * elsewhere): confirm it once, say how it went, and take the parameters out of the address.
 * Inside the stand-in's popup nothing is done: the page that opened the popup confirms.
 */
export function usePaymentReturn(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const [confirm] = useMutation(ConfirmPaymentMutation);

  useEffect(() => {
    const params = new URLSearchParams(search);
    const reference = (params.get('reference') ?? params.get('trxref') ?? '').trim();
    if (!RETURN_PARAMS.some((p) => params.has(p))) return;
    if (window.opener && window.name === CHECKOUT_POPUP_NAME) return;

    RETURN_PARAMS.forEach((p) => params.delete(p));
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    if (!reference || handled.has(reference)) return;
    handled.add(reference);

    const keepReference = () =>
      toast.error(SAVE_REFERENCE_TITLE, saveReferenceText(reference), { key: PAYMENT_TOAST_KEY, duration: SAVE_REFERENCE_SECONDS });
    toast.info('Processing payment', 'Please wait while we confirm your payment.', { key: PAYMENT_TOAST_KEY });
    confirm({
      variables: { reference },
      // The list may have been fetched while this payment was being credited: drop it; a tab
      // showing it fetches it again now, a hidden one when shown.
      update: (cache, { data }) => {
        if (data?.confirmPayment.__typename === 'PaymentConfirmation') cache.evict({ id: 'ROOT_QUERY', fieldName: 'mySavingsPlans' });
      },
      onQueryUpdated: () => true,
    }).then(
      ({ data }) => {
        const result = data?.confirmPayment;
        if (result?.__typename === 'PaymentConfirmation') {
          toast.success('Payment Confirmed Successfully', `${formatNaira(result.payment.amountKobo)} paid for ${result.plan.foodPackName}.`, { key: PAYMENT_TOAST_KEY });
        } else if (result?.__typename === 'ErrorResult' && result.errorCode === 'PAYMENT_DECLINED') {
          toast.error('Failed to process payment', result.message, { key: PAYMENT_TOAST_KEY });
        } else if (result?.__typename === 'ErrorResult' && result.errorCode === 'PAYMENT_NOT_SUCCESSFUL') {
          // Back from the checkout page without paying: the customer cancelled it (spec section 8).
          toast.warning('Payment Cancelled', 'Your payment was not made. You can try again at any time.', { key: PAYMENT_TOAST_KEY });
        } else {
          keepReference();
        }
      },
      (error: unknown) => {
        console.warn('payment could not be confirmed', error);
        keepReference();
      },
    );
  }, [pathname, search, hash, navigate, toast, confirm]);
}
