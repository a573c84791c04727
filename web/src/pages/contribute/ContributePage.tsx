import { useSyncExternalStore } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { CHECKOUT_POPUP_NAME, createGateway, type CheckoutRequest } from '../../lib/payment-gateway';
import { ContributionForm } from '../../modules/contribution';
import { usePageMeta } from '../../modules/ui/page-meta';

const noChanges = () => () => undefined;
/** This window is the stand-in's checkout popup, come back to the page that opened it (which confirms). */
export const isCheckoutPopup = () => Boolean(window.opener) && window.name === CHECKOUT_POPUP_NAME;

let gateway: ReturnType<typeof createGateway> | null = null;
/** Made on the first payment, in the browser (never while the server renders the page). */
const openCheckout = (request: CheckoutRequest) => (gateway ??= createGateway()).openCheckout(request);

/**
 * `/c/:token`: a plan's contribution link (issue 27). Public, signed out, rendered on the server
 * with its data (one request on a phone), without antd; 404 for an unknown link, 410 for one
 * turned off or a plan no longer taking money.
 */
export default function ContributePage() {
  usePageMeta('Contribute to a savings plan', 'Pay towards a family member’s Food Savings plan.');
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const returned = (params.get('reference') ?? params.get('trxref') ?? '').trim() || null;
  // Known in the browser only: the server renders the page, and hydration starts, as if not (no mismatch).
  const inPopup = useSyncExternalStore(noChanges, isCheckoutPopup, () => false) && returned !== null;
  return (
    <div className="fs-page">
      <ContributionForm token={token} openCheckout={openCheckout} returnedReference={returned} inCheckoutPopup={inPopup} />
    </div>
  );
}
